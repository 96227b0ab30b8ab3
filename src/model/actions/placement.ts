/**
 * Node positions against the map's workspace bounds (spec 2 section 5; DESIGN.md, Decisions): a move is
 * clamped into the bounds, and a node already outside may come back towards them but not go further out.
 */
import type { Position, WorkspaceBounds } from '../map/bounds';

export function isFinitePosition(position: Position): boolean {
  return Number.isFinite(position.x) && Number.isFinite(position.y);
}

export function clampIntoBounds(position: Position, bounds: WorkspaceBounds): Position {
  return {
    x: clamp(position.x, bounds.minX, bounds.maxX),
    y: clamp(position.y, bounds.minY, bounds.maxY),
  };
}

/** Where a move from `current` to `target` lands, or undefined when it pushes the node further outside. */
export function placeMove(
  current: Position,
  target: Position,
  bounds: WorkspaceBounds,
): Position | undefined {
  const x = clampOnAxis(current.x, target.x, bounds.minX, bounds.maxX);
  const y = clampOnAxis(current.y, target.y, bounds.minY, bounds.maxY);
  return x === undefined || y === undefined ? undefined : { x, y };
}

function clampOnAxis(current: number, target: number, min: number, max: number): number | undefined {
  if (current < min) return target < current ? undefined : Math.min(target, max);
  if (current > max) return target > current ? undefined : Math.max(target, min);
  return clamp(target, min, max);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
