/**
 * The list behind a map's nodes and connections: ordered, immutable and persistent. A map of 50,000 nodes
 * takes thousands of edits (a drag, live edit, a replayed presentation); copying the whole list for each,
 * as a plain array must, costs more than everything else an edit does, and its garbage more still. Here
 * the entries sit in chunks of about CHUNK_SIZE: an edit copies the chunks it touches and the short list
 * of chunks, and shares everything else with the list it was made from.
 *
 * Lookups by id take constant time through an index of id → chunk number. A list and the lists made from
 * it share one index, written only by the newest of them (the index's head), for which it is exact; for
 * any other list a hit is checked against the chunk it names, and a miss builds that list an index of its
 * own. Following a list from one version to the next (an index by node, the engine's scene) compares
 * chunks by reference (`changesSince`).
 *
 * Reading is array-like (length, iteration, map, filter, find, ...); an array is made only where one is
 * needed (`toArray`: storage and exchange), and JSON sees an array. The state is in private fields, so
 * two lists with the same entries are equal to a deep comparison whatever their chunks.
 */
import { type Anchored, anchoredRuns } from './anchors';

export interface Entity {
  readonly id: string;
}

/**
 * What reading code needs of a list, met by an array and by an entity list alike: functions that only
 * read (truth input, search, collapse) take either.
 */
export interface ReadonlyList<T> extends Iterable<T> {
  readonly length: number;
  forEach(visit: (entry: T, position: number) => void): void;
  map<U>(make: (entry: T, position: number) => U): U[];
  flatMap<U>(make: (entry: T, position: number) => U | readonly U[]): U[];
  filter(keep: (entry: T, position: number) => unknown): T[];
  find(test: (entry: T, position: number) => unknown): T | undefined;
  some(test: (entry: T, position: number) => unknown): boolean;
  every(test: (entry: T, position: number) => unknown): boolean;
}

/** Entries per chunk as a list is built; a chunk grown past twice this by insertions is split. */
const CHUNK_SIZE = 128;
const LARGEST_CHUNK = CHUNK_SIZE * 2;

/**
 * A place in the list: chunk number and offset packed in one number (no object per lookup). Places sort
 * in list order.
 */
const OFFSET_RANGE = 1024;
const placeOf = (chunk: number, offset: number) => chunk * OFFSET_RANGE + offset;
const chunkAt = (place: number) => Math.floor(place / OFFSET_RANGE);
const offsetAt = (place: number) => place % OFFSET_RANGE;

interface ChunkIndex {
  readonly chunkOf: Map<string, number>;
  /** The list the index is exact for: the newest of those sharing it. */
  head: object;
}

type Chunks<T> = readonly (readonly T[])[];

function chunked<T>(entries: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let from = 0; from < entries.length; from += CHUNK_SIZE)
    chunks.push(entries.slice(from, from + CHUNK_SIZE));
  return chunks;
}

function offsetIn(chunk: readonly Entity[] | undefined, id: string): number {
  if (chunk === undefined) return -1;
  for (let offset = 0; offset < chunk.length; offset++)
    if ((chunk[offset] as Entity).id === id) return offset;
  return -1;
}

/** Where two lists differ: `a[start, endA)` was replaced by `b[start, endB)`; outside it they are the same. */
export interface DifferingWindow {
  start: number;
  endA: number;
  endB: number;
}

/** Compares references only: no entry is read. */
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

/** What a follower of a list is told of an edit: every entry gone, then every entry new. */
export interface ListChanges<T> {
  remove(entry: T): void;
  add(entry: T): void;
}

export class EntityList<T extends Entity> implements ReadonlyList<T> {
  readonly length: number;
  readonly #chunks: Chunks<T>;
  #index: ChunkIndex | undefined;
  #array: readonly T[] | undefined;

  private constructor(chunks: Chunks<T>, length: number) {
    this.#chunks = chunks;
    this.length = length;
  }

  static from<T extends Entity>(entries: Iterable<T>): EntityList<T> {
    const all = Array.isArray(entries) ? (entries as readonly T[]) : Array.from(entries);
    return new EntityList<T>(chunked(all), all.length);
  }

  static empty<T extends Entity>(): EntityList<T> {
    return new EntityList<T>([], 0);
  }

  // Reading

  get(id: string): T | undefined {
    const place = this.#find(id);
    return place < 0 ? undefined : this.#entryAt(place);
  }

  has(id: string): boolean {
    return this.#find(id) >= 0;
  }

  /** The position of the entry with `id` in the list, or -1. */
  indexOf(id: string): number {
    const place = this.#find(id);
    if (place < 0) return -1;
    let position = offsetAt(place);
    for (let chunk = 0; chunk < chunkAt(place); chunk++)
      position += (this.#chunks[chunk] as readonly T[]).length;
    return position;
  }

  /** The entry at `position` (negative counts from the end, as `Array.prototype.at`). */
  at(position: number): T | undefined {
    let rest = position < 0 ? this.length + position : position;
    if (rest < 0 || rest >= this.length) return undefined;
    for (const chunk of this.#chunks) {
      if (rest < chunk.length) return chunk[rest];
      rest -= chunk.length;
    }
    return undefined;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (const chunk of this.#chunks) yield* chunk;
  }

  forEach(visit: (entry: T, position: number) => void): void {
    let position = 0;
    for (const chunk of this.#chunks) for (const entry of chunk) visit(entry, position++);
  }

  map<U>(make: (entry: T, position: number) => U): U[] {
    const result = new Array<U>(this.length);
    this.forEach((entry, position) => {
      result[position] = make(entry, position);
    });
    return result;
  }

  flatMap<U>(make: (entry: T, position: number) => U | readonly U[]): U[] {
    const result: U[] = [];
    this.forEach((entry, position) => {
      const made = make(entry, position);
      if (Array.isArray(made)) for (const one of made as readonly U[]) result.push(one);
      else result.push(made as U);
    });
    return result;
  }

  filter<S extends T>(keep: (entry: T, position: number) => entry is S): S[];
  filter(keep: (entry: T, position: number) => unknown): T[];
  filter(keep: (entry: T, position: number) => unknown): T[] {
    const result: T[] = [];
    this.forEach((entry, position) => {
      if (keep(entry, position)) result.push(entry);
    });
    return result;
  }

  find<S extends T>(test: (entry: T, position: number) => entry is S): S | undefined;
  find(test: (entry: T, position: number) => unknown): T | undefined;
  find(test: (entry: T, position: number) => unknown): T | undefined {
    let position = 0;
    for (const chunk of this.#chunks) for (const entry of chunk) if (test(entry, position++)) return entry;
    return undefined;
  }

  findIndex(test: (entry: T, position: number) => unknown): number {
    let position = 0;
    for (const chunk of this.#chunks)
      for (const entry of chunk) {
        if (test(entry, position)) return position;
        position++;
      }
    return -1;
  }

  some(test: (entry: T, position: number) => unknown): boolean {
    return this.findIndex(test) >= 0;
  }

  every(test: (entry: T, position: number) => unknown): boolean {
    return this.findIndex((entry, position) => !test(entry, position)) < 0;
  }

  reduce<U>(fold: (sum: U, entry: T, position: number) => U, initial: U): U {
    let sum = initial;
    this.forEach((entry, position) => {
      sum = fold(sum, entry, position);
    });
    return sum;
  }

  slice(start?: number, end?: number): T[] {
    return this.toArray().slice(start, end);
  }

  /** The entries as an array, made once per list (storage, exchange, JSON). */
  toArray(): readonly T[] {
    if (this.#array === undefined) this.#array = ([] as T[]).concat(...this.#chunks);
    return this.#array;
  }

  toJSON(): readonly T[] {
    return this.toArray();
  }

  // Editing: each returns a new list and leaves this one as it is.

  /** The list with each of `entries` in place of the entry with its id; every id must be in the list. */
  replaced(...entries: readonly T[]): EntityList<T> {
    const chunks = this.#chunks.slice();
    const copied = new Set<number>();
    for (const entry of entries) {
      const place = this.#find(entry.id);
      if (place < 0) throw new Error(`EntityList.replaced: no entry ${entry.id}`);
      const number = chunkAt(place);
      if (!copied.has(number)) {
        chunks[number] = (chunks[number] as readonly T[]).slice();
        copied.add(number);
      }
      (chunks[number] as T[])[offsetAt(place)] = entry;
    }
    return this.#successor(chunks, this.length, () => {}, true);
  }

  /**
   * The list with each entry replaced by what `change` makes of it (an entry with the same id; the entry
   * itself to leave it): only the chunks that changed are copied, and the list itself comes back when
   * nothing did.
   */
  updated(change: (entry: T) => T): EntityList<T> {
    let chunks: (readonly T[])[] | undefined;
    this.#chunks.forEach((chunk, number) => {
      let copy: T[] | undefined;
      chunk.forEach((entry, offset) => {
        const next = change(entry);
        if (next === entry) return;
        copy ??= chunk.slice();
        copy[offset] = next;
      });
      if (copy === undefined) return;
      chunks ??= this.#chunks.slice();
      chunks[number] = copy;
    });
    return chunks === undefined ? this : this.#successor(chunks, this.length, () => {}, true);
  }

  /** The list with `entries` (ids it does not hold) added at its end. */
  appended(...entries: readonly T[]): EntityList<T> {
    if (entries.length === 0) return this;
    const chunks: (readonly T[])[] = this.#chunks.slice();
    const last = chunks.length - 1;
    const tail = last >= 0 && (chunks[last] as readonly T[]).length < CHUNK_SIZE ? last : chunks.length;
    if (tail === last) chunks[last] = (chunks[last] as readonly T[]).slice();
    else chunks.push([]);
    const numbers: number[] = [];
    for (const entry of entries) {
      let number = chunks.length - 1;
      if ((chunks[number] as readonly T[]).length >= CHUNK_SIZE) number = chunks.push([]) - 1;
      (chunks[number] as T[]).push(entry);
      numbers.push(number);
    }
    return this.#successor(chunks, this.length + entries.length, (chunkOf) => {
      entries.forEach((entry, at) => {
        chunkOf.set(entry.id, numbers[at] as number);
      });
    });
  }

  /**
   * The list without the entries whose ids are given, and those entries in list order, each anchored to
   * the id of the entry just before it (removed or kept; null for the first), so `inserted` puts them
   * back. Ids the list does not hold are passed over.
   */
  removed(ids: Iterable<string>): { kept: EntityList<T>; removed: Anchored<T>[] } {
    const places = [...new Set(ids)]
      .map((id) => this.#find(id))
      .filter((place) => place >= 0)
      .sort((a, b) => a - b);
    if (places.length === 0) return { kept: this, removed: [] };
    const removed = places.map((place) => ({ value: this.#entryAt(place), after: this.#idBefore(place) }));
    const chunks = this.#chunks.slice();
    const gone = new Set(removed.map(({ value }) => value));
    for (const number of new Set(places.map(chunkAt)))
      chunks[number] = (chunks[number] as readonly T[]).filter((entry) => !gone.has(entry));
    const length = this.length - removed.length;
    // Emptied chunks stay (no chunk is renumbered) until they are most of the list.
    if (chunks.length > 2 * Math.ceil(length / CHUNK_SIZE) + 4)
      return { kept: EntityList.from(([] as T[]).concat(...chunks)), removed };
    const kept = this.#successor(chunks, length, (chunkOf) => {
      for (const { value } of removed) chunkOf.delete(value.id);
    });
    return { kept, removed };
  }

  /** As `removed`, for the entries `remove` accepts. */
  removedWhere(remove: (entry: T) => boolean): { kept: EntityList<T>; removed: Anchored<T>[] } {
    return this.removed(this.filter(remove).map((entry) => entry.id));
  }

  /**
   * The list with anchored entries (ids it does not hold) put in by the rule of `anchoredRuns`: entries
   * `removed` took out, put back in the order it gave them, land exactly where they were.
   */
  inserted(entries: readonly Anchored<T>[]): EntityList<T> {
    if (entries.length === 0) return this;
    const runs = anchoredRuns(
      entries,
      (entry) => entry.id,
      (id) => this.has(id),
    );
    const chunks: (readonly T[])[] = this.#chunks.length > 0 ? this.#chunks.slice() : [[]];
    // Per chunk, the runs to put in and the offset each goes before; applied from the back of the chunk.
    const cuts = new Map<number, { before: number; order: number; run: readonly T[] }[]>();
    let order = 0;
    const cut = (number: number, before: number, run: readonly T[]) => {
      if (run.length === 0) return;
      const cut = { before, order: order++, run };
      const list = cuts.get(number);
      if (list === undefined) cuts.set(number, [cut]);
      else list.push(cut);
    };
    cut(0, 0, runs.first);
    for (const [anchor, run] of runs.after) {
      const place = this.#find(anchor);
      cut(chunkAt(place), offsetAt(place) + 1, run);
    }
    const lastChunk = chunks.length - 1;
    cut(lastChunk, (chunks[lastChunk] as readonly T[]).length, runs.last);
    let split = false;
    for (const [number, list] of cuts) {
      const chunk = (chunks[number] as readonly T[]).slice();
      // From the back; of runs cut at one offset (an empty list's first and last, the last entry's run
      // and the list's last), the one cut first must end up first, so it goes in last.
      list.sort((a, b) => b.before - a.before || b.order - a.order);
      for (const { before, run } of list) chunk.splice(before, 0, ...run);
      chunks[number] = chunk;
      split ||= chunk.length > LARGEST_CHUNK;
    }
    const length = this.length + entries.length;
    // A split renumbers the chunks after it: the new list builds its own index when first asked.
    if (split)
      return new EntityList(
        chunks.flatMap((chunk) => chunked(chunk)),
        length,
      );
    return this.#successor(chunks, length, (chunkOf) => {
      for (const [number, list] of cuts)
        for (const { run } of list) for (const entry of run) chunkOf.set(entry.id, number);
    });
  }

  // Following

  /**
   * Tells `changes` how this list differs from `older`: every entry of `older` it lacks, then every entry
   * it has that `older` lacks (a replaced entry is both). Chunks are compared by reference, place by
   * place (edits keep chunks in their places), and within a chunk that changed, entries by reference, so
   * following a list costs what changed since. False, with nothing told, when the lists share too little
   * for that to beat building afresh.
   */
  changesSince(older: EntityList<T>, changes: ListChanges<T>): boolean {
    const a = older.#chunks;
    const b = this.#chunks;
    const shared = Math.min(a.length, b.length);
    const windows: { from: readonly T[]; to: readonly T[]; window: DifferingWindow }[] = [];
    let touched = 0;
    for (let number = 0; number < shared; number++) {
      const from = a[number] as readonly T[];
      const to = b[number] as readonly T[];
      if (from === to) continue;
      const window = differingWindow(from, to);
      windows.push({ from, to, window });
      touched += window.endA - window.start + window.endB - window.start;
    }
    for (let number = shared; number < a.length; number++) touched += (a[number] as readonly T[]).length;
    for (let number = shared; number < b.length; number++) touched += (b[number] as readonly T[]).length;
    if (touched > this.length / 2 + 2 * CHUNK_SIZE) return false;
    for (const { from, window } of windows)
      for (let at = window.start; at < window.endA; at++) changes.remove(from[at] as T);
    for (let number = shared; number < a.length; number++)
      for (const entry of a[number] as readonly T[]) changes.remove(entry);
    for (const { to, window } of windows)
      for (let at = window.start; at < window.endB; at++) changes.add(to[at] as T);
    for (let number = shared; number < b.length; number++)
      for (const entry of b[number] as readonly T[]) changes.add(entry);
    return true;
  }

  // Inside

  #entryAt(place: number): T {
    return (this.#chunks[chunkAt(place)] as readonly T[])[offsetAt(place)] as T;
  }

  #idBefore(place: number): string | null {
    const offset = offsetAt(place);
    if (offset > 0) return ((this.#chunks[chunkAt(place)] as readonly T[])[offset - 1] as T).id;
    for (let number = chunkAt(place) - 1; number >= 0; number--) {
      const chunk = this.#chunks[number] as readonly T[];
      if (chunk.length > 0) return (chunk[chunk.length - 1] as T).id;
    }
    return null;
  }

  #find(id: string): number {
    const index = this.#index;
    if (index !== undefined) {
      const number = index.chunkOf.get(id);
      if (number !== undefined) {
        const offset = offsetIn(this.#chunks[number], id);
        if (offset >= 0) return placeOf(number, offset);
      }
      if (index.head === this) return -1;
    }
    const chunkOf = new Map<string, number>();
    this.#chunks.forEach((chunk, number) => {
      for (const entry of chunk) chunkOf.set(entry.id, number);
    });
    this.#index = { chunkOf, head: this };
    const number = chunkOf.get(id);
    return number === undefined ? -1 : placeOf(number, offsetIn(this.#chunks[number], id));
  }

  /**
   * A list made from this one. When this list is its index's head, `update` brings the index up to date
   * for the new list, which becomes the head; otherwise the new list builds its own when first asked, or,
   * with `keepsPlaces` (no entry changed chunk), takes this list's index as a hint.
   */
  #successor(
    chunks: Chunks<T>,
    length: number,
    update: (chunkOf: Map<string, number>) => void,
    keepsPlaces = false,
  ): EntityList<T> {
    const next = new EntityList(chunks, length);
    const index = this.#index;
    if (index !== undefined && index.head === this) {
      update(index.chunkOf);
      index.head = next;
      next.#index = index;
    } else if (keepsPlaces) next.#index = index;
    return next;
  }
}
