/**
 * Which missing tiles a frame renders (tileCache.ts), pure and tested in Node. A tile with nothing to
 * stand in for it is rendered at once; the others while the frame's vertex budget lasts, in the order
 * given (the first of a frame whatever its cost). A tile's cost is asked for only when it could still be
 * rendered this frame: counting writes the chunks' coarse lines for the tile's band, and once the budget
 * is spent that work waits for the frames that render those tiles, instead of all landing on the first
 * frame of a zoom.
 */

export interface MissingTile {
  /** A coarser cached tile can be shown meanwhile. */
  hasStandIn: boolean;
  /** Vertices its rendering would send to the GPU (may write the chunks' lines for its band). */
  cost: () => number;
}

/** For each missing tile in order: render it this frame (true) or show its stand-in (false). */
export function tilesToRender(tiles: readonly MissingTile[], budget: number): boolean[] {
  let left = budget;
  return tiles.map((tile) => {
    if (!tile.hasStandIn) {
      left -= tile.cost();
      return true;
    }
    if (left <= 0) return false;
    const cost = tile.cost();
    // A tile dearer than the whole budget goes first in a frame of its own; else it would never render,
    // its stand-in shown blurred and a frame asked for after every frame.
    if (cost > left && left < budget) return false;
    left -= cost;
    return true;
  });
}
