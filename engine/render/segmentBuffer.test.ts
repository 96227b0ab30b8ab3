import { describe, expect, it } from 'vitest';
import { SegmentBuffer } from './segmentBuffer';

/** Writes `values` as the id's records and returns the buffer. */
function put(buffer: SegmentBuffer, id: string, values: number[]): SegmentBuffer {
  const at = buffer.write(id, values.length / buffer.stride);
  values.forEach((value, index) => {
    buffer.floats[at + index] = value;
  });
  return buffer;
}

const drawn = (buffer: SegmentBuffer) => [...buffer.floats.slice(0, buffer.count * buffer.stride)];

describe('SegmentBuffer', () => {
  it('keeps each id in one range of consecutive records, rewritten in place at the same length', () => {
    const buffer = new SegmentBuffer(2, 1);
    expect(buffer.write('a', 3)).toBe(0);
    expect(buffer.write('b', 2)).toBe(6);
    expect(buffer.write('a', 3)).toBe(0);
    expect(buffer.count).toBe(5);
    expect(buffer.countOf('a')).toBe(3);
    expect(buffer.countOf('missing')).toBe(0);
    expect(buffer.offsetOf('b')).toBe(6);
    expect(buffer.offsetOf('missing')).toBeUndefined();
    expect(buffer.capacity).toBe(8);
  });

  it('grows or shrinks the last range in place and moves any other to the end', () => {
    const buffer = put(put(new SegmentBuffer(1), 'a', [1, 2]), 'b', [3]);
    put(buffer, 'b', [4, 5, 6]);
    expect(drawn(buffer)).toEqual([1, 2, 4, 5, 6]);
    put(buffer, 'a', [7, 8, 9]);
    expect(buffer.count).toBe(6);
    buffer.compact();
    expect(drawn(buffer)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(buffer.write('b', 3)).toBe(0);
  });

  it('closes the holes of removed ranges on compact, keeping the order of the others', () => {
    const buffer = new SegmentBuffer(1);
    put(put(put(buffer, 'a', [1]), 'b', [2, 3]), 'c', [4]);
    buffer.dirty = false;
    buffer.remove('a');
    expect(buffer.dirty).toBe(true);
    expect(buffer.count).toBe(3);
    buffer.remove('c');
    buffer.remove('missing');
    expect(buffer.count).toBe(2);
    put(buffer, 'd', [5]);
    buffer.compact();
    expect(drawn(buffer)).toEqual([2, 3, 5]);
    expect(buffer.has('a')).toBe(false);
    buffer.write('b', 0);
    expect(buffer.has('b')).toBe(false);
    buffer.compact();
    expect(drawn(buffer)).toEqual([5]);
  });

  it('keeps the records written before it grows', () => {
    const buffer = new SegmentBuffer(3, 1);
    put(buffer, 'a', [1, 2, 3]);
    put(buffer, 'b', [4, 5, 6, 7, 8, 9]);
    expect(buffer.capacity).toBe(4);
    expect(drawn(buffer)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    buffer.clear();
    expect(buffer.count).toBe(0);
    expect(buffer.write('c', 1)).toBe(0);
  });
});
