/**
 * Connection handles (pure): which nodes show one (the hovered node and up to MAX_HANDLES selected ones),
 * where, and which handle a world point is on.
 */
import type { Point } from '../geometry/vector';
import { HANDLE_PICK_MARGIN, HANDLE_RADIUS, handleCentre, MAX_HANDLES } from './gestures';
import type { SceneQuery } from './types';

export function handleNodes(scene: SceneQuery, hovered: string | null): string[] {
  const ids: string[] = hovered !== null ? [hovered] : [];
  for (const id of scene.selectedIds()) {
    if (ids.length >= MAX_HANDLES) break;
    if (id !== hovered) ids.push(id);
  }
  return ids;
}

export function handlePoints(scene: SceneQuery, ids: readonly string[]): Point[] {
  const points: Point[] = [];
  for (const id of ids) {
    const box = scene.nodeBox(id);
    if (box !== undefined) points.push(handleCentre(box));
  }
  return points;
}

/** Whether the world point is on the node's handle at camera scale `scale`. */
export function onHandle(scene: SceneQuery, nodeId: string, world: Point, scale: number): boolean {
  const box = scene.nodeBox(nodeId);
  if (box === undefined) return false;
  const centre = handleCentre(box);
  return Math.hypot(world.x - centre.x, world.y - centre.y) <= (HANDLE_RADIUS + HANDLE_PICK_MARGIN) / scale;
}

/** The node whose handle is under the point, among `ids`. */
export function handleAt(
  scene: SceneQuery,
  ids: readonly string[],
  world: Point,
  scale: number,
): string | undefined {
  return ids.find((id) => onHandle(scene, id, world, scale));
}
