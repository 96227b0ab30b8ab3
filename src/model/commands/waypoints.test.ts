import { describe, expect, it } from 'vitest';
import { waypointsAt } from './waypoints';

describe('waypointsAt', () => {
  it('keeps the ids of waypoints that did not move and gives moved or new ones fresh ids', () => {
    let n = 0;
    const newId = () => `new${++n}`;
    const current = [
      { id: 'w1', position: { x: 0, y: 0 } },
      { id: 'w2', position: { x: 10, y: 10 } },
    ];
    expect(
      waypointsAt(
        current,
        [
          { x: 0, y: 0 },
          { x: 5, y: 5 },
          { x: 10, y: 10 },
        ],
        newId,
      ),
    ).toEqual([
      { id: 'w1', position: { x: 0, y: 0 } },
      { id: 'new1', position: { x: 5, y: 5 } },
      { id: 'w2', position: { x: 10, y: 10 } },
    ]);
    expect(waypointsAt(current, [{ x: 10, y: 10 }], newId)).toEqual([
      { id: 'w2', position: { x: 10, y: 10 } },
    ]);
    expect(waypointsAt(current, [{ x: 1, y: 1 }], newId)).toEqual([{ id: 'new2', position: { x: 1, y: 1 } }]);
  });
});
