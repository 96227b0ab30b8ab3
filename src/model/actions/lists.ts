/**
 * Immutable edits of the map's short lists (levels, tags, neighbourhoods), shared by the action modules:
 * each returns a new array and leaves its input alone. Nodes and connections are entity lists
 * (`../map/entityList.ts`) with the same anchored removal and insertion.
 */
import { type Anchored, anchoredRuns } from '../map/anchors';

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = list.slice();
  copy[index] = value;
  return copy;
}

/**
 * Splits a list into what is kept and what is removed, each removed entry anchored to the id of the entry
 * just before it in the list (removed or kept; null for the first), so `insertAnchored` puts them back.
 */
export function removeAnchored<T, Id>(
  list: readonly T[],
  idOf: (entry: T) => Id,
  remove: (entry: T) => boolean,
): { kept: T[]; removed: Anchored<T, Id>[] } {
  const kept: T[] = [];
  const removed: Anchored<T, Id>[] = [];
  let after: Id | null = null;
  for (const value of list) {
    if (remove(value)) removed.push({ value, after });
    else kept.push(value);
    after = idOf(value);
  }
  return { kept, removed };
}

/** The id of the entry just before the one with `id` (null when it is first), or undefined when absent. */
export function anchorOf<T, Id>(list: readonly T[], idOf: (entry: T) => Id, id: Id): Id | null | undefined {
  const index = list.findIndex((entry) => idOf(entry) === id);
  if (index < 0) return undefined;
  const before = list[index - 1];
  return before === undefined ? null : idOf(before);
}

/**
 * Puts entries back by their anchors, so a restore lands in place whatever other writers did to the list
 * in between, by the rule of `anchoredRuns` (`../map/anchors.ts`). Linear in the list and the entries.
 */
export function insertAnchored<T, Id>(
  list: readonly T[],
  idOf: (entry: T) => Id,
  entries: readonly Anchored<T, Id>[],
): T[] {
  if (entries.length === 0) return list.slice();
  const ids = new Set<Id>(list.map(idOf));
  const runs = anchoredRuns(entries, idOf, (id) => ids.has(id));
  const result: T[] = [...runs.first];
  for (const value of list) {
    result.push(value);
    const run = runs.after.get(idOf(value));
    if (run !== undefined) for (const follower of run) result.push(follower);
  }
  for (const value of runs.last) result.push(value);
  return result;
}

/**
 * The entries that `keep` accepts; one anchored to an entry left out takes that entry's anchor, so the
 * rest still land where they were (a removed run with a gap in it stays in order).
 */
export function leaveOut<T, Id>(
  entries: readonly Anchored<T, Id>[],
  idOf: (entry: T) => Id,
  keep: (entry: T) => boolean,
): Anchored<T, Id>[] {
  const passedOn = new Map<Id, Id | null>();
  const kept: Anchored<T, Id>[] = [];
  for (const { value, after } of entries) {
    const anchor = after !== null && passedOn.has(after) ? (passedOn.get(after) as Id | null) : after;
    if (keep(value)) kept.push(anchor === after ? { value, after } : { value, after: anchor });
    else passedOn.set(idOf(value), anchor);
  }
  return kept;
}

/**
 * The list with the entry `id` moved right after the entry `after` (null: first), by the rule of
 * `insertAnchored`; null when the list has no such entry or the move leaves it as it is.
 */
export function moveAnchored<T, Id>(
  list: readonly T[],
  idOf: (entry: T) => Id,
  id: Id,
  after: Id | null,
): T[] | null {
  const { kept, removed } = removeAnchored(list, idOf, (entry) => idOf(entry) === id);
  const [moved] = removed;
  if (moved === undefined || after === id) return null;
  const result = insertAnchored(kept, idOf, [{ value: moved.value, after }]);
  return result.every((entry, index) => entry === list[index]) ? null : result;
}

/** Deletes an optional field in a copy, so an absent field stays absent rather than becoming undefined. */
export function withoutKey<T extends object, K extends keyof T>(value: T, key: K): T {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** The id of an entity (node, connection, level, tag, neighbourhood): its anchor in its list. */
export const entityId = <Id>(entry: { id: Id }): Id => entry.id;

/**
 * Sets the entry with this id in a list of entries with ids: replaced in place, added at `index` (the end
 * by default, clamped), or removed when `entry` is null. Answers the new list and what stood there before
 * (null when nothing did) at its place; null when asked to remove an entry the list does not have.
 */
export function setById<T extends { readonly id: string }>(
  list: readonly T[],
  id: string,
  entry: T | null,
  index?: number,
): { list: T[]; previous: T | null; at: number } | null {
  const at = list.findIndex((existing) => existing.id === id);
  const previous = at < 0 ? null : (list[at] ?? null);
  if (entry === null)
    return previous === null ? null : { list: list.filter((_, place) => place !== at), previous, at };
  if (previous !== null) return { list: replaceAt(list, at, entry), previous, at };
  const place = Math.min(Math.max(index ?? list.length, 0), list.length);
  return { list: [...list.slice(0, place), entry, ...list.slice(place)], previous, at: place };
}
