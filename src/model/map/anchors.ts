/**
 * Places in a list named by anchors, not indexes (DESIGN.md, "The spine"): an entry removed from a list
 * keeps the id of the entry it followed, so putting it back still lands in place after other writers
 * changed the list. The placement rule lives here once, for plain arrays (levels, tags, neighbourhoods:
 * `src/model/actions/lists.ts`) and for a map's nodes and connections (`./entityList.ts`).
 */

/** An entry with the id of the entry it followed in its list (null: it was first). */
export interface Anchored<T, Id = string> {
  value: T;
  after: Id | null;
}

/** The entries to put before the list's first entry, after each entry of the list, and after its end. */
export interface AnchoredRuns<T, Id> {
  first: T[];
  after: Map<Id, T[]>;
  last: T[];
}

const START = Symbol('start');
const END = Symbol('end');

/**
 * Where anchored entries go, by the rule every client shares:
 * - entries are placed in the order given; each goes right after the entry its anchor names (one in the
 *   list, or one placed before it from `entries`), after anything already placed after that anchor;
 * - `after: null` places it before the list's first entry;
 * - an anchor found nowhere (another writer deleted it, or it comes later in `entries`) places it at the
 *   end of the list.
 * Entries removed in list order, each anchored to the entry just before it, land exactly where they were.
 * `inList` says which ids the list holds; the caller refuses ids the list already has. Linear in the
 * entries.
 */
export function anchoredRuns<T, Id>(
  entries: readonly Anchored<T, Id>[],
  idOf: (entry: T) => Id,
  inList: (id: Id) => boolean,
): AnchoredRuns<T, Id> {
  const placedHere = new Set<Id>();
  const followers = new Map<unknown, T[]>();
  for (const { value, after } of entries) {
    const key = after === null ? START : placedHere.has(after) || inList(after) ? after : END;
    const group = followers.get(key);
    if (group === undefined) followers.set(key, [value]);
    else group.push(value);
    placedHere.add(idOf(value));
  }
  // Depth first without recursion: a long run of removed entries anchors each to the one before it.
  const runAfter = (key: unknown): T[] => {
    const run: T[] = [];
    const first = followers.get(key);
    if (first === undefined) return run;
    const stack = first.slice().reverse();
    for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
      run.push(value);
      const next = followers.get(idOf(value));
      if (next !== undefined) for (let i = next.length - 1; i >= 0; i--) stack.push(next[i] as T);
    }
    return run;
  };
  const after = new Map<Id, T[]>();
  for (const key of followers.keys())
    if (key !== START && key !== END && !placedHere.has(key as Id)) after.set(key as Id, runAfter(key));
  return { first: runAfter(START), after, last: runAfter(END) };
}
