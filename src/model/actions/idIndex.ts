/**
 * Where an entity sits in its list, found in constant time on maps of tens of thousands of nodes. Lists
 * are immutable, so an index belongs to one array (a WeakMap entry); an edit that keeps every position
 * (replacing one entry) hands its index on, and an append extends it. A stale answer is impossible: every
 * hit is checked against the list, and a miss falls back to a scan that rebuilds the index (unless the
 * list's own index answered it).
 */
import { recordEdit, recordInPlaceEdit } from '../map/listMirror';
import { isDraftList, madeInDraft } from './draft';

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

/**
 * A copy with `value` at `position` (same id there): the copy shares the list's index. A draft's own list
 * is edited in place instead (`./draft.ts`).
 */
export function replacedAt<T extends WithId>(list: readonly T[], position: number, value: T): T[] {
  if (isDraftList(list)) {
    recordInPlaceEdit(list, [list[position] as T], [value]);
    list[position] = value;
    return list as T[];
  }
  const copy = madeInDraft(list.slice());
  copy[position] = value;
  recordEdit(list, copy, list.slice(position, position + 1), [value]);
  const index = indexes.get(list);
  if (index !== undefined) indexes.set(copy, index);
  return copy;
}

/**
 * A copy with `value` appended (in place for a draft's own list). The index is extended in place and
 * shared: the older list can only be asked about the new id through a hit past its end, which the check in
 * `indexOfId` rejects.
 */
export function appended<T extends WithId>(list: readonly T[], value: T): T[] {
  const index = indexes.get(list);
  const extendIndex = index !== undefined && !index.has(value.id);
  if (extendIndex) index.set(value.id, list.length);
  if (isDraftList(list)) {
    recordInPlaceEdit(list, [], [value]);
    list.push(value);
    if (!extendIndex) indexes.delete(list);
    return list as T[];
  }
  // concat copies as one block; a spread or a push after slice copies the list twice over.
  const copy = madeInDraft(list.concat([value]));
  recordEdit(list, copy, [], [value]);
  if (extendIndex) indexes.set(copy, index);
  return copy;
}

/** Forgets the index of a list whose entries moved in place (a draft's removal): the next lookup rebuilds it. */
export function forgetIndex(list: readonly unknown[]): void {
  indexes.delete(list as readonly WithId[]);
}
