import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearOffset, placeClear, type Rect } from './clearSpot';
import { PLACEMENT_GAP } from './constants';

const size = { width: 120, height: 48 };
const box = (x: number, y: number, width = 120, height = 48): Rect => ({ x, y, width, height });

/** Whether two boxes come closer than the gap. */
const tooClose = (a: Rect, b: Rect) =>
  a.x < b.x + b.width + PLACEMENT_GAP &&
  b.x < a.x + a.width + PLACEMENT_GAP &&
  a.y < b.y + b.height + PLACEMENT_GAP &&
  b.y < a.y + a.height + PLACEMENT_GAP;

describe('placeClear', () => {
  it('takes the wanted place when nothing is near', () => {
    expect(placeClear([{ x: 10, y: 20 }], [size], [box(500, 500)])).toEqual([{ x: 10, y: 20 }]);
  });

  it('moves a new node off a node at the wanted place to the nearest clear place, below first', () => {
    // Clear below at 48 + 20 = 68, rounded up to the 20 grid: 80; to the side it would be 140.
    expect(placeClear([{ x: 0, y: 0 }], [size], [box(0, 0)])).toEqual([{ x: 0, y: 80 }]);
  });

  it('moves a group as one block, keeping its shape', () => {
    const wanted = [
      { x: 0, y: 0 },
      { x: 0, y: 100 },
      { x: 200, y: 0 },
    ];
    const placed = placeClear(wanted, [size, size, size], [box(190, 90)]);
    const dx = (placed[0]?.x ?? 0) - 0;
    const dy = (placed[0]?.y ?? 0) - 0;
    expect(placed).toEqual(wanted.map((p) => ({ x: p.x + dx, y: p.y + dy })));
    expect(dx !== 0 || dy !== 0).toBe(true);
  });

  it('places below every node when the whole neighbourhood is full', () => {
    const crowd: Rect[] = [];
    for (let x = -1600; x <= 1600; x += 100)
      for (let y = -1600; y <= 1600; y += 50) crowd.push(box(x, y, 100, 50));
    expect(clearOffset([box(0, 0)], crowd)).toEqual({ x: 0, y: 1650 + PLACEMENT_GAP });
  });

  it('changes nothing for an empty group', () => {
    expect(placeClear([], [], [box(0, 0)])).toEqual([]);
  });
});

describe('placeClear properties', () => {
  const rect = fc.record({
    x: fc.integer({ min: -800, max: 800 }),
    y: fc.integer({ min: -800, max: 800 }),
    width: fc.integer({ min: 1, max: 400 }),
    height: fc.integer({ min: 1, max: 300 }),
  });

  it('never leaves a new node on or near a node already there', () => {
    fc.assert(
      fc.property(
        fc.array(rect, { maxLength: 60 }),
        fc.array(rect, { minLength: 1, maxLength: 6 }),
        (taken, group) => {
          const placed = placeClear(group, group, taken);
          placed.forEach((position, index) => {
            const moved = { ...(group[index] as Rect), ...position };
            for (const other of taken) expect(tooClose(moved, other)).toBe(false);
          });
        },
      ),
    );
  });

  it('moves no further than needed when the wanted place is clear', () => {
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 20 }), rect, (taken, node) => {
        const clear = !taken.some((other) => tooClose(node, other));
        if (clear) expect(clearOffset([node], taken)).toEqual({ x: 0, y: 0 });
      }),
    );
  });
});
