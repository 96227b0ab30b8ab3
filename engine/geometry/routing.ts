/**
 * Routing a connection between two node boxes for every line type (spec 2 sections 3 and 9), through
 * optional waypoints. The result is what the scene draws (commands or the flattened polyline), hit-tests
 * and indexes (bounds), where it puts the label (the middle of the path, or of its longest leg between
 * waypoints) and the arrowheads.
 */
import type { Connection } from '../../src/model/map/connection';
import type { ConnectionLocation, LineType } from '../../src/model/map/constants';
import { type Anchor, connectionAnchor, isHorizontalSide, pointBox, SIDE_NORMALS } from './anchors';
import { type ElbowEnd, elbowCommands, elbowRoute } from './elbow';
import {
  distanceToPolyline,
  flattenPath,
  type PathCommand,
  type PathPoint,
  pointAlongPolyline,
  polylineBounds,
  polylineLength,
} from './path';
import type { Box, Point } from './vector';

/** Bezier control offsets (spec 2 section 9): the first range when the other end lies ahead of the side. */
export const CURVE_OFFSET_TOWARDS = { min: 5, max: 105 } as const;
/** ...and the second when it lies behind, where the curve has to swing round. */
export const CURVE_OFFSET_AWAY = { min: 5, max: 155 } as const;
/** The offset is this fraction of the distance between the two ends, then clamped to its range. */
export const CURVE_OFFSET_GROWTH = 0.5;
/** Ends whose anchors differ by no more than this across the line count as aligned (auto picks straight). */
export const ALIGNED_TOLERANCE = 1;

export type DrawnLineType = Exclude<LineType, 'auto'>;

export interface RouteRequest {
  from: Box;
  to: Box;
  fromLocation?: ConnectionLocation;
  toLocation?: ConnectionLocation;
  lineType?: LineType;
  /** Bend points the user placed, in order from the source. */
  waypoints?: readonly Point[];
}

/** An arrowhead: the tip and the unit direction the line travels into it. */
export interface Arrowhead {
  x: number;
  y: number;
  dirX: number;
  dirY: number;
}

export interface Route {
  /** The line type drawn: auto resolved. */
  lineType: DrawnLineType;
  start: Anchor;
  end: Anchor;
  /** For Graphics: move, line, quadratic (rounded elbow corners), cubic (curves). */
  commands: PathCommand[];
  /** The path flattened to a polyline `[x0, y0, x1, y1, ...]`, from the source anchor to the target anchor. */
  points: number[];
  length: number;
  /** Bounds of the polyline (curves included), for the spatial index. */
  bounds: Box;
  /** Where the label goes, with the direction there: the middle of the path, or of its longest leg (`labelDistance`). */
  label: PathPoint;
  /** At the target anchor, pointing into the target. */
  arrow: Arrowhead;
  /** At the source anchor, pointing into the source (bidirectional connections draw both). */
  startArrow: Arrowhead;
  /** Distance along the path at each waypoint, in order. */
  waypointDistances: number[];
}

/** The request for a stored connection between two node boxes. */
export function routeRequestFor(
  connection: Pick<Connection, 'lineType' | 'fromLocation' | 'toLocation' | 'waypoints'>,
  from: Box,
  to: Box,
): RouteRequest {
  return {
    from,
    to,
    fromLocation: connection.fromLocation,
    toLocation: connection.toLocation,
    lineType: connection.lineType,
    waypoints: connection.waypoints.map((waypoint) => waypoint.position),
  };
}

export function routeConnection(request: RouteRequest): Route {
  const waypoints = request.waypoints ?? [];
  const first = waypoints[0];
  const last = waypoints[waypoints.length - 1];
  // With waypoints, each end faces its nearest waypoint rather than the other node.
  const start = connectionAnchor(
    request.from,
    request.fromLocation ?? 'auto',
    first ? pointBox(first) : request.to,
  );
  const end = connectionAnchor(
    request.to,
    request.toLocation ?? 'auto',
    last ? pointBox(last) : request.from,
  );
  const lineType = resolveLineType(request.lineType ?? 'auto', start, end, waypoints.length);
  const commands = pathCommands(lineType, start, end, waypoints, [request.from, request.to]);
  const points = flattenPath(commands);
  const length = polylineLength(points);
  const waypointDistances = distancesAtWaypoints(points, waypoints);
  return {
    lineType,
    start,
    end,
    commands,
    points,
    length,
    bounds: polylineBounds(points),
    label: pointAlongPolyline(points, labelDistance(length, waypointDistances)),
    arrow: endArrow(commands, end),
    startArrow: startArrow(commands, start),
    waypointDistances,
  };
}

/**
 * How far along the path its label goes: the middle; with waypoints, the middle of the longest leg
 * between them (the first of equal ones), so the label never sits on a bend, under its handle.
 */
export function labelDistance(length: number, waypointDistances: readonly number[]): number {
  const stops = [0, ...waypointDistances, length];
  let longest = -1;
  let middle = length / 2;
  for (let index = 1; index < stops.length; index++) {
    const from = stops[index - 1] as number;
    const to = stops[index] as number;
    if (to - from > longest) {
      longest = to - from;
      middle = (from + to) / 2;
    }
  }
  return middle;
}

/**
 * The auto rule, decided on the resolved anchors:
 * 1. waypoints: curve, a smooth line through the user's bends;
 * 2. ends facing each other and aligned within 1 map unit: straight (what any other type would draw);
 * 3. ends on perpendicular sides (only when a location was set): elbow, a single clean corner;
 * 4. otherwise: curve.
 */
export function resolveLineType(
  lineType: LineType,
  start: Anchor,
  end: Anchor,
  waypointCount = 0,
): DrawnLineType {
  if (lineType !== 'auto') return lineType;
  if (waypointCount > 0) return 'curve';
  const startHorizontal = isHorizontalSide(start.side);
  if (startHorizontal !== isHorizontalSide(end.side)) return 'elbow';
  const a = SIDE_NORMALS[start.side];
  const b = SIDE_NORMALS[end.side];
  const facing = a.x === -b.x && a.y === -b.y && (end.x - start.x) * a.x + (end.y - start.y) * a.y >= 0;
  const across = startHorizontal ? end.y - start.y : end.x - start.x;
  return facing && Math.abs(across) <= ALIGNED_TOLERANCE ? 'straight' : 'curve';
}

/**
 * How far a bezier control point sits out from an anchor along its side's normal: half the distance to
 * the other end, within 5–105 when that end is ahead of the side and 5–155 when it is behind.
 */
export function curveOffset(anchor: Anchor, other: Point): number {
  const normal = SIDE_NORMALS[anchor.side];
  const dx = other.x - anchor.x;
  const dy = other.y - anchor.y;
  const range = dx * normal.x + dy * normal.y >= 0 ? CURVE_OFFSET_TOWARDS : CURVE_OFFSET_AWAY;
  return Math.min(range.max, Math.max(range.min, Math.hypot(dx, dy) * CURVE_OFFSET_GROWTH));
}

/** Whether (x, y) lies within `tolerance` map units of the drawn path. */
export function hitTestRoute(route: Route, x: number, y: number, tolerance: number): boolean {
  const { bounds } = route;
  if (x < bounds.x - tolerance || x > bounds.x + bounds.width + tolerance) return false;
  if (y < bounds.y - tolerance || y > bounds.y + bounds.height + tolerance) return false;
  return distanceToPolyline(route.points, x, y) <= tolerance;
}

function pathCommands(
  lineType: DrawnLineType,
  start: Anchor,
  end: Anchor,
  waypoints: readonly Point[],
  boxes: readonly Box[],
): PathCommand[] {
  switch (lineType) {
    case 'straight':
      return straightCommands([start, ...waypoints, end]);
    case 'curve':
      return curveCommands(start, end, waypoints);
    case 'elbow': {
      const ends: ElbowEnd[] = [
        { x: start.x, y: start.y, dir: SIDE_NORMALS[start.side] },
        ...waypoints,
        { x: end.x, y: end.y, dir: SIDE_NORMALS[end.side] },
      ];
      return elbowCommands(elbowRoute(ends, boxes));
    }
  }
}

function straightCommands(points: readonly Point[]): PathCommand[] {
  return points.map((p, i) => ({ kind: i === 0 ? 'move' : 'line', x: p.x, y: p.y }));
}

/**
 * One cubic per leg. At the anchors the control points go out along the side normal by `curveOffset`;
 * at a waypoint the tangent is the direction from the point before to the point after (Catmull-Rom), a
 * third of the leg long, so the curve passes smoothly through it.
 */
function curveCommands(start: Anchor, end: Anchor, waypoints: readonly Point[]): PathCommand[] {
  const points: Point[] = [start, ...waypoints, end];
  const commands: PathCommand[] = [{ kind: 'move', x: start.x, y: start.y }];
  for (let i = 0; i + 1 < points.length; i++) {
    const p = points[i] as Point;
    const q = points[i + 1] as Point;
    const third = Math.hypot(q.x - p.x, q.y - p.y) / 3;
    const c1 = i === 0 ? outOfSide(start, q) : alongTangent(points, i, third);
    const c2 = i + 2 === points.length ? outOfSide(end, p) : alongTangent(points, i + 1, -third);
    commands.push({ kind: 'cubic', c1x: c1.x, c1y: c1.y, c2x: c2.x, c2y: c2.y, x: q.x, y: q.y });
  }
  return commands;
}

function outOfSide(anchor: Anchor, other: Point): Point {
  const normal = SIDE_NORMALS[anchor.side];
  const offset = curveOffset(anchor, other);
  return { x: anchor.x + normal.x * offset, y: anchor.y + normal.y * offset };
}

function alongTangent(points: readonly Point[], i: number, length: number): Point {
  const p = points[i] as Point;
  const before = points[i - 1] as Point;
  const after = points[i + 1] as Point;
  const dx = after.x - before.x;
  const dy = after.y - before.y;
  const norm = Math.hypot(dx, dy);
  return norm === 0 ? p : { x: p.x + (dx / norm) * length, y: p.y + (dy / norm) * length };
}

/** The exact end tangent from the last command (a control point, or the point before a line). */
function endArrow(commands: readonly PathCommand[], end: Anchor): Arrowhead {
  const last = commands[commands.length - 1];
  const before = commands[commands.length - 2];
  const candidates: Point[] = [];
  if (last?.kind === 'cubic') candidates.push({ x: last.c2x, y: last.c2y }, { x: last.c1x, y: last.c1y });
  if (last?.kind === 'quadratic') candidates.push({ x: last.cx, y: last.cy });
  if (before) candidates.push(before);
  return arrowInto(end, candidates);
}

function startArrow(commands: readonly PathCommand[], start: Anchor): Arrowhead {
  const second = commands[1];
  const candidates: Point[] = [];
  if (second?.kind === 'cubic')
    candidates.push({ x: second.c1x, y: second.c1y }, { x: second.c2x, y: second.c2y });
  if (second?.kind === 'quadratic') candidates.push({ x: second.cx, y: second.cy });
  if (second) candidates.push(second);
  return arrowInto(start, candidates);
}

/** Pointing from the first candidate distinct from the tip; straight into the side when none is. */
function arrowInto(tip: Anchor, fromCandidates: readonly Point[]): Arrowhead {
  for (const from of fromCandidates) {
    const dx = tip.x - from.x;
    const dy = tip.y - from.y;
    const norm = Math.hypot(dx, dy);
    if (norm > 1e-9) return { x: tip.x, y: tip.y, dirX: dx / norm, dirY: dy / norm };
  }
  const normal = SIDE_NORMALS[tip.side];
  return { x: tip.x, y: tip.y, dirX: -normal.x, dirY: -normal.y };
}

/** Path length at the polyline vertex nearest each waypoint, searching forward in order. */
function distancesAtWaypoints(points: readonly number[], waypoints: readonly Point[]): number[] {
  const distances: number[] = [];
  let vertex = 0;
  let travelled = 0;
  for (const waypoint of waypoints) {
    let best = vertex;
    let bestDistance = Number.POSITIVE_INFINITY;
    let along = travelled;
    let bestAlong = travelled;
    for (let i = vertex; 2 * i + 1 < points.length; i++) {
      if (i > vertex) {
        along += Math.hypot(
          (points[2 * i] as number) - (points[2 * i - 2] as number),
          (points[2 * i + 1] as number) - (points[2 * i - 1] as number),
        );
      }
      const d = Math.hypot(
        (points[2 * i] as number) - waypoint.x,
        (points[2 * i + 1] as number) - waypoint.y,
      );
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
        bestAlong = along;
      }
    }
    vertex = best;
    travelled = bestAlong;
    distances.push(bestAlong);
  }
  return distances;
}
