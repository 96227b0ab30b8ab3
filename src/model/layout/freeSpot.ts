/**
 * Where a new node goes near a wanted place without covering a node already there: the place itself when
 * it is free, else the first free one down a diagonal from it, as new windows cascade.
 */
import type { Position, Size } from '../map/bounds';
import type { NodeBox } from './arrange';

/** Each try moves this far right and down. */
export const FREE_SPOT_STEP = 30;
/** Tries before giving up and taking the wanted place. */
const MAX_TRIES = 50;

const overlaps = (x: number, y: number, size: Size, box: NodeBox) =>
  x < box.x + box.width && box.x < x + size.width && y < box.y + box.height && box.y < y + size.height;

export function freeSpotNear(wanted: Position, size: Size, boxes: Iterable<NodeBox>): Position {
  const taken = [...boxes];
  for (let step = 0; step < MAX_TRIES; step++) {
    const x = wanted.x + step * FREE_SPOT_STEP;
    const y = wanted.y + step * FREE_SPOT_STEP;
    if (!taken.some((box) => overlaps(x, y, size, box))) return { x, y };
  }
  return wanted;
}
