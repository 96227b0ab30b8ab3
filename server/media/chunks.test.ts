import { describe, expect, it } from 'vitest';
import { chunkPartsOf } from './chunks';

describe('chunkPartsOf', () => {
  it('takes the part of one chunk a range inside it covers', () => {
    expect(chunkPartsOf({ start: 1000, end: 2999 }, 4096)).toEqual([{ index: 0, from: 1000, to: 3000 }]);
    expect(chunkPartsOf({ start: 5000, end: 5000 }, 4096)).toEqual([{ index: 1, from: 904, to: 905 }]);
  });

  it('spans chunk boundaries, reading only the chunks overlapped', () => {
    expect(chunkPartsOf({ start: 4000, end: 9000 }, 4096)).toEqual([
      { index: 0, from: 4000, to: 4096 },
      { index: 1, from: 0, to: 4096 },
      { index: 2, from: 0, to: 809 },
    ]);
  });

  it('covers a whole medium with whole chunks, the last one short', () => {
    expect(chunkPartsOf({ start: 0, end: 9999 }, 4096)).toEqual([
      { index: 0, from: 0, to: 4096 },
      { index: 1, from: 0, to: 4096 },
      { index: 2, from: 0, to: 1808 },
    ]);
  });

  it('puts a range starting on a boundary in the next chunk', () => {
    expect(chunkPartsOf({ start: 4096, end: 4200 }, 4096)).toEqual([{ index: 1, from: 0, to: 105 }]);
    expect(chunkPartsOf({ start: 3, end: 2 }, 4096)).toEqual([]);
  });
});
