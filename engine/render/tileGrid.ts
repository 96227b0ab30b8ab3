/**
 * Map-tile arithmetic for the zoomed-out cache (tileCache.ts): zoom bands are powers of two, and a band's
 * tiles are squares of TILE_PIXELS device pixels at the band's scale. Pure, tested in Node.
 */
import { expandRect, intersects, type Rect } from './chunkGrid';

/** Device pixels per tile side. */
export const TILE_PIXELS = 512;
/** The finest band drawn from tiles (scale 1/8); closer in, the few chunks on screen are drawn live. */
export const MAX_TILE_BAND = -3;
/** Device pixels a drawing spills past its geometry (anti-aliasing, one-pixel minimum widths). */
const SPILL_PIXELS = 2;

export interface TileId {
  band: number;
  column: number;
  row: number;
  key: string;
  /** The world area the tile shows. */
  rect: Rect;
}

/** The band whose scale is the smallest power of two at or above `scale`: tiles are never magnified. */
export function bandOf(scale: number): number {
  return Math.ceil(Math.log2(scale) - 1e-9) || 0;
}

export const bandScale = (band: number): number => 2 ** band;

/** World units per tile side at `band` for a screen of `resolution` device pixels per CSS pixel. */
export function tileWorldSize(band: number, resolution: number): number {
  return TILE_PIXELS / (bandScale(band) * resolution);
}

export function tileId(band: number, column: number, row: number, resolution: number): TileId {
  const size = tileWorldSize(band, resolution);
  return {
    band,
    column,
    row,
    key: `${band}/${column}/${row}`,
    rect: { minX: column * size, minY: row * size, maxX: (column + 1) * size, maxY: (row + 1) * size },
  };
}

/** The tiles of `band` that cover `view`, row by row. */
export function tilesCovering(view: Rect, band: number, resolution: number): TileId[] {
  const size = tileWorldSize(band, resolution);
  const tiles: TileId[] = [];
  const lastRow = Math.floor(view.maxY / size);
  const lastColumn = Math.floor(view.maxX / size);
  for (let row = Math.floor(view.minY / size); row <= lastRow; row++)
    for (let column = Math.floor(view.minX / size); column <= lastColumn; column++)
      tiles.push(tileId(band, column, row, resolution));
  return tiles;
}

/** The tile of a coarser band that contains `tile`. */
export function parentTile(tile: TileId, band: number, resolution: number): TileId {
  const factor = 2 ** (tile.band - band);
  return tileId(band, Math.floor(tile.column / factor), Math.floor(tile.row / factor), resolution);
}

/**
 * Whether a change within `changed` (world units, the geometry itself) shows in `tile`: its drawing
 * spills a couple of device pixels at the tile's band, which in world units grows as the band falls.
 */
export function changeTouchesTile(changed: Rect, tile: TileId, resolution: number): boolean {
  const spill = SPILL_PIXELS / (bandScale(tile.band) * resolution);
  return intersects(expandRect(changed, spill), tile.rect);
}

/** Where `part` lies within `whole` (world rectangles), as texture coordinates of `whole` (0 to 1). */
export function partOf(part: Rect, whole: Rect): Rect {
  const width = whole.maxX - whole.minX;
  const height = whole.maxY - whole.minY;
  return {
    minX: (part.minX - whole.minX) / width,
    minY: (part.minY - whole.minY) / height,
    maxX: (part.maxX - whole.minX) / width,
    maxY: (part.maxY - whole.minY) / height,
  };
}
