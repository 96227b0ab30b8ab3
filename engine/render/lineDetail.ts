/**
 * Levels of detail for connection lines drawn zoomed out (in tiles). A curve is routed as dozens of
 * pieces about 10 map units long: at a 50k-node map's fitted scale (about 1/32) that is 2.2 million
 * segments, all sub-pixel, for the software GPU to draw. Each coarse level keeps the path within a
 * quarter of a device pixel at the most detailed scale it is drawn at. Pure, tested in Node.
 */
import { simplifyPolyline } from '../geometry/simplify';

export interface CoarseLineLevel {
  /** Drawn from this many world units per device pixel (the frame's `pixel`) upwards. */
  fromPixel: number;
  /** How far (world units) the simplified path may stray from the routed one: fromPixel / 4. */
  tolerance: number;
}

/** Scale 1/8 and below (every tile band), then 1/32 and below. Live frames (above 1/8) draw the route. */
export const COARSE_LINE_LEVELS: readonly CoarseLineLevel[] = [
  { fromPixel: 8, tolerance: 2 },
  { fromPixel: 32, tolerance: 8 },
];

/** The coarse level drawn at `pixel` world units per device pixel; -1 for the routed path itself. */
export function coarseLevelAt(pixel: number): number {
  for (let level = COARSE_LINE_LEVELS.length - 1; level >= 0; level--)
    if (pixel >= (COARSE_LINE_LEVELS[level] as CoarseLineLevel).fromPixel) return level;
  return -1;
}

/**
 * The path at a coarse level, simplified level by level from the route (cheaper, and the errors add up
 * to under a third of a pixel at each level's scale).
 */
export function coarsePath(points: readonly number[], level: number): number[] {
  let path = points as number[];
  for (let index = 0; index <= level && index < COARSE_LINE_LEVELS.length; index++)
    path = simplifyPolyline(path, (COARSE_LINE_LEVELS[index] as CoarseLineLevel).tolerance);
  return path;
}
