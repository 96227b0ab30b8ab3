/**
 * Which records of a batch are drawn: a chunk or a text tile is drawn whole when it lies inside the view,
 * but where it straddles the view's edge, only the records near the view go to the GPU. A software GPU
 * runs the vertex shader for every vertex it is given, on screen or not, and at scale 1 the four chunks
 * meeting the view hold some twenty times the nodes on screen. Pure: records in, indices out; tested in
 * Node.
 */
import { expandRect, type Rect, rectContains } from './chunkGrid';

/** Where a record lies, read from its words (the layer's vertex shader says what they mean). */
export type RecordExtent =
  /** x, y, width, height at words 0-3 (boxes, glyphs). */
  | { kind: 'rect' }
  /** Two ends at words 0-3, reaching `reachWord`'s value past them (connection segments: their width). */
  | { kind: 'segment'; reachWord: number }
  /** A point at words 0-1, reaching `reachWord`'s value round it (arrowheads: their size). */
  | { kind: 'point'; reachWord: number };

/**
 * Writes into `out` the indices of the records among the first `count` whose extent meets `rect`, each
 * record's `pattern` offset by its first vertex (`corners` vertices a record); returns how many indices
 * were written.
 */
export function writeIndicesIn(
  floats: Float32Array,
  stride: number,
  count: number,
  extent: RecordExtent,
  rect: Rect,
  corners: number,
  pattern: readonly number[],
  out: Uint32Array,
): number {
  let written = 0;
  const { minX, minY, maxX, maxY } = rect;
  for (let record = 0, at = 0; record < count; record++, at += stride) {
    const x = floats[at] as number;
    const y = floats[at + 1] as number;
    let meets: boolean;
    if (extent.kind === 'rect') {
      meets =
        x <= maxX &&
        y <= maxY &&
        x + (floats[at + 2] as number) >= minX &&
        y + (floats[at + 3] as number) >= minY;
    } else if (extent.kind === 'segment') {
      const reach = Math.abs(floats[at + extent.reachWord] as number);
      const x2 = floats[at + 2] as number;
      const y2 = floats[at + 3] as number;
      meets =
        Math.min(x, x2) - reach <= maxX &&
        Math.max(x, x2) + reach >= minX &&
        Math.min(y, y2) - reach <= maxY &&
        Math.max(y, y2) + reach >= minY;
    } else {
      const reach = Math.abs(floats[at + extent.reachWord] as number);
      meets = x - reach <= maxX && x + reach >= minX && y - reach <= maxY && y + reach >= minY;
    }
    if (!meets) continue;
    const first = record * corners;
    for (const index of pattern) out[written++] = first + index;
  }
  return written;
}

/** Writes the indices of every one of the first `count` records; returns how many. */
export function writeAllIndices(
  count: number,
  corners: number,
  pattern: readonly number[],
  out: Uint32Array,
): number {
  let written = 0;
  for (let record = 0; record < count; record++) {
    const first = record * corners;
    for (const index of pattern) out[written++] = first + index;
  }
  return written;
}

/**
 * The rectangle records are culled to for `view`: the view grown by a fifth of its larger side each way,
 * so a pan culls again only every few frames.
 */
export function cullRectFor(view: Rect): Rect {
  return expandRect(view, 0.2 * Math.max(view.maxX - view.minX, view.maxY - view.minY));
}

/**
 * Whether indices culled to `culled` still serve `view`: it must hold the view, and not be so much larger
 * (after a zoom in) that most of what it draws is off screen.
 */
export function cullStillServes(culled: Rect, view: Rect): boolean {
  if (!rectContains(culled, view)) return false;
  const area = (rect: Rect) => (rect.maxX - rect.minX) * (rect.maxY - rect.minY);
  return area(culled) <= 4 * area(view);
}
