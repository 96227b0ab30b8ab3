/**
 * Where a connection meets a node box (spec 2 section 3: fromLocation and toLocation are auto, left,
 * top, right or bottom). A side's anchor is the middle of that side; auto picks the side facing the other
 * end, measured by the gap between the two boxes, so both ends of a connection pick opposite sides.
 */
import type { ConnectionLocation } from '../../src/model/map/constants';
import type { Box, Point } from './vector';

export type Side = 'left' | 'top' | 'right' | 'bottom';

/** A point on a node's border, with the side it leaves from (the route goes out along the side's normal). */
export interface Anchor {
  x: number;
  y: number;
  side: Side;
}

/** Unit vectors pointing out of each side. */
export const SIDE_NORMALS: Readonly<Record<Side, Readonly<Point>>> = {
  left: { x: -1, y: 0 },
  top: { x: 0, y: -1 },
  right: { x: 1, y: 0 },
  bottom: { x: 0, y: 1 },
};

export function isHorizontalSide(side: Side): boolean {
  return side === 'left' || side === 'right';
}

/**
 * The side of `box` facing `other` (a box, or a zero-size box at a waypoint). Left or right when the
 * horizontal gap between the boxes is at least the vertical one, top or bottom otherwise (a gap is
 * negative where the boxes overlap on that axis). The rule is symmetric: the other end facing back picks
 * the opposite side.
 */
export function facingSide(box: Box, other: Box): Side {
  const dx = other.x + other.width / 2 - (box.x + box.width / 2);
  const dy = other.y + other.height / 2 - (box.y + box.height / 2);
  const horizontalGap = Math.abs(dx) - (box.width + other.width) / 2;
  const verticalGap = Math.abs(dy) - (box.height + other.height) / 2;
  // A zero offset on the chosen axis has no facing side on it: use the other axis, which keeps the rule
  // symmetric; two boxes with one centre both answer right.
  const horizontal = dy === 0 || (dx !== 0 && horizontalGap >= verticalGap);
  if (horizontal) return dx < 0 ? 'left' : 'right';
  return dy < 0 ? 'top' : 'bottom';
}

/** The side a stored location names, or the side facing `other` for auto. */
export function resolveSide(location: ConnectionLocation, box: Box, other: Box): Side {
  return location === 'auto' ? facingSide(box, other) : location;
}

/** The middle of a side of the box. */
export function sideMidpoint(box: Box, side: Side): Anchor {
  switch (side) {
    case 'left':
      return { x: box.x, y: box.y + box.height / 2, side };
    case 'right':
      return { x: box.x + box.width, y: box.y + box.height / 2, side };
    case 'top':
      return { x: box.x + box.width / 2, y: box.y, side };
    case 'bottom':
      return { x: box.x + box.width / 2, y: box.y + box.height, side };
  }
}

/** The anchor of a connection end on `box` for its stored location, facing `other` when auto. */
export function connectionAnchor(box: Box, location: ConnectionLocation, other: Box): Anchor {
  return sideMidpoint(box, resolveSide(location, box, other));
}

/** A zero-size box at a point, so a waypoint can stand in for the other end. */
export function pointBox(point: Point): Box {
  return { x: point.x, y: point.y, width: 0, height: 0 };
}
