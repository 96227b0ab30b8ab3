/**
 * Waypoints from the positions a bend gesture gives: a waypoint still where it was keeps its id, every
 * other position is a new waypoint.
 */
import type { Position } from '../map/bounds';
import type { Waypoint } from '../map/connection';

export function waypointsAt(
  current: readonly Waypoint[],
  positions: readonly Position[],
  newId: () => string,
): Waypoint[] {
  const unused = [...current];
  return positions.map((position) => {
    const at = unused.findIndex((w) => w.position.x === position.x && w.position.y === position.y);
    const kept = at >= 0 ? unused.splice(at, 1)[0] : undefined;
    return { id: kept?.id ?? newId(), position: { x: position.x, y: position.y } };
  });
}
