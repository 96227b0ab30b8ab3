import { describe, expect, it } from 'vitest';
import type { Rect } from './chunkGrid';
import {
  cullRectFor,
  cullStillServes,
  type RecordExtent,
  writeAllIndices,
  writeIndicesIn,
} from './recordCulling';

const QUAD = [0, 1, 2, 0, 2, 3];
const VIEW: Rect = { minX: 0, minY: 0, maxX: 1000, maxY: 500 };

/** Records of `stride` words from rows of numbers. */
function records(stride: number, rows: number[][]): Float32Array {
  const floats = new Float32Array(rows.length * stride);
  for (const [index, row] of rows.entries()) floats.set(row, index * stride);
  return floats;
}

function culled(extent: RecordExtent, stride: number, rows: number[][], rect: Rect = VIEW): number[] {
  const out = new Uint32Array(rows.length * QUAD.length);
  const written = writeIndicesIn(records(stride, rows), stride, rows.length, extent, rect, 4, QUAD, out);
  // The first vertex of each record drawn, by record.
  return Array.from(out.subarray(0, written))
    .filter((_, at) => at % QUAD.length === 0)
    .map((vertex) => vertex / 4);
}

describe('record culling', () => {
  it('keeps the rectangles meeting the view, touching included', () => {
    const rows = [
      [10, 10, 100, 50], // inside
      [-200, 0, 100, 50], // left of it
      [-50, 100, 100, 50], // across the left edge
      [1000, 500, 20, 20], // touching the corner
      [400, 600, 20, 20], // below
    ];
    expect(culled({ kind: 'rect' }, 4, rows)).toEqual([0, 2, 3]);
  });

  it('reaches past a segment’s ends by its width, whichever way it runs', () => {
    const rows = [
      [-300, 250, -10, 250, 0, 5], // ends 10 left of the view, width 5
      [-300, 250, -4, 250, 0, 5], // within its width of the view
      [1200, 600, 900, 400, 0, 1], // runs from outside into the view
      [2000, 0, 3000, 0, 0, 100], // far right
    ];
    expect(culled({ kind: 'segment', reachWord: 5 }, 6, rows)).toEqual([1, 2]);
  });

  it('reaches round a point by its size', () => {
    const rows = [
      [1010, 250, 1, 0, 0, 12], // an arrowhead's tip 10 right of the view, size 12
      [1020, 250, 1, 0, 0, 12], // 20 right: out
    ];
    expect(culled({ kind: 'point', reachWord: 5 }, 6, rows)).toEqual([0]);
  });

  it('offsets each record’s pattern by its first vertex', () => {
    const out = new Uint32Array(12);
    expect(writeAllIndices(2, 4, QUAD, out)).toBe(12);
    expect(Array.from(out)).toEqual([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7]);
  });

  it('culls to the view grown by a fifth of its larger side, and culls again when the view leaves it or shrinks', () => {
    const rect = cullRectFor(VIEW);
    expect(rect).toEqual({ minX: -200, minY: -200, maxX: 1200, maxY: 700 });
    expect(cullStillServes(rect, { minX: 150, minY: 100, maxX: 1150, maxY: 600 })).toBe(true);
    expect(cullStillServes(rect, { minX: 250, minY: 0, maxX: 1250, maxY: 500 })).toBe(false);
    // Zoomed in to a quarter of the width: most of what the old rectangle draws is off screen.
    expect(cullStillServes(rect, { minX: 400, minY: 200, maxX: 650, maxY: 325 })).toBe(false);
  });
});
