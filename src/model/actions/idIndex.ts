/**
 * Where an entity sits in its list, found in constant time on maps of tens of thousands of nodes. Lists
 * are immutable, so an index belongs to one array (a WeakMap entry); an edit that keeps every position
 * (replacing one entry) hands its index on, and an append extends it. A stale answer is impossible: every
 * hit is checked against the list, and a miss falls back to a scan that rebuilds the index (unless the
 * list's own index answered it).
 */
import { recordEdit } from '../map/listMirror';

interface WithId {
  readonly id: string;
}

const indexes = new WeakMap<readonly WithId[], Map<string, number>>();

export function indexOfId(list: readonly WithId[], id: string): number {
  const index = indexes.get(list);
  const at = index?.get(id);
  if (at !== undefined && list[at]?.id === id) return at;
  // An index made for this list or handed on with it names every id the list holds: a miss is final.
  if (index !== undefined && at === undefined && index.size >= list.length) return -1;
  // Too small to be worth an index, or the index missed (new list, or an id it never saw).
  if (list.length < 64) return list.findIndex((entry) => entry.id === id);
  const rebuilt = new Map<string, number>();
  for (let position = 0; position < list.length; position++)
    rebuilt.set((list[position] as WithId).id, position);
  indexes.set(list, rebuilt);
  return rebuilt.get(id) ?? -1;
}

/** A copy with `value` at `position` (same id there): the copy shares the list's index. */
export function replacedAt<T extends WithId>(list: readonly T[], position: number, value: T): T[] {
  const copy = list.slice();
  copy[position] = value;
  recordEdit(list, copy, list.slice(position, position + 1), [value]);
  const index = indexes.get(list);
  if (index !== undefined) indexes.set(copy, index);
  return copy;
}

/**
 * A copy with `value` appended. The index is extended in place and shared: the older list can only be
 * asked about the new id through a hit past its end, which the check in `indexOfId` rejects.
 */
export function appended<T extends WithId>(list: readonly T[], value: T): T[] {
  // concat copies as one block; a spread or a push after slice copies the list twice over.
  const copy = list.concat([value]);
  recordEdit(list, copy, [], [value]);
  const index = indexes.get(list);
  if (index !== undefined && !index.has(value.id)) {
    index.set(value.id, list.length);
    indexes.set(copy, index);
  }
  return copy;
}
