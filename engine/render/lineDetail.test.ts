import { describe, expect, it } from 'vitest';
import { COARSE_LINE_LEVELS, coarseLevelAt, coarsePath } from './lineDetail';

describe('line detail', () => {
  it('draws the routed path live and coarser levels further out', () => {
    expect(coarseLevelAt(1)).toBe(-1);
    expect(coarseLevelAt(7.9)).toBe(-1);
    // A tile of band 1/8 is drawn at √2 × 8 world units per pixel.
    expect(coarseLevelAt(Math.SQRT2 * 8)).toBe(0);
    expect(coarseLevelAt(Math.SQRT2 * 32)).toBe(1);
    expect(coarseLevelAt(10_000)).toBe(COARSE_LINE_LEVELS.length - 1);
  });

  it('simplifies a path once per level, each from the one before', () => {
    const wavy: number[] = [];
    for (let x = 0; x <= 400; x += 10) wavy.push(x, 3 * Math.sin(x / 20));
    const fine = coarsePath(wavy, 0);
    expect(fine.length).toBeLessThan(wavy.length);
    expect(fine.length).toBeGreaterThan(4);
    expect(coarsePath(wavy, 1)).toEqual([0, 0, 400, 3 * Math.sin(20)]);
    expect(coarsePath([0, 0, 10, 10], 1)).toEqual([0, 0, 10, 10]);
  });
});
