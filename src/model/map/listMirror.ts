/**
 * State derived from an immutable list (an index by id, by node, a count), kept up to date as the list is
 * replaced by its next versions. An edit copies the list and changes a few entries, leaving the others the
 * same objects in the same order, so the entries that differ lie in one window between a shared head and a
 * shared tail. Finding it compares references only (no entry is read), and only the entries inside it
 * update the derived state: a map of 50,000 nodes is followed through an edit in tens of microseconds
 * rather than rebuilt. Any list can be followed from any other: the window is exact whatever the lists,
 * only wider (slower) when several edits lie between them, so a mirror is best asked about each version
 * in turn, as the model and the engine do.
 */

/** Where two lists differ: `a[start, endA)` was replaced by `b[start, endB)`; outside it they are the same. */
export interface DifferingWindow {
  start: number;
  endA: number;
  endB: number;
}

export function differingWindow<T>(a: readonly T[], b: readonly T[]): DifferingWindow {
  const shorter = Math.min(a.length, b.length);
  let start = 0;
  while (start < shorter && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { start, endA, endB };
}

export interface MirrorHooks<T> {
  /** Forgets every entry (before the derived state is built afresh). */
  clear(): void;
  add(entry: T): void;
  remove(entry: T): void;
}

/** Follows one list at a time: `follow` brings the derived state from the last list followed to another. */
export class ListMirror<T> {
  private list: readonly T[] | undefined;

  constructor(private readonly hooks: MirrorHooks<T>) {}

  get followed(): readonly T[] | undefined {
    return this.list;
  }

  follow(list: readonly T[]): void {
    const last = this.list;
    if (last === list) return;
    this.list = list;
    const window = last === undefined ? undefined : differingWindow(last, list);
    // Most of the list differs (another map, a reload): building afresh is as cheap.
    if (last === undefined || window === undefined || window.endA - window.start > list.length / 2) {
      this.hooks.clear();
      for (const entry of list) this.hooks.add(entry);
      return;
    }
    for (let at = window.start; at < window.endA; at++) this.hooks.remove(last[at] as T);
    for (let at = window.start; at < window.endB; at++) this.hooks.add(list[at] as T);
  }
}
