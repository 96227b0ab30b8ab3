/**
 * Orthogonal (elbow) routes (spec 2 section 9: corner radius 10, minimum offset 25). A route leaves a
 * node side straight out for at least the minimum offset, enters the target side the same way, and in
 * between takes the candidate with the fewest crossings of the node boxes, then the fewest corners, then
 * the shortest length. Candidates: one corner either way, a Z through the middle, or a detour just past
 * the boxes (which is what two ends on the same side need).
 */
import type { PathCommand } from './path';
import type { Box, Point } from './vector';

export const ELBOW_CORNER_RADIUS = 10;
export const ELBOW_MIN_OFFSET = 25;

/** One end of an elbow leg. `dir` is the unit axis vector out of the node side; none at a waypoint. */
export interface ElbowEnd {
  x: number;
  y: number;
  dir?: Point;
}

/**
 * The corner points of an orthogonal route from `start` to `end`, both included, with collinear points
 * merged. `incoming` is the direction the route arrived at `start` from (at a waypoint), which the leg must
 * not reverse. `obstacles` are boxes the route should not cross, normally the two node boxes.
 */
export function elbowLeg(
  start: ElbowEnd,
  end: ElbowEnd,
  obstacles: readonly Box[],
  incoming?: Point,
  offset = ELBOW_MIN_OFFSET,
): Point[] {
  const from: Point = { x: start.x, y: start.y };
  const to: Point = { x: end.x, y: end.y };
  const s: Point = start.dir
    ? { x: start.x + start.dir.x * offset, y: start.y + start.dir.y * offset }
    : from;
  const e: Point = end.dir ? { x: end.x + end.dir.x * offset, y: end.y + end.dir.y * offset } : to;
  const entry = start.dir ?? incoming;
  let best: Point[] | undefined;
  let bestScore: readonly number[] = [];
  for (const middle of candidateMiddles(s, e, obstacles, offset)) {
    const points = simplify([from, s, ...middle, e, to]);
    if (!isValid(points, entry)) continue;
    const score = [crossings(points, obstacles), points.length - 2, manhattanLength(points)];
    if (best === undefined || isLess(score, bestScore)) {
      best = points;
      bestScore = score;
    }
  }
  // Unreachable in practice (the detours are always valid); a plain L keeps the route drawable.
  return best ?? simplify([from, { x: to.x, y: from.y }, to]);
}

/** An orthogonal route through every point: the ends carry their side directions, waypoints none. */
export function elbowRoute(ends: readonly ElbowEnd[], obstacles: readonly Box[]): Point[] {
  const route: Point[] = [];
  let incoming: Point | undefined;
  for (let i = 0; i + 1 < ends.length; i++) {
    const leg = elbowLeg(ends[i] as ElbowEnd, ends[i + 1] as ElbowEnd, obstacles, incoming);
    route.push(...(route.length === 0 ? leg : leg.slice(1)));
    incoming = lastDirection(leg) ?? incoming;
  }
  return simplify(route);
}

/** Drawing commands for corner points, each corner rounded with a quadratic curve of radius `radius`. */
export function elbowCommands(points: readonly Point[], radius = ELBOW_CORNER_RADIUS): PathCommand[] {
  const first = points[0];
  if (first === undefined) return [];
  const commands: PathCommand[] = [{ kind: 'move', x: first.x, y: first.y }];
  for (let i = 1; i + 1 < points.length; i++) {
    const previous = points[i - 1] as Point;
    const corner = points[i] as Point;
    const next = points[i + 1] as Point;
    const lengthIn = Math.hypot(corner.x - previous.x, corner.y - previous.y);
    const lengthOut = Math.hypot(next.x - corner.x, next.y - corner.y);
    // Never more than half a segment, so neighbouring corners do not overlap.
    const r = Math.min(radius, lengthIn / 2, lengthOut / 2);
    const inX = (corner.x - previous.x) / lengthIn;
    const inY = (corner.y - previous.y) / lengthIn;
    const outX = (next.x - corner.x) / lengthOut;
    const outY = (next.y - corner.y) / lengthOut;
    commands.push({ kind: 'line', x: corner.x - inX * r, y: corner.y - inY * r });
    commands.push({
      kind: 'quadratic',
      cx: corner.x,
      cy: corner.y,
      x: corner.x + outX * r,
      y: corner.y + outY * r,
    });
  }
  const last = points[points.length - 1] as Point;
  if (points.length > 1) commands.push({ kind: 'line', x: last.x, y: last.y });
  return commands;
}

/** In order of preference when they score the same: the centred Z first, then one corner, then detours. */
function* candidateMiddles(
  s: Point,
  e: Point,
  obstacles: readonly Box[],
  offset: number,
): Generator<Point[]> {
  const midX = (s.x + e.x) / 2;
  const midY = (s.y + e.y) / 2;
  yield [
    { x: midX, y: s.y },
    { x: midX, y: e.y },
  ];
  yield [
    { x: s.x, y: midY },
    { x: e.x, y: midY },
  ];
  yield [{ x: e.x, y: s.y }];
  yield [{ x: s.x, y: e.y }];
  for (const x of detourLines(s.x, e.x, obstacles, 'x', offset))
    yield [
      { x, y: s.y },
      { x, y: e.y },
    ];
  for (const y of detourLines(s.y, e.y, obstacles, 'y', offset))
    yield [
      { x: s.x, y },
      { x: e.x, y },
    ];
}

/** Lines just outside the ends and the obstacles, on either side. */
function detourLines(
  a: number,
  b: number,
  obstacles: readonly Box[],
  axis: 'x' | 'y',
  offset: number,
): number[] {
  let low = Math.min(a, b) - offset;
  let high = Math.max(a, b) + offset;
  for (const o of obstacles) {
    const min = axis === 'x' ? o.x : o.y;
    const size = axis === 'x' ? o.width : o.height;
    low = Math.min(low, min - offset);
    high = Math.max(high, min + size + offset);
  }
  return [low, high];
}

/** Drops repeated points and points in the middle of a straight run. */
function simplify(points: readonly Point[]): Point[] {
  const result: Point[] = [];
  for (const p of points) {
    const last = result[result.length - 1];
    if (last !== undefined && last.x === p.x && last.y === p.y) continue;
    const before = result[result.length - 2];
    if (last !== undefined && before !== undefined && isCollinear(before, last, p)) result.pop();
    result.push(p);
  }
  return result;
}

/** Three points on one axis-aligned line, in order (a reversal is not collinear: it is refused). */
function isCollinear(a: Point, b: Point, c: Point): boolean {
  const d1 = direction(a, b);
  const d2 = direction(b, c);
  return d1.x === d2.x && d1.y === d2.y;
}

function direction(a: Point, b: Point): Point {
  return { x: Math.sign(b.x - a.x), y: Math.sign(b.y - a.y) };
}

/** No segment turns straight back on the one before, nor on the direction the route arrived from. */
function isValid(points: readonly Point[], entry: Point | undefined): boolean {
  let previous = entry;
  for (let i = 1; i < points.length; i++) {
    const d = direction(points[i - 1] as Point, points[i] as Point);
    if (previous !== undefined && d.x === -Math.sign(previous.x) && d.y === -Math.sign(previous.y))
      return false;
    previous = d;
  }
  return true;
}

/** How many segments pass through the inside of an obstacle (running along a border does not count). */
function crossings(points: readonly Point[], obstacles: readonly Box[]): number {
  let count = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    for (const o of obstacles) {
      const insideX = Math.max(a.x, b.x) > o.x && Math.min(a.x, b.x) < o.x + o.width;
      const insideY = Math.max(a.y, b.y) > o.y && Math.min(a.y, b.y) < o.y + o.height;
      const strictX = a.x === b.x ? a.x > o.x && a.x < o.x + o.width : insideX;
      const strictY = a.y === b.y ? a.y > o.y && a.y < o.y + o.height : insideY;
      if (strictX && strictY) count++;
    }
  }
  return count;
}

function manhattanLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    length += Math.abs(b.x - a.x) + Math.abs(b.y - a.y);
  }
  return length;
}

function lastDirection(points: readonly Point[]): Point | undefined {
  const a = points[points.length - 2];
  const b = points[points.length - 1];
  return a && b ? direction(a, b) : undefined;
}

function isLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) < (b[i] as number);
  }
  return false;
}
