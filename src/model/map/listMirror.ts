/**
 * State derived from an immutable list (an index by id, by node, a count), kept up to date as the list is
 * replaced by its next versions. An edit copies the list and changes a few entries, leaving the others the
 * same objects in the same order, so the entries that differ lie in one window between a shared head and a
 * shared tail. Finding it compares references only (no entry is read), and only the entries inside it
 * update the derived state: a map of 50,000 nodes is followed through an edit in tens of microseconds
 * rather than rebuilt. Any list can be followed from any other: the window is exact whatever the lists,
 * only wider (slower) when several edits lie between them, so a mirror is best asked about each version
 * in turn, as the model and the engine do.
 *
 * Quicker still, the list edits that know what they changed (`replacedAt`, `appended`, `removeEntries`)
 * record it with the new list (`recordEdit`), and a mirror follows a short chain of recorded edits from the
 * list it follows without comparing the lists at all. Records name lists by serial number, so no version
 * is kept alive by its successors (a WeakRef would be, until the end of a synchronous replay).
 *
 * A list made inside a draft (`src/model/actions/draft.ts`) is edited in place, keeping its identity; each
 * such edit goes into the list's own log (`recordInPlaceEdit`), which a mirror reads from where it left off.
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

interface RecordedEdit {
  /** The list edited, by its serial number: a record never keeps a list alive. */
  from: number;
  removed: readonly unknown[];
  added: readonly unknown[];
  /** The edit that made `from`, while the chain is short. */
  before: RecordedEdit | undefined;
  length: number;
}

const edits = new WeakMap<readonly unknown[], RecordedEdit>();
/** The in-place edits of each list made inside a draft, oldest first. */
const inPlaceLogs = new WeakMap<readonly unknown[], InPlaceEdit[]>();

interface InPlaceEdit {
  removed: readonly unknown[];
  added: readonly unknown[];
}
const serials = new WeakMap<readonly unknown[], number>();
let nextSerial = 0;
/** Chains are cut at this length, so the records kept stay few; a longer way is compared instead. */
const CHAIN_LIMIT = 32;

function serialOf(list: readonly unknown[]): number {
  let serial = serials.get(list);
  if (serial === undefined) {
    serial = nextSerial++;
    serials.set(list, serial);
  }
  return serial;
}

/** Records that `to` is `from` less the entries `removed` plus the entries `added`. */
export function recordEdit<T>(
  from: readonly T[],
  to: readonly T[],
  removed: readonly T[],
  added: readonly T[],
): void {
  const previous = edits.get(from);
  // A list edited in place is not what its own record describes: a chain through it would skip its log.
  const before =
    previous !== undefined && previous.length < CHAIN_LIMIT && !inPlaceLogs.has(from) ? previous : undefined;
  edits.set(to, { from: serialOf(from), removed, added, before, length: (before?.length ?? 0) + 1 });
}

/** Records that `list`, edited in place, lost the entries `removed` and gained the entries `added`. */
export function recordInPlaceEdit<T>(list: readonly T[], removed: readonly T[], added: readonly T[]): void {
  const log = inPlaceLogs.get(list);
  if (log === undefined) inPlaceLogs.set(list, [{ removed, added }]);
  else log.push({ removed, added });
}

function inPlaceLogLength(list: readonly unknown[]): number {
  return inPlaceLogs.get(list)?.length ?? 0;
}

/** The recorded edits that lead from `from` to `to`, oldest first; undefined when there is no such chain. */
function recordedChain(from: readonly unknown[], to: readonly unknown[]): RecordedEdit[] | undefined {
  const target = serialOf(from);
  const chain: RecordedEdit[] = [];
  for (let edit = edits.get(to); edit !== undefined; edit = edit.before) {
    chain.push(edit);
    if (edit.from === target) return chain.reverse();
  }
  return undefined;
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
  /** How many of the followed list's in-place edits the derived state holds. */
  private inPlaceSeen = 0;

  constructor(private readonly hooks: MirrorHooks<T>) {}

  get followed(): readonly T[] | undefined {
    return this.list;
  }

  follow(list: readonly T[]): void {
    const last = this.list;
    // First up to date with the list followed, whose records and contents are then those of its end.
    if (last !== undefined) this.catchUp(last);
    if (last === list) return;
    this.list = list;
    const chain = last === undefined ? undefined : recordedChain(last, list);
    if (chain !== undefined) {
      for (const edit of chain) this.apply(edit);
      // The chain ends where `list` was made; what was done to it in place since comes after.
      this.inPlaceSeen = 0;
      this.catchUp(list);
      return;
    }
    this.inPlaceSeen = inPlaceLogLength(list);
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

  private catchUp(list: readonly T[]): void {
    const log = inPlaceLogs.get(list);
    if (log === undefined) return;
    for (; this.inPlaceSeen < log.length; this.inPlaceSeen++)
      this.apply(log[this.inPlaceSeen] as InPlaceEdit);
  }

  private apply(edit: { removed: readonly unknown[]; added: readonly unknown[] }): void {
    for (const entry of edit.removed) this.hooks.remove(entry as T);
    for (const entry of edit.added) this.hooks.add(entry as T);
  }
}
