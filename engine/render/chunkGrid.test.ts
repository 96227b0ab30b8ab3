import { describe, expect, it } from 'vitest';
import { cellsNear, intersects, type Rect } from './chunkGrid';

describe('cells near a view', () => {
  const size = 2048;
  const overhang = 1200;
  /** The square of cell (column, row) grown by the overhang. */
  const grown = (column: number, row: number): Rect => ({
    minX: column * size - overhang,
    minY: row * size - overhang,
    maxX: (column + 1) * size + overhang,
    maxY: (row + 1) * size + overhang,
  });

  it('holds every cell whose grown square meets the view, and only a cell more on each side', () => {
    const views: Rect[] = [
      { minX: 0, minY: 0, maxX: 1280, maxY: 800 },
      { minX: -5000, minY: 3000, maxX: -100, maxY: 9000 },
      // Touching a grown square's edge exactly.
      { minX: 2 * size + overhang, minY: 0, maxX: 2 * size + overhang + 10, maxY: 10 },
      { minX: 12_345.5, minY: -7_777.25, maxX: 40_000, maxY: 1 },
    ];
    for (const view of views) {
      const range = cellsNear(view, size, overhang);
      for (let column = range.minColumn - 3; column <= range.maxColumn + 3; column++)
        for (let row = range.minRow - 3; row <= range.maxRow + 3; row++) {
          const inRange =
            column >= range.minColumn &&
            column <= range.maxColumn &&
            row >= range.minRow &&
            row <= range.maxRow;
          if (intersects(grown(column, row), view)) expect(inRange).toBe(true);
        }
      const columns = range.maxColumn - range.minColumn + 1;
      expect(columns).toBeLessThanOrEqual(Math.ceil((view.maxX - view.minX + 2 * overhang) / size) + 3);
    }
  });
});
