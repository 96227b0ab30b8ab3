/**
 * Connection segments as one contiguous range of records per connection: a curve is flattened to dozens
 * of segments, and keying each by a built string (`<id>#<n>`) in InstanceBuffer made a 50k-node map's
 * 2.2 million segments cost seconds to write. Here one map entry holds a connection's whole range
 * (text tiles keep an item's glyphs the same way).
 * A range rewritten with a new length, or removed, leaves a hole (unless it is the last range, which
 * grows or shrinks in place); `compact` closes the holes before the records are drawn. Knows nothing of
 * pixi, so it is tested in Node.
 */

interface Range {
  /** First record. */
  start: number;
  count: number;
}

export class SegmentBuffer {
  /** Four-byte words per record. */
  readonly stride: number;
  floats: Float32Array;
  words: Uint32Array;
  /** Set by every write; the layer uploads and clears it. */
  dirty = true;
  /** In record order: a range that moves is deleted and set again, so it goes last, as it does in memory. */
  private readonly ranges = new Map<string, Range>();
  /** Records in use, holes included. */
  private end = 0;
  private holes = 0;

  constructor(strideWords: number, capacity = 256) {
    this.stride = strideWords;
    const bytes = new ArrayBuffer(Math.max(1, capacity) * strideWords * 4);
    this.floats = new Float32Array(bytes);
    this.words = new Uint32Array(bytes);
  }

  /** Records held (holes not counted): after `compact`, records 0..count-1 are exactly these. */
  get count(): number {
    return this.end - this.holes;
  }

  get capacity(): number {
    return this.floats.length / this.stride;
  }

  has(id: string): boolean {
    return this.ranges.has(id);
  }

  /** Records the id holds (0 when none). */
  countOf(id: string): number {
    return this.ranges.get(id)?.count ?? 0;
  }

  /** The word offset of the id's first record, until the next write or compact. */
  offsetOf(id: string): number | undefined {
    const range = this.ranges.get(id);
    return range === undefined ? undefined : range.start * this.stride;
  }

  /**
   * The word offset of the id's `count` consecutive records, for the caller to write now (offsets change
   * on `compact`). A range of the same length is kept in place; `count` 0 removes the id.
   */
  write(id: string, count: number): number {
    this.dirty = true;
    if (count <= 0) {
      this.remove(id);
      return 0;
    }
    const range = this.ranges.get(id);
    if (range !== undefined) {
      if (range.count === count) return range.start * this.stride;
      if (range.start + range.count === this.end) {
        this.reserve(range.start + count);
        range.count = count;
        this.end = range.start + count;
        return range.start * this.stride;
      }
      this.ranges.delete(id);
      this.holes += range.count;
    }
    const start = this.end;
    this.reserve(start + count);
    this.end = start + count;
    this.ranges.set(id, { start, count });
    return start * this.stride;
  }

  remove(id: string): void {
    const range = this.ranges.get(id);
    if (range === undefined) return;
    this.ranges.delete(id);
    // The last range gives its records back; any other leaves a hole.
    if (range.start + range.count === this.end) this.end = range.start;
    else this.holes += range.count;
    this.dirty = true;
  }

  /** Moves the ranges down over the holes, in order, so the records are dense again. */
  compact(): void {
    if (this.holes === 0) return;
    const { stride, words } = this;
    let at = 0;
    for (const range of this.ranges.values()) {
      if (range.start !== at)
        words.copyWithin(at * stride, range.start * stride, (range.start + range.count) * stride);
      range.start = at;
      at += range.count;
    }
    this.end = at;
    this.holes = 0;
  }

  clear(): void {
    this.ranges.clear();
    this.end = 0;
    this.holes = 0;
    this.dirty = true;
  }

  /** Room for at least `records`, doubling so a stream of additions costs amortised constant time. */
  reserve(records: number): void {
    if (records <= this.capacity) return;
    let capacity = this.capacity;
    while (capacity < records) capacity *= 2;
    const bytes = new ArrayBuffer(capacity * this.stride * 4);
    const words = new Uint32Array(bytes);
    words.set(this.words.subarray(0, this.end * this.stride));
    this.words = words;
    this.floats = new Float32Array(bytes);
  }
}
