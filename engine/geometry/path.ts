/**
 * A route as drawing commands (what pixi's Graphics takes: moveTo, lineTo, quadraticCurveTo,
 * bezierCurveTo) and as a flattened polyline, a flat `[x0, y0, x1, y1, ...]` array, for batched line
 * meshes, hit testing, length, label placement and bounds.
 */
import type { Box } from './vector';
import { distanceToSegment } from './vector';

export type PathCommand =
  | { kind: 'move'; x: number; y: number }
  | { kind: 'line'; x: number; y: number }
  | { kind: 'quadratic'; cx: number; cy: number; x: number; y: number }
  | { kind: 'cubic'; c1x: number; c1y: number; c2x: number; c2y: number; x: number; y: number };

/** A point on a path with the unit direction of travel there. */
export interface PathPoint {
  x: number;
  y: number;
  dirX: number;
  dirY: number;
}

/** Curves are cut into pieces about this long (map units), within the counts below. */
const FLATTEN_STEP = 10;
const CUBIC_PIECES = { min: 4, max: 32 };
const QUADRATIC_PIECES = { min: 2, max: 8 };

function pieces(approximateLength: number, limits: { min: number; max: number }): number {
  return Math.min(limits.max, Math.max(limits.min, Math.ceil(approximateLength / FLATTEN_STEP)));
}

/** The commands as a flat polyline; curves become short straight pieces. */
export function flattenPath(commands: readonly PathCommand[]): number[] {
  const points: number[] = [];
  let x = 0;
  let y = 0;
  for (const command of commands) {
    switch (command.kind) {
      case 'move':
      case 'line':
        points.push(command.x, command.y);
        break;
      case 'quadratic': {
        const { cx, cy } = command;
        const n = pieces(
          Math.hypot(cx - x, cy - y) + Math.hypot(command.x - cx, command.y - cy),
          QUADRATIC_PIECES,
        );
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          points.push(
            u * u * x + 2 * u * t * cx + t * t * command.x,
            u * u * y + 2 * u * t * cy + t * t * command.y,
          );
        }
        break;
      }
      case 'cubic': {
        const { c1x, c1y, c2x, c2y } = command;
        const hull =
          Math.hypot(c1x - x, c1y - y) +
          Math.hypot(c2x - c1x, c2y - c1y) +
          Math.hypot(command.x - c2x, command.y - c2y);
        const n = pieces(hull, CUBIC_PIECES);
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          const a = u * u * u;
          const b = 3 * u * u * t;
          const c = 3 * u * t * t;
          const d = t * t * t;
          points.push(a * x + b * c1x + c * c2x + d * command.x, a * y + b * c1y + c * c2y + d * command.y);
        }
        break;
      }
    }
    x = command.x;
    y = command.y;
  }
  return points;
}

export function polylineLength(points: readonly number[]): number {
  let length = 0;
  for (let i = 2; i + 1 < points.length; i += 2) {
    length += Math.hypot(
      (points[i] as number) - (points[i - 2] as number),
      (points[i + 1] as number) - (points[i - 1] as number),
    );
  }
  return length;
}

/** The point `along` map units from the start (clamped to the ends), with the direction of that piece. */
export function pointAlongPolyline(points: readonly number[], along: number): PathPoint {
  let remaining = Math.max(0, along);
  let last: PathPoint = { x: points[0] ?? 0, y: points[1] ?? 0, dirX: 1, dirY: 0 };
  for (let i = 2; i + 1 < points.length; i += 2) {
    const ax = points[i - 2] as number;
    const ay = points[i - 1] as number;
    const dx = (points[i] as number) - ax;
    const dy = (points[i + 1] as number) - ay;
    const piece = Math.hypot(dx, dy);
    if (piece === 0) continue;
    const dirX = dx / piece;
    const dirY = dy / piece;
    if (remaining <= piece) return { x: ax + dirX * remaining, y: ay + dirY * remaining, dirX, dirY };
    remaining -= piece;
    last = { x: ax + dx, y: ay + dy, dirX, dirY };
  }
  return last;
}

/** The shortest distance from (x, y) to the polyline: hit testing a connection. */
export function distanceToPolyline(points: readonly number[], x: number, y: number): number {
  if (points.length < 4)
    return points.length < 2
      ? Number.POSITIVE_INFINITY
      : Math.hypot(x - (points[0] as number), y - (points[1] as number));
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 2; i + 1 < points.length; i += 2) {
    const d = distanceToSegment(
      x,
      y,
      points[i - 2] as number,
      points[i - 1] as number,
      points[i] as number,
      points[i + 1] as number,
    );
    if (d < nearest) nearest = d;
  }
  return nearest;
}

export function polylineBounds(points: readonly number[]): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i + 1 < points.length; i += 2) {
    const x = points[i] as number;
    const y = points[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return minX <= maxX
    ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY }
    : { x: 0, y: 0, width: 0, height: 0 };
}
