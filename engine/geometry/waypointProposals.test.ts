import { describe, expect, it } from 'vitest';
import { routeConnection } from './routing';
import { box } from './vector';
import { proposeWaypoints, WAYPOINT_PROPOSAL_MIN_LENGTH } from './waypointProposals';

/** A straight connection whose drawn length is `gap` between two 10 by 10 boxes. */
function straight(gap: number, waypoints: { x: number; y: number }[] = []) {
  return routeConnection({
    from: box(0, 0, 10, 10),
    to: box(10 + gap, 0, 10, 10),
    lineType: 'straight',
    waypoints,
  });
}

describe('waypoint proposals', () => {
  it('proposes the middle of a stretch longer than 40', () => {
    expect(proposeWaypoints(straight(100))).toEqual([{ x: 60, y: 5, insertIndex: 0 }]);
    expect(proposeWaypoints(straight(WAYPOINT_PROPOSAL_MIN_LENGTH + 1))).toHaveLength(1);
  });

  it('proposes nothing on a stretch of 40 or less', () => {
    expect(proposeWaypoints(straight(WAYPOINT_PROPOSAL_MIN_LENGTH))).toEqual([]);
    expect(proposeWaypoints(straight(10))).toEqual([]);
  });

  it('proposes one per long stretch between waypoints, with the index to insert at', () => {
    // 0..300 with waypoints at 30 (short stretch before it) and 200.
    const route = straight(300, [
      { x: 40, y: 5 },
      { x: 210, y: 5 },
    ]);
    expect(proposeWaypoints(route)).toEqual([
      { x: 125, y: 5, insertIndex: 1 },
      { x: 260, y: 5, insertIndex: 2 },
    ]);
  });
});
