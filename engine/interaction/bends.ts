/**
 * Bending the selected connection (pure): its waypoints as handles, a proposed waypoint in the middle of
 * every stretch long enough to bend, which handle a world point is on, and the waypoint list a drag of
 * one of them gives.
 */
import { routeConnection } from '../geometry/routing';
import type { Box, Point } from '../geometry/vector';
import { proposeWaypoints, type WaypointProposal } from '../geometry/waypointProposals';
import type { EdgeView } from '../scene/views';
import { HANDLE_PICK_MARGIN, HANDLE_RADIUS } from './gestures';

/** What the overlay shows for the selected connection. */
export interface BendHandles {
  /** The connection's polyline, drawn highlighted. */
  points: readonly number[];
  waypoints: readonly Point[];
  /** Only while the connection may be bent. */
  proposals: readonly WaypointProposal[];
}

/** A handle under the pointer: an existing waypoint (its index) or a proposal (where it would go). */
export type BendHandle = { kind: 'waypoint'; index: number } | { kind: 'proposal'; insertIndex: number };

/**
 * The handles of `edge` between its nodes' boxes; `bent` previews a drag (the line routed through those
 * waypoints, no proposals). Proposals only where the connection may be bent.
 */
export function bendHandles(
  edge: EdgeView,
  from: Box,
  to: Box,
  options: { editable: boolean; bent?: readonly Point[] },
): BendHandles {
  const { editable, bent } = options;
  if (bent !== undefined) {
    const route = routeConnection({ from, to, ...edge.route, waypoints: bent });
    return { points: route.points, waypoints: bent, proposals: [] };
  }
  const waypoints = edge.route?.waypoints ?? [];
  if (!editable) return { points: edge.points, waypoints, proposals: [] };
  const route = routeConnection({ from, to, ...edge.route });
  return { points: route.points, waypoints, proposals: proposeWaypoints(route) };
}

/** The handle within pick range of `world` at camera scale `scale`; waypoints win over proposals. */
export function bendHandleAt(handles: BendHandles, world: Point, scale: number): BendHandle | undefined {
  const reach = (HANDLE_RADIUS + HANDLE_PICK_MARGIN) / scale;
  const near = (p: Point) => Math.hypot(world.x - p.x, world.y - p.y) <= reach;
  const index = handles.waypoints.findIndex(near);
  if (index >= 0) return { kind: 'waypoint', index };
  const proposal = handles.proposals.find(near);
  return proposal && { kind: 'proposal', insertIndex: proposal.insertIndex };
}

/** The waypoint list with the dragged handle at `position`: a waypoint moved or a new one inserted. */
export function bentWaypoints(waypoints: readonly Point[], handle: BendHandle, position: Point): Point[] {
  const result = [...waypoints];
  if (handle.kind === 'waypoint') result[handle.index] = position;
  else result.splice(handle.insertIndex, 0, position);
  return result;
}

/** The waypoint list without the one at `index` (a double click on it). */
export function withoutWaypoint(waypoints: readonly Point[], index: number): Point[] {
  return waypoints.filter((_, i) => i !== index);
}
