import { describe, expect, it } from 'vitest';
import { dragStep, dropMoves } from './dragMove';

const start = { ids: ['a'], boxes: [{ x: 0, y: 0, width: 100, height: 50 }] };
const open = { minX: -1e6, minY: -1e6, maxX: 1e6, maxY: 1e6 };

describe('dragStep', () => {
  it('snaps within 10 and clamps after snapping', () => {
    const other = { x: 300, y: 100, width: 100, height: 50 };
    expect(dragStep(start, 0, 93, [other], open)).toMatchObject({ dx: 0, dy: 100 });
    expect(dragStep(start, 0, 30, [other], open)).toEqual({ dx: 0, dy: 30, guides: [] });
    const tight = { minX: 0, minY: 0, maxX: 1000, maxY: 95 };
    const clamped = dragStep(start, 0, 93, [other], tight);
    expect(clamped).toEqual({ dx: 0, dy: 95, guides: [] });
  });

  it('drops nothing for a zero offset', () => {
    expect(dropMoves(start, 0, 0)).toEqual([]);
    expect(dropMoves(start, 5, -5)).toEqual([{ nodeId: 'a', position: { x: 5, y: -5 } }]);
  });
});
