/**
 * Points and axis-aligned boxes in map (world) units: only what the other kernels need. Boxes are
 * `{ x, y, width, height }` with (x, y) the top-left corner, as in the bench fixture and pixi.
 */
import type { Position, WorkspaceBounds } from '../../src/model/map/bounds';

export type Point = Position;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function box(x: number, y: number, width: number, height: number): Box {
  return { x, y, width, height };
}

export function boxCentre(b: Box): Point {
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

export function boxRight(b: Box): number {
  return b.x + b.width;
}

export function boxBottom(b: Box): number {
  return b.y + b.height;
}

/** The smallest box holding every box given; undefined when there are none. */
export function unionBoxes(boxes: Iterable<Box>): Box | undefined {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const b of boxes) {
    if (b.x < minX) minX = b.x;
    if (b.y < minY) minY = b.y;
    if (b.x + b.width > maxX) maxX = b.x + b.width;
    if (b.y + b.height > maxY) maxY = b.y + b.height;
  }
  return minX <= maxX ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : undefined;
}

/** Edges included, so a point on the border hits. Numbers rather than a Point: no allocation per test. */
export function boxContainsPoint(b: Box, x: number, y: number): boolean {
  return x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
}

export function boxContainsBox(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** Touching edges count as intersecting, as in the spatial index. */
export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** The box grown by `margin` on every side (shrunk when negative, never below zero size). */
export function expandBox(b: Box, margin: number): Box {
  const width = Math.max(0, b.width + 2 * margin);
  const height = Math.max(0, b.height + 2 * margin);
  return { x: b.x + (b.width - width) / 2, y: b.y + (b.height - height) / 2, width, height };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Distance from (x, y) to the segment (ax, ay)-(bx, by). */
export function distanceToSegment(
  x: number,
  y: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / lengthSquared));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

/** The model's workspace bounds (min/max corners) as a box. */
export function workspaceBox(bounds: WorkspaceBounds): Box {
  return {
    x: bounds.minX,
    y: bounds.minY,
    width: bounds.maxX - bounds.minX,
    height: bounds.maxY - bounds.minY,
  };
}

/**
 * The largest box of the image's proportions inside `frame`, centred in it (CSS `object-fit: contain`):
 * how a level's background image lies over the workspace, whole and undistorted.
 */
export function containedBox(image: { width: number; height: number }, frame: Box): Box {
  if (image.width <= 0 || image.height <= 0) return { ...frame, width: 0, height: 0 };
  const scale = Math.min(frame.width / image.width, frame.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width, height };
}
