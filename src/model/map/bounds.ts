/** Workspace geometry a map document carries: positions and the bounds that must contain them. */

export interface Position {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Inclusive bounds of a map's workspace. */
export interface WorkspaceBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function isWellFormedBounds(bounds: WorkspaceBounds): boolean {
  const { minX, minY, maxX, maxY } = bounds;
  return [minX, minY, maxX, maxY].every(Number.isFinite) && minX <= maxX && minY <= maxY;
}

/** The smallest bounds holding `bounds` and every position; the same object when nothing sticks out. */
export function growBoundsToContain(bounds: WorkspaceBounds, positions: Iterable<Position>): WorkspaceBounds {
  let { minX, minY, maxX, maxY } = bounds;
  for (const { x, y } of positions) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const grown = minX !== bounds.minX || minY !== bounds.minY || maxX !== bounds.maxX || maxY !== bounds.maxY;
  return grown ? { minX, minY, maxX, maxY } : bounds;
}

export const ORIGIN: Readonly<Position> = { x: 0, y: 0 };
