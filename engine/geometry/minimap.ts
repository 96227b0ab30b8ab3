/**
 * The minimap's geometry (issue 23): the level's extent drawn whole, centred in a small rectangle, with
 * the part the view shows; a point on the minimap is the map point the view centres on.
 */
import { type Camera, cameraAtCentre, DEFAULT_WORKSPACE_BOX, type Viewport } from './camera';
import type { Box, Point } from './vector';

/** Minimap pixels = world × scale + (x, y). */
export interface MinimapFrame {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** Pixels left free round the extent, so nodes at its edges are not cut. */
export const MINIMAP_PADDING = 4;

/** The frame that shows `extent` (an empty map: the default workspace) whole and centred in `size`. */
export function minimapFrame(
  extent: Box | undefined,
  size: Viewport,
  padding = MINIMAP_PADDING,
): MinimapFrame {
  const box = extent ?? DEFAULT_WORKSPACE_BOX;
  const width = Math.max(1, size.width - 2 * padding);
  const height = Math.max(1, size.height - 2 * padding);
  const scale = Math.min(width / Math.max(1, box.width), height / Math.max(1, box.height));
  return {
    x: size.width / 2 - (box.x + box.width / 2) * scale,
    y: size.height / 2 - (box.y + box.height / 2) * scale,
    scale,
  };
}

/** A world box in minimap pixels, at least one pixel each way so the smallest node still shows. */
export function toMinimap(frame: MinimapFrame, box: Box): Box {
  return {
    x: box.x * frame.scale + frame.x,
    y: box.y * frame.scale + frame.y,
    width: Math.max(1, box.width * frame.scale),
    height: Math.max(1, box.height * frame.scale),
  };
}

/** The camera, at its own scale, that centres the view on the map point under minimap point `at`. */
export function cameraCentredAt(frame: MinimapFrame, at: Point, camera: Camera, viewport: Viewport): Camera {
  const world = { x: (at.x - frame.x) / frame.scale, y: (at.y - frame.y) / frame.scale };
  return cameraAtCentre(world.x, world.y, camera.scale, viewport);
}
