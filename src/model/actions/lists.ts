/**
 * Immutable list edits shared by the action modules: each returns a new array and leaves its input alone
 * (but for `removeFound` on a draft's own list, `./draft.ts`).
 */
import { recordEdit, recordInPlaceEdit } from '../map/listMirror';
import { isDraftList, madeInDraft } from './draft';
import { forgetIndex } from './idIndex';
import type { Anchored } from './types';

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
  return recordedRemoval(list, { kept, removed });
}

/**
 * As `removeAnchored`, for entries already found (each once, by reference): their places are found by
 * reference and the rest copied in blocks, so a list of tens of thousands is not asked entry by entry.
 */
export function removeFound<T, Id>(
  list: readonly T[],
  idOf: (entry: T) => Id,
  entries: readonly T[],
): { kept: T[]; removed: Anchored<T, Id>[] } {
  const places = entries
    .map((value) => list.indexOf(value))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b);
  const removed = places.map((index): Anchored<T, Id> => {
    const before = list[index - 1];
    return { value: list[index] as T, after: before === undefined ? null : idOf(before) };
  });
  if (isDraftList(list)) {
    // From the end, so the places still to remove stay where they were found.
    for (let at = places.length - 1; at >= 0; at--) list.splice(places[at] as number, 1);
    if (removed.length > 0) {
      recordInPlaceEdit(
        list,
        removed.map(({ value }) => value),
        [],
      );
      forgetIndex(list);
    }
    return { kept: list as T[], removed };
  }
  const pieces: T[][] = [];
  let from = 0;
  for (const index of places) {
    pieces.push(list.slice(from, index));
    from = index + 1;
  }
  pieces.push(list.slice(from));
  const kept = madeInDraft(([] as T[]).concat(...pieces));
  return recordedRemoval(list, { kept, removed });
}

/** Indexes that follow the list (src/model/map/listMirror.ts) take a removal without comparing lists. */
function recordedRemoval<T, Id>(
  list: readonly T[],
  result: { kept: T[]; removed: Anchored<T, Id>[] },
): { kept: T[]; removed: Anchored<T, Id>[] } {
  if (result.removed.length > 0)
    recordEdit(
      list,
      result.kept,
      result.removed.map(({ value }) => value),
      [],
    );
  return result;
}

/** The id of the entry just before the one with `id` (null when it is first), or undefined when absent. */
export function anchorOf<T, Id>(list: readonly T[], idOf: (entry: T) => Id, id: Id): Id | null | undefined {
  const index = list.findIndex((entry) => idOf(entry) === id);
  if (index < 0) return undefined;
  const before = list[index - 1];
  return before === undefined ? null : idOf(before);
}

const START = Symbol('start');
const END = Symbol('end');

/**
 * Puts entries back by their anchors, so a restore lands in place whatever other writers did to the list
 * in between (DESIGN.md, "The spine"). The rule, the same for every client:
 * - entries are placed in the order given; each goes right after the entry its anchor names (one in the
 *   list, or one placed before it from `entries`), after anything already placed after that anchor;
 * - `after: null` places it before the list's first entry;
 * - an anchor found nowhere (another writer deleted it, or it comes later in `entries`) places it at the
 *   end of the list.
 * Entries removed by `removeAnchored` and put back in the order it gave them land exactly where they
 * were. The caller refuses ids the list already has. Linear in the list and the entries.
 */
export function insertAnchored<T, Id>(
  list: readonly T[],
  idOf: (entry: T) => Id,
  entries: readonly Anchored<T, Id>[],
): T[] {
  if (entries.length === 0) return list.slice();
  const placed = new Set<unknown>(list.map(idOf));
  const followers = new Map<unknown, T[]>();
  for (const { value, after } of entries) {
    const key = after === null ? START : placed.has(after) ? after : END;
    const group = followers.get(key);
    if (group === undefined) followers.set(key, [value]);
    else group.push(value);
    placed.add(idOf(value));
  }
  const result: T[] = [];
  // Depth first without recursion: a long run of removed entries anchors each to the one before it.
  const placeAfter = (key: unknown) => {
    const first = followers.get(key);
    if (first === undefined) return;
    const stack = first.slice().reverse();
    for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
      result.push(value);
      const next = followers.get(idOf(value));
      if (next !== undefined) for (let i = next.length - 1; i >= 0; i--) stack.push(next[i] as T);
    }
  };
  placeAfter(START);
  for (const value of list) {
    result.push(value);
    placeAfter(idOf(value));
  }
  placeAfter(END);
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
