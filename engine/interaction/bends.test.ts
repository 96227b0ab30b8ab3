import { describe, expect, it } from 'vitest';
import { routedEdgeView } from '../scene/edgeView';
import { bendHandleAt, bendHandles, bentWaypoints, withoutWaypoint } from './bends';

const from = { x: 0, y: 0, width: 100, height: 50 };
const to = { x: 400, y: 0, width: 100, height: 50 };
const style = { colour: 0, width: 3, dash: null, arrow: true, startArrow: false };
const straight = routedEdgeView('e', { from: 'a', to: 'b' }, { from, to, lineType: 'straight' }, style);

describe('bendHandles', () => {
  it('proposes a waypoint in the middle of a long stretch only where the connection may be bent', () => {
    const editable = bendHandles(straight, from, to, { editable: true });
    expect(editable.waypoints).toEqual([]);
    expect(editable.proposals).toEqual([{ x: 250, y: 25, insertIndex: 0 }]);
    expect(bendHandles(straight, from, to, { editable: false }).proposals).toEqual([]);
  });

  it('proposes nothing on a stretch of 40 or shorter', () => {
    const near = { x: 140, y: 0, width: 100, height: 50 };
    const short = routedEdgeView(
      'e',
      { from: 'a', to: 'b' },
      { from, to: near, lineType: 'straight' },
      style,
    );
    expect(bendHandles(short, from, near, { editable: true }).proposals).toEqual([]);
  });

  it('routes a preview through bent waypoints, without proposals', () => {
    const preview = bendHandles(straight, from, to, { editable: true, bent: [{ x: 250, y: 200 }] });
    expect(preview.proposals).toEqual([]);
    expect(preview.waypoints).toEqual([{ x: 250, y: 200 }]);
    const ys = preview.points.filter((_, i) => i % 2 === 1);
    expect(Math.max(...ys)).toBeGreaterThanOrEqual(199);
  });
});

describe('bendHandleAt', () => {
  const handles = {
    points: [],
    waypoints: [{ x: 100, y: 100 }],
    proposals: [{ x: 110, y: 100, insertIndex: 1 }],
  };

  it('prefers a waypoint over a proposal under the pointer, and picks within radius plus margin on screen', () => {
    expect(bendHandleAt(handles, { x: 104, y: 100 }, 1)).toEqual({ kind: 'waypoint', index: 0 });
    expect(bendHandleAt(handles, { x: 118, y: 100 }, 1)).toEqual({ kind: 'proposal', insertIndex: 1 });
    expect(bendHandleAt(handles, { x: 130, y: 100 }, 1)).toBeUndefined();
    // Zoomed out to a quarter, the same screen reach covers four times the map distance.
    expect(bendHandleAt(handles, { x: 100, y: 135 }, 1)).toBeUndefined();
    expect(bendHandleAt(handles, { x: 100, y: 135 }, 0.25)).toEqual({ kind: 'waypoint', index: 0 });
  });
});

describe('bentWaypoints and withoutWaypoint', () => {
  const waypoints = [
    { x: 1, y: 1 },
    { x: 2, y: 2 },
  ];
  it('moves a waypoint, inserts a proposal at its index and removes one, never changing the input', () => {
    expect(bentWaypoints(waypoints, { kind: 'waypoint', index: 1 }, { x: 9, y: 9 })).toEqual([
      { x: 1, y: 1 },
      { x: 9, y: 9 },
    ]);
    expect(bentWaypoints(waypoints, { kind: 'proposal', insertIndex: 1 }, { x: 5, y: 5 })).toEqual([
      { x: 1, y: 1 },
      { x: 5, y: 5 },
      { x: 2, y: 2 },
    ]);
    expect(withoutWaypoint(waypoints, 0)).toEqual([{ x: 2, y: 2 }]);
    expect(waypoints).toHaveLength(2);
  });
});
