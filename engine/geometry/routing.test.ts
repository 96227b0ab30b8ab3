import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONNECTION_LOCATIONS, type ConnectionLocation, LINE_TYPES } from '../../src/model/map/constants';
import { SIDE_NORMALS } from './anchors';
import { ELBOW_MIN_OFFSET } from './elbow';
import type { PathCommand } from './path';
import {
  curveOffset,
  hitTestRoute,
  labelDistance,
  resolveLineType,
  routeConnection,
  routeRequestFor,
} from './routing';
import { box, boxContainsPoint } from './vector';

const left = box(0, 0, 160, 60);
const rightAligned = box(400, 0, 160, 60);
const rightLower = box(400, 200, 160, 60);

function onBorder(b: ReturnType<typeof box>, x: number, y: number): boolean {
  const onVertical = (x === b.x || x === b.x + b.width) && y >= b.y && y <= b.y + b.height;
  const onHorizontal = (y === b.y || y === b.y + b.height) && x >= b.x && x <= b.x + b.width;
  return onVertical || onHorizontal;
}

function ends(points: readonly number[]) {
  return {
    first: { x: points[0], y: points[1] },
    last: { x: points[points.length - 2], y: points[points.length - 1] },
  };
}

describe('straight', () => {
  const route = routeConnection({ from: left, to: rightAligned, lineType: 'straight' });

  it('joins the facing sides', () => {
    expect(route.commands).toEqual([
      { kind: 'move', x: 160, y: 30 },
      { kind: 'line', x: 400, y: 30 },
    ]);
    expect(route.points).toEqual([160, 30, 400, 30]);
    expect(route.length).toBe(240);
    expect(route.bounds).toEqual(box(160, 30, 240, 0));
  });

  it('puts the label in the middle and the arrowheads at both ends', () => {
    expect(route.label).toEqual({ x: 280, y: 30, dirX: 1, dirY: 0 });
    expect(route.arrow).toEqual({ x: 400, y: 30, dirX: 1, dirY: 0 });
    expect(route.startArrow).toEqual({ x: 160, y: 30, dirX: -1, dirY: 0 });
  });

  it('passes exactly through waypoints', () => {
    const bent = routeConnection({
      from: left,
      to: rightAligned,
      lineType: 'straight',
      waypoints: [{ x: 280, y: -200 }],
    });
    expect(bent.start.side).toBe('top');
    expect(bent.end.side).toBe('top');
    expect(bent.points).toEqual([80, 0, 280, -200, 480, 0]);
    expect(bent.waypointDistances).toEqual([Math.hypot(200, 200)]);
    // The label goes mid-leg (the first of two equal ones), not on the bend under its handle.
    expect(bent.label.x).toBeCloseTo(180);
    expect(bent.label.y).toBeCloseTo(-100);
  });

  it('puts the label in the middle of the longest leg between waypoints', () => {
    expect(labelDistance(100, [])).toBe(50);
    expect(labelDistance(100, [10, 30])).toBe(65);
    expect(labelDistance(100, [70])).toBe(35);
  });
});

describe('curve', () => {
  it.each([
    ['grows with distance', { x: 100, y: 0 }, 50],
    ['is at least 5 when very close', { x: 4, y: 0 }, 5],
    ['is at most 105 towards', { x: 1000, y: 0 }, 105],
    ['is at least 5 away', { x: -4, y: 0 }, 5],
    ['is at most 155 away', { x: -1000, y: 0 }, 155],
    ['grows with distance away too', { x: -200, y: 0 }, 100],
  ] as const)('control offset %s', (_name, other, offset) => {
    expect(curveOffset({ x: 0, y: 0, side: 'right' }, other)).toBe(offset);
  });

  it('puts the control points out along the side normals', () => {
    const route = routeConnection({ from: left, to: rightLower, lineType: 'curve' });
    expect(route.start).toEqual({ x: 160, y: 30, side: 'right' });
    expect(route.end).toEqual({ x: 400, y: 230, side: 'left' });
    const offset = Math.min(105, Math.hypot(240, 200) / 2);
    expect(route.commands[1]).toEqual({
      kind: 'cubic',
      c1x: 160 + offset,
      c1y: 30,
      c2x: 400 - offset,
      c2y: 230,
      x: 400,
      y: 230,
    });
    expect(route.arrow).toEqual({ x: 400, y: 230, dirX: 1, dirY: 0 });
    expect(route.startArrow).toEqual({ x: 160, y: 30, dirX: -1, dirY: 0 });
    // Symmetric curve: the middle is the midpoint of the anchors.
    expect(route.label.x).toBeCloseTo(280, 0);
    expect(route.label.y).toBeCloseTo(130, 0);
  });

  it('passes through waypoints smoothly', () => {
    const route = routeConnection({
      from: left,
      to: rightAligned,
      lineType: 'curve',
      waypoints: [{ x: 280, y: 200 }],
    });
    const [, toWaypoint, fromWaypoint] = route.commands as [
      PathCommand,
      PathCommand & { kind: 'cubic' },
      PathCommand & { kind: 'cubic' },
    ];
    expect([toWaypoint.x, toWaypoint.y]).toEqual([280, 200]);
    // The tangents either side of the waypoint are collinear.
    const inDir = Math.atan2(200 - toWaypoint.c2y, 280 - toWaypoint.c2x);
    const outDir = Math.atan2(fromWaypoint.c1y - 200, fromWaypoint.c1x - 280);
    expect(inDir).toBeCloseTo(outDir);
    expect(route.points).toContain(280);
    expect(route.waypointDistances[0]).toBeGreaterThan(0);
    expect(route.waypointDistances[0]).toBeLessThan(route.length);
  });
});

describe('elbow', () => {
  it('runs straight between aligned facing sides', () => {
    const route = routeConnection({ from: left, to: rightAligned, lineType: 'elbow' });
    expect(route.points).toEqual([160, 30, 400, 30]);
  });

  it('makes a Z with rounded corners between offset facing sides', () => {
    const route = routeConnection({ from: left, to: rightLower, lineType: 'elbow' });
    expect(route.commands).toEqual([
      { kind: 'move', x: 160, y: 30 },
      { kind: 'line', x: 270, y: 30 },
      { kind: 'quadratic', cx: 280, cy: 30, x: 280, y: 40 },
      { kind: 'line', x: 280, y: 220 },
      { kind: 'quadratic', cx: 280, cy: 230, x: 290, y: 230 },
      { kind: 'line', x: 400, y: 230 },
    ]);
    expect(route.arrow).toEqual({ x: 400, y: 230, dirX: 1, dirY: 0 });
  });

  it('turns once between perpendicular sides', () => {
    const route = routeConnection({
      from: left,
      to: rightLower,
      fromLocation: 'right',
      toLocation: 'top',
      lineType: 'elbow',
    });
    expect(route.commands).toEqual([
      { kind: 'move', x: 160, y: 30 },
      { kind: 'line', x: 470, y: 30 },
      { kind: 'quadratic', cx: 480, cy: 30, x: 480, y: 40 },
      { kind: 'line', x: 480, y: 200 },
    ]);
    expect(route.arrow).toEqual({ x: 480, y: 200, dirX: 0, dirY: 1 });
  });

  it('leaves and enters each side by at least the minimum offset, even when the nodes are close', () => {
    const close = box(170, 60, 160, 60);
    const route = routeConnection({
      from: left,
      to: close,
      fromLocation: 'right',
      toLocation: 'left',
      lineType: 'elbow',
    });
    const [first, second] = [route.commands[0], route.commands[1]] as { x: number; y: number }[];
    expect((second?.x ?? 0) - (first?.x ?? 0)).toBeGreaterThanOrEqual(ELBOW_MIN_OFFSET - 10);
    // Corner points: the corner after the start is 25 out of the right side, the one before the end 25 out of the left.
    const corners = route.commands
      .filter((c) => c.kind === 'quadratic')
      .map((c) => c.kind === 'quadratic' && [c.cx, c.cy]);
    expect(corners[0]).toEqual([185, 30]);
    expect(corners[corners.length - 1]).toEqual([145, 90]);
  });

  it('detours round the boxes when both ends leave the same side', () => {
    const route = routeConnection({
      from: left,
      to: rightAligned,
      fromLocation: 'right',
      toLocation: 'right',
      lineType: 'elbow',
    });
    const corners = route.commands
      .filter((c) => c.kind === 'quadratic')
      .map((c) => c.kind === 'quadratic' && [c.cx, c.cy]);
    expect(corners[0]).toEqual([185, 30]);
    expect(corners[corners.length - 1]).toEqual([585, 30]);
    // Goes above or below both boxes rather than through the target.
    const ys = corners.map((c) => (c as number[])[1] as number);
    expect(ys.some((y) => y <= -25 || y >= 85)).toBe(true);
  });

  it('passes through a waypoint', () => {
    const route = routeConnection({
      from: left,
      to: rightLower,
      lineType: 'elbow',
      waypoints: [{ x: 300, y: -100 }],
    });
    const near = route.points.some(
      (_, i) =>
        i % 2 === 0 &&
        Math.hypot((route.points[i] as number) - 300, (route.points[i + 1] as number) + 100) < 5,
    );
    expect(near).toBe(true);
    expect(route.waypointDistances).toHaveLength(1);
  });
});

describe('auto', () => {
  it('draws aligned facing ends straight', () => {
    expect(routeConnection({ from: left, to: rightAligned }).lineType).toBe('straight');
  });

  it('curves between ends that are not aligned', () => {
    expect(routeConnection({ from: left, to: rightLower }).lineType).toBe('curve');
  });

  it('draws perpendicular sides as an elbow', () => {
    expect(routeConnection({ from: left, to: rightLower, toLocation: 'top' }).lineType).toBe('elbow');
  });

  it('curves through waypoints', () => {
    expect(routeConnection({ from: left, to: rightAligned, waypoints: [{ x: 280, y: 30 }] }).lineType).toBe(
      'curve',
    );
  });

  it('keeps explicit line types', () => {
    const a = { x: 0, y: 0, side: 'right' } as const;
    const b = { x: 10, y: 0, side: 'left' } as const;
    for (const type of ['curve', 'elbow', 'straight'] as const)
      expect(resolveLineType(type, a, b)).toBe(type);
    expect(resolveLineType('auto', a, b)).toBe('straight');
    expect(resolveLineType('auto', a, { ...b, x: -10 })).toBe('curve');
  });
});

describe('every line type and location', () => {
  const cases = LINE_TYPES.flatMap((lineType) =>
    CONNECTION_LOCATIONS.flatMap((fromLocation) =>
      CONNECTION_LOCATIONS.map((toLocation) => ({ lineType, fromLocation, toLocation })),
    ),
  );

  it.each(cases)(
    '$lineType from $fromLocation to $toLocation starts and ends on the boxes',
    ({ lineType, fromLocation, toLocation }) => {
      const route = routeConnection({ from: left, to: rightLower, lineType, fromLocation, toLocation });
      const { first, last } = ends(route.points);
      expect(first).toEqual({ x: route.start.x, y: route.start.y });
      expect(last).toEqual({ x: route.end.x, y: route.end.y });
      expect(onBorder(left, route.start.x, route.start.y)).toBe(true);
      expect(onBorder(rightLower, route.end.x, route.end.y)).toBe(true);
      if (fromLocation !== 'auto') expect(route.start.side).toBe(fromLocation);
      if (toLocation !== 'auto') expect(route.end.side).toBe(toLocation);
      expect(route.arrow.x).toBe(route.end.x);
      expect(Math.hypot(route.arrow.dirX, route.arrow.dirY)).toBeCloseTo(1);
    },
  );

  it('routes start and end on the node boxes for any boxes, locations and waypoints', () => {
    const coordinate = fc.integer({ min: -1000, max: 1000 });
    const arbitraryBox = fc.tuple(
      coordinate,
      coordinate,
      fc.integer({ min: 1, max: 300 }),
      fc.integer({ min: 1, max: 300 }),
    );
    const location = fc.constantFrom<ConnectionLocation>(...CONNECTION_LOCATIONS);
    fc.assert(
      fc.property(
        arbitraryBox,
        arbitraryBox,
        location,
        location,
        fc.constantFrom(...LINE_TYPES),
        fc.array(fc.record({ x: coordinate, y: coordinate }), { maxLength: 3 }),
        ([ax, ay, aw, ah], [bx, by, bw, bh], fromLocation, toLocation, lineType, waypoints) => {
          const from = box(ax, ay, aw, ah);
          const to = box(bx, by, bw, bh);
          const route = routeConnection({ from, to, fromLocation, toLocation, lineType, waypoints });
          const { first, last } = ends(route.points);
          return (
            onBorder(from, first.x as number, first.y as number) &&
            onBorder(to, last.x as number, last.y as number) &&
            boxContainsPoint(route.bounds, route.label.x, route.label.y) &&
            route.points.every(Number.isFinite)
          );
        },
      ),
    );
  });

  it('elbow routes leave and enter along the side normals', () => {
    for (const fromLocation of ['left', 'top', 'right', 'bottom'] as const) {
      for (const toLocation of ['left', 'top', 'right', 'bottom'] as const) {
        const route = routeConnection({
          from: left,
          to: rightLower,
          lineType: 'elbow',
          fromLocation,
          toLocation,
        });
        const out = SIDE_NORMALS[fromLocation];
        const into = SIDE_NORMALS[toLocation];
        expect(route.startArrow.dirX).toBeCloseTo(-out.x);
        expect(route.startArrow.dirY).toBeCloseTo(-out.y);
        expect(route.arrow.dirX).toBeCloseTo(-into.x);
        expect(route.arrow.dirY).toBeCloseTo(-into.y);
      }
    }
  });
});

describe('stored connections and hit testing', () => {
  it('builds the request from a connection', () => {
    const request = routeRequestFor(
      {
        lineType: 'elbow',
        fromLocation: 'top',
        toLocation: 'auto',
        waypoints: [{ id: 'w1', position: { x: 5, y: 6 } }],
      },
      left,
      rightAligned,
    );
    expect(request).toEqual({
      from: left,
      to: rightAligned,
      lineType: 'elbow',
      fromLocation: 'top',
      toLocation: 'auto',
      waypoints: [{ x: 5, y: 6 }],
    });
  });

  it('hits near the path only', () => {
    const route = routeConnection({ from: left, to: rightAligned, lineType: 'straight' });
    expect(hitTestRoute(route, 300, 34, 5)).toBe(true);
    expect(hitTestRoute(route, 300, 36, 5)).toBe(false);
    expect(hitTestRoute(route, 100, 30, 5)).toBe(false);
  });
});
