/**
 * Where a byte range of a medium lies in its chunks: all chunks but the last hold `chunkSize` bytes, so
 * the range's first and last byte name the only chunks a read needs.
 */

/** An inclusive byte range, as HTTP ranges are. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The part of one chunk a range takes: bytes `from` to `to` (exclusive) of chunk `index`. */
export interface ChunkPart {
  index: number;
  from: number;
  to: number;
}

/** The chunks a range overlaps, in order, each with the part of it that lies in the range. */
export function chunkPartsOf(range: ByteRange, chunkSize: number): ChunkPart[] {
  if (range.end < range.start) return [];
  const first = Math.floor(range.start / chunkSize);
  const last = Math.floor(range.end / chunkSize);
  const parts: ChunkPart[] = [];
  for (let index = first; index <= last; index++) {
    const chunkStart = index * chunkSize;
    parts.push({
      index,
      from: Math.max(range.start - chunkStart, 0),
      to: Math.min(range.end - chunkStart + 1, chunkSize),
    });
  }
  return parts;
}
