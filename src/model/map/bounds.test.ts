import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growBoundsToContain, isWellFormedBounds } from './bounds';

const bounds = { minX: -10, minY: -20, maxX: 30, maxY: 40 };

describe('workspace bounds', () => {
  it('stays the same object when every position is inside', () => {
    expect(
      growBoundsToContain(bounds, [
        { x: 0, y: 0 },
        { x: 30, y: -20 },
      ]),
    ).toBe(bounds);
  });

  it('grows each side just enough to hold the positions', () => {
    expect(
      growBoundsToContain(bounds, [
        { x: -50, y: 100 },
        { x: 60, y: -30 },
      ]),
    ).toEqual({
      minX: -50,
      minY: -30,
      maxX: 60,
      maxY: 100,
    });
    expect(bounds).toEqual({ minX: -10, minY: -20, maxX: 30, maxY: 40 });
  });

  it('tells well-formed bounds from inverted or non-finite ones', () => {
    expect(isWellFormedBounds(bounds)).toBe(true);
    expect(isWellFormedBounds({ ...bounds, minX: 31 })).toBe(false);
    expect(isWellFormedBounds({ ...bounds, maxY: -21 })).toBe(false);
    expect(isWellFormedBounds({ ...bounds, maxY: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isWellFormedBounds({ ...bounds, minX: Number.NaN })).toBe(false);
  });

  it('contains every position it was grown by', () => {
    const point = fc.record({
      x: fc.integer({ min: -1e6, max: 1e6 }),
      y: fc.integer({ min: -1e6, max: 1e6 }),
    });
    fc.assert(
      fc.property(fc.array(point), (points) => {
        const grown = growBoundsToContain(bounds, points);
        expect(isWellFormedBounds(grown)).toBe(true);
        for (const { x, y } of points) {
          expect(x >= grown.minX && x <= grown.maxX && y >= grown.minY && y <= grown.maxY).toBe(true);
        }
      }),
    );
  });
});
