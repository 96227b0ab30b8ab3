/**
 * Proposed waypoints: in edit mode a handle sits in the middle of each stretch of a connection between
 * consecutive points (anchors and waypoints) that the user can drag to add a bend; only stretches longer
 * than 40 map units get one (spec 2 section 9).
 */
import { pointAlongPolyline } from './path';
import type { Route } from './routing';

export const WAYPOINT_PROPOSAL_MIN_LENGTH = 40;

export interface WaypointProposal {
  x: number;
  y: number;
  /** Where the new waypoint goes in the connection's waypoint list. */
  insertIndex: number;
}

/** One proposal in the middle (by path length) of every stretch longer than the minimum. */
export function proposeWaypoints(route: Route, minLength = WAYPOINT_PROPOSAL_MIN_LENGTH): WaypointProposal[] {
  const stops = [0, ...route.waypointDistances, route.length];
  const proposals: WaypointProposal[] = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    const from = stops[i] as number;
    const to = stops[i + 1] as number;
    if (to - from <= minLength) continue;
    const middle = pointAlongPolyline(route.points, (from + to) / 2);
    proposals.push({ x: middle.x, y: middle.y, insertIndex: i });
  }
  return proposals;
}
