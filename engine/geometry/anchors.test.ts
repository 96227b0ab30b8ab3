import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONNECTION_LOCATIONS } from '../../src/model/map/constants';
import { connectionAnchor, facingSide, pointBox, resolveSide, SIDE_NORMALS, sideMidpoint } from './anchors';
import { box, boxContainsPoint } from './vector';

const node = box(0, 0, 160, 60);

describe('anchors', () => {
  it.each([
    ['left', { x: 0, y: 30 }],
    ['top', { x: 80, y: 0 }],
    ['right', { x: 160, y: 30 }],
    ['bottom', { x: 80, y: 60 }],
  ] as const)('puts the %s anchor in the middle of that side', (side, point) => {
    expect(sideMidpoint(node, side)).toEqual({ ...point, side });
    expect(connectionAnchor(node, side, box(5000, 5000, 10, 10))).toEqual({ ...point, side });
  });

  it.each([
    [box(400, 0, 160, 60), 'right'],
    [box(-400, 10, 160, 60), 'left'],
    [box(0, 300, 160, 60), 'bottom'],
    [box(30, -300, 160, 60), 'top'],
    // Far to the right but only a little lower: the horizontal gap is the larger.
    [box(300, 100, 160, 60), 'right'],
    // Overlapping horizontally, below: top/bottom.
    [box(100, 90, 160, 60), 'bottom'],
  ] as const)('auto faces the other node', (other, side) => {
    expect(resolveSide('auto', node, other)).toBe(side);
    expect(connectionAnchor(node, 'auto', other).side).toBe(side);
  });

  it('faces a waypoint given as a point box', () => {
    expect(facingSide(node, pointBox({ x: 80, y: -50 }))).toBe('top');
  });

  it('auto ends of a connection pick opposite sides', () => {
    const coordinate = fc.integer({ min: -20, max: 20 });
    const size = fc.integer({ min: 1, max: 400 });
    const arbitraryBox = fc.tuple(coordinate, coordinate, size, size).map(([x, y, w, h]) => box(x, y, w, h));
    fc.assert(
      fc.property(arbitraryBox, arbitraryBox, (a, b) => {
        const from = SIDE_NORMALS[facingSide(a, b)];
        const to = SIDE_NORMALS[facingSide(b, a)];
        const centresDiffer =
          a.x * 2 + a.width !== b.x * 2 + b.width || a.y * 2 + a.height !== b.y * 2 + b.height;
        return !centresDiffer || (from.x === -to.x && from.y === -to.y);
      }),
    );
  });

  it('every location puts the anchor on the box border', () => {
    for (const location of CONNECTION_LOCATIONS) {
      const anchor = connectionAnchor(node, location, box(500, 500, 10, 10));
      expect(boxContainsPoint(node, anchor.x, anchor.y)).toBe(true);
      const onBorder = anchor.x === 0 || anchor.x === 160 || anchor.y === 0 || anchor.y === 60;
      expect(onBorder).toBe(true);
    }
  });
});
