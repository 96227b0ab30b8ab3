/**
 * Which missing tiles a frame renders (tileCache.ts), pure and tested in Node. A tile with nothing to
 * stand in for it is rendered at once; the others while the frame's vertex budget lasts, in the order
 * given (the first of a frame whatever its cost). While the zoom changes, a tile whose stand-in is only
 * one band coarser (drawn at most twice its size) waits until the zoom stops: a zoom across bands would
 * otherwise render every band's tiles on the way, each shown for a few frames only. A tile's cost is
 * asked for only when it could still be rendered this frame: counting writes the chunks' coarse lines for
 * the tile's band, and once the budget is spent that work waits for the frames that render those tiles,
 * instead of all landing on the first frame of a zoom.
 */

export interface MissingTile {
  /** How many bands coarser the cached tile shown meanwhile is (1: half the scale), if there is one. */
  standInBands: number | undefined;
  /** Vertices its rendering would send to the GPU (may write the chunks' lines for its band). */
  cost: () => number;
}

/** While zooming, a stand-in at most this many bands coarser is shown instead of rendering the tile. */
export const ZOOMING_STAND_IN_BANDS = 1;

/**
 * For each missing tile in order: render it this frame (true) or show its stand-in (false). `zooming`:
 * the scale differs from the last frame's.
 */
export function tilesToRender(tiles: readonly MissingTile[], budget: number, zooming = false): boolean[] {
  let left = budget;
  return tiles.map((tile) => {
    if (tile.standInBands === undefined) {
      left -= tile.cost();
      return true;
    }
    if (zooming && tile.standInBands <= ZOOMING_STAND_IN_BANDS) return false;
    if (left <= 0) return false;
    const cost = tile.cost();
    // A tile dearer than the whole budget goes first in a frame of its own; else it would never render,
    // its stand-in shown blurred and a frame asked for after every frame.
    if (cost > left && left < budget) return false;
    left -= cost;
    return true;
  });
}
