/** Immutable list edits shared by the action modules: each returns a new array and leaves its input alone. */
import { recordEdit } from '../map/listMirror';
import type { Indexed } from './types';

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = list.slice();
  copy[index] = value;
  return copy;
}

/** Splits a list into what is kept and what is removed, each removed entry with its index. */
export function removeWhere<T>(
  list: readonly T[],
  remove: (entry: T) => boolean,
): { kept: T[]; removed: Indexed<T>[] } {
  const kept: T[] = [];
  const removed: Indexed<T>[] = [];
  list.forEach((value, index) => {
    if (remove(value)) removed.push({ index, value });
    else kept.push(value);
  });
  return { kept, removed };
}

/**
 * As `removeWhere`, for entries already found (each once): their places are found by reference and the
 * rest copied in blocks, so a list of tens of thousands is not asked about entry by entry.
 */
export function removeEntries<T>(
  list: readonly T[],
  entries: readonly T[],
): { kept: T[]; removed: Indexed<T>[] } {
  const removed = entries
    .map((value) => ({ index: list.indexOf(value), value }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index);
  const pieces: T[][] = [];
  let from = 0;
  for (const { index } of removed) {
    pieces.push(list.slice(from, index));
    from = index + 1;
  }
  pieces.push(list.slice(from));
  const kept = ([] as T[]).concat(...pieces);
  recordEdit(
    list,
    kept,
    removed.map(({ value }) => value),
    [],
  );
  return { kept, removed };
}

/**
 * Inserts entries at their indices, lowest first, so entries removed by `removeWhere` land exactly where
 * they were. An index past the end appends.
 */
export function insertIndexed<T>(list: readonly T[], entries: readonly Indexed<T>[]): T[] {
  const copy = list.slice();
  for (const { index, value } of [...entries].sort((a, b) => a.index - b.index)) {
    copy.splice(Math.min(Math.max(index, 0), copy.length), 0, value);
  }
  return copy;
}

/** Deletes an optional field in a copy, so an absent field stays absent rather than becoming undefined. */
export function withoutKey<T extends object, K extends keyof T>(value: T, key: K): T {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** Whether `index` is a whole number naming an entry of a list of `length` entries. */
export function isIndexOf(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < length;
}

/** The list with the entry at `from` moved to `to`; both must be valid indices (see isIndexOf). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = list.slice();
  const [entry] = copy.splice(from, 1);
  if (entry !== undefined) copy.splice(to, 0, entry);
  return copy;
}
