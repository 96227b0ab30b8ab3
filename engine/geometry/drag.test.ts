import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeMove } from '../../src/model/actions/placement';
import { DEFAULT_WORKSPACE_BOUNDS } from '../../src/model/map/constants';
import { clampDragOffset } from './drag';

const bounds = { minX: 0, minY: 0, maxX: 1000, maxY: 500 };

describe('drag clamping', () => {
  it('passes a drag that stays inside', () => {
    expect(clampDragOffset([{ x: 100, y: 100 }], 50, -50, bounds)).toEqual({ dx: 50, dy: -50 });
  });

  it('stops the whole selection where its first node meets the bounds', () => {
    const starts = [
      { x: 100, y: 100 },
      { x: 900, y: 400 },
    ];
    expect(clampDragOffset(starts, 300, 300, bounds)).toEqual({ dx: 100, dy: 100 });
    expect(clampDragOffset(starts, -300, -300, bounds)).toEqual({ dx: -100, dy: -100 });
  });

  it('lets a node outside come back but not go further out', () => {
    const outside = [{ x: -50, y: 100 }];
    expect(clampDragOffset(outside, 30, 0, bounds)).toEqual({ dx: 30, dy: 0 });
    expect(clampDragOffset(outside, -30, 0, bounds)).toEqual({ dx: 0, dy: 0 });
  });

  it('gives offsets the model accepts for every node', () => {
    const position = fc.record({
      x: fc.integer({ min: -2500, max: 4500 }),
      y: fc.integer({ min: -2500, max: 3500 }),
    });
    const delta = fc.integer({ min: -3000, max: 3000 });
    fc.assert(
      fc.property(fc.array(position, { minLength: 1, maxLength: 5 }), delta, delta, (starts, dx, dy) => {
        const offset = clampDragOffset(starts, dx, dy, DEFAULT_WORKSPACE_BOUNDS);
        return starts.every((start) => {
          const target = { x: start.x + offset.dx, y: start.y + offset.dy };
          const placed = placeMove(start, target, DEFAULT_WORKSPACE_BOUNDS);
          return placed !== undefined && placed.x === target.x && placed.y === target.y;
        });
      }),
    );
  });
});
