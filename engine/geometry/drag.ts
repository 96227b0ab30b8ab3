/**
 * Dragging nodes against the workspace bounds (spec 2 section 5; DESIGN.md, Decisions). The model's
 * placement rule (src/model/actions/placement.ts) decides where one node may go; a dragged selection
 * moves rigidly, so its offset is cut back, per axis, to what every node in it may do. The scene previews
 * start + offset; the moveNodes action it dispatches at the drop then accepts every position.
 */
import { placeMove } from '../../src/model/actions/placement';
import type { Position, WorkspaceBounds } from '../../src/model/map/bounds';

export interface DragOffset {
  dx: number;
  dy: number;
}

/** The largest part of (dx, dy) that every node, from its start position, may move. */
export function clampDragOffset(
  starts: Iterable<Position>,
  dx: number,
  dy: number,
  bounds: WorkspaceBounds,
): DragOffset {
  let allowedX = dx;
  let allowedY = dy;
  for (const start of starts) {
    allowedX = nearerZero(allowedX, axisAllowance(start, { x: start.x + dx, y: start.y }, bounds, 'x'));
    allowedY = nearerZero(allowedY, axisAllowance(start, { x: start.x, y: start.y + dy }, bounds, 'y'));
  }
  return { dx: allowedX, dy: allowedY };
}

/** How far along one axis the placement rule lets a node go towards `target`; 0 when it refuses. */
function axisAllowance(start: Position, target: Position, bounds: WorkspaceBounds, axis: 'x' | 'y'): number {
  const placed = placeMove(start, target, bounds);
  return placed === undefined ? 0 : placed[axis] - start[axis];
}

/** Every allowance has the sign of the drag or is 0, so the rigid offset is the smallest in size. */
function nearerZero(a: number, b: number): number {
  return Math.abs(b) < Math.abs(a) ? b : a;
}
