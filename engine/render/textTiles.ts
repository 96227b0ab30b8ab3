/**
 * Text drawn in tiles of the world (node titles, node content, connection labels: one TextTiles each): a
 * tile's glyphs are laid out only once it is on screen at a readable size, and only an item's own glyphs
 * are rewritten when it changes. Off-screen or too-small tiles are simply not drawn (the text's level of
 * detail). What an item is and how its text is laid out comes from its `TextKind`.
 */
import { Container, type GlProgram } from 'pixi.js';
import type { GlyphSource, PlacedGlyph } from '../scene/textLayout';
import { BatchLayer, UNIT_QUAD } from './batchLayer';
import { cellsNear, chunkColumnRow, chunkKey, intersects, rectContains } from './chunkGrid';
import { ATLAS_FONT_SIZE, type GlyphAtlas } from './glyphAtlas';
import { packColour } from './instanceBuffer';
import { SegmentBuffer } from './segmentBuffer';

/** World units per tile side. */
export const TEXT_TILE_SIZE = 2048;
/** Text smaller than this on screen (px) is not drawn. */
export const MIN_READABLE_TEXT_PX = 4;
/** How far text may reach outside its item's tile (largest node plus its title). */
const TILE_OVERHANG = 1200;

export interface TextKind<T extends { id: string }> {
  readonly label: string;
  /** The item as drawn now: built tiles read it. */
  get(id: string): T | undefined;
  /** The point whose tile holds the item. */
  anchor(item: T): { x: number; y: number };
  fontSize(item: T): number;
  layout(item: T, glyphs: GlyphSource, atlasFontSize: number): PlacedGlyph[];
  colour(item: T): number;
}

/** Four-byte words per glyph record: rectangle, texture rectangle, colour. */
const GLYPH_STRIDE = 9;

interface TextTile {
  /** An item's glyphs are one range of records (no key per glyph). */
  layer: BatchLayer<SegmentBuffer>;
  items: Set<string>;
  built: boolean;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface ViewRect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export class TextTiles<T extends { id: string }> {
  readonly container: Container;
  private readonly tiles = new Map<number, TextTile>();
  private readonly tileOf = new Map<string, number>();
  private largestFont = 0;
  /** The tiles in view this frame and last frame (two sets, swapped, reused). */
  private inView = new Set<TextTile>();
  private wasInView = new Set<TextTile>();

  constructor(
    private readonly kind: TextKind<T>,
    private readonly atlas: GlyphAtlas,
    private readonly program: GlProgram,
  ) {
    this.container = new Container({ label: kind.label });
  }

  set(item: T): void {
    this.largestFont = Math.max(this.largestFont, this.kind.fontSize(item));
    const { x, y } = this.kind.anchor(item);
    const key = tileKey(x, y);
    const previous = this.tileOf.get(item.id);
    if (previous !== undefined && previous !== key) this.removeFrom(previous, item.id);
    const tile = this.tiles.get(key) ?? this.createTile(key);
    tile.items.add(item.id);
    this.tileOf.set(item.id, key);
    if (tile.built) this.writeGlyphs(tile, item);
  }

  remove(id: string): void {
    if (this.tileOf.size === 0) return;
    const key = this.tileOf.get(id);
    if (key !== undefined) this.removeFrom(key, id);
    this.tileOf.delete(id);
  }

  clear(): void {
    for (const tile of this.tiles.values()) tile.layer.destroy();
    this.tiles.clear();
    this.tileOf.clear();
    this.inView.clear();
    this.wasInView.clear();
    this.largestFont = 0;
  }

  /**
   * Shows the tiles in view at a readable size, building missing ones until `deadline` (performance.now());
   * true when some were left for a later frame.
   */
  frame(view: ViewRect, scale: number, pixel: number, deadline: number): boolean {
    const { inView, wasInView } = this;
    inView.clear();
    if (this.largestFont * scale >= MIN_READABLE_TEXT_PX) this.findInView(view);
    // Only the tiles in view now or last frame are touched.
    for (const tile of wasInView) if (!inView.has(tile)) tile.layer.mesh.visible = false;
    let pending = false;
    for (const tile of inView) {
      if (!tile.built) {
        if (performance.now() < deadline) this.build(tile);
        else pending = true;
      }
      // A tile across the view's edge draws only its glyphs near the view.
      tile.layer.show(tile.built, pixel, rectContains(view, tile) ? undefined : view);
    }
    this.inView = wasInView;
    this.wasInView = inView;
    return pending;
  }

  destroy(): void {
    this.clear();
    this.container.destroy();
  }

  /** Puts the tiles meeting `view` in `inView`: looked up by grid cell, or all checked when fewer. */
  private findInView(view: ViewRect): void {
    const { minColumn, minRow, maxColumn, maxRow } = cellsNear(view, TEXT_TILE_SIZE, TILE_OVERHANG);
    const cells = (maxColumn - minColumn + 1) * (maxRow - minRow + 1);
    if (cells > this.tiles.size) {
      for (const tile of this.tiles.values()) if (intersects(tile, view)) this.inView.add(tile);
      return;
    }
    for (let row = minRow; row <= maxRow; row++)
      for (let column = minColumn; column <= maxColumn; column++) {
        const tile = this.tiles.get(chunkKey(column, row));
        if (tile !== undefined && intersects(tile, view)) this.inView.add(tile);
      }
  }

  private createTile(key: number): TextTile {
    const [column, row] = chunkColumnRow(key);
    const layer = new BatchLayer(
      {
        program: this.program,
        shape: UNIT_QUAD,
        strideWords: GLYPH_STRIDE,
        attributes: [
          { name: 'aRect', format: 'float32x4', offsetWords: 0 },
          { name: 'aUV', format: 'float32x4', offsetWords: 4 },
          { name: 'aColour', format: 'unorm8x4', offsetWords: 8 },
        ],
        resources: { uAtlas: this.atlas.source },
        extent: { kind: 'rect' },
      },
      new SegmentBuffer(GLYPH_STRIDE),
    );
    const tile: TextTile = {
      layer,
      items: new Set(),
      built: false,
      minX: column * TEXT_TILE_SIZE - TILE_OVERHANG,
      minY: row * TEXT_TILE_SIZE - TILE_OVERHANG,
      maxX: (column + 1) * TEXT_TILE_SIZE + TILE_OVERHANG,
      maxY: (row + 1) * TEXT_TILE_SIZE + TILE_OVERHANG,
    };
    this.tiles.set(key, tile);
    this.container.addChild(layer.mesh);
    return tile;
  }

  private build(tile: TextTile): void {
    for (const id of tile.items) {
      const item = this.kind.get(id);
      if (item !== undefined) this.writeGlyphs(tile, item);
    }
    tile.built = true;
  }

  private writeGlyphs(tile: TextTile, item: T): void {
    const placed = this.kind.layout(item, this.atlas, ATLAS_FONT_SIZE);
    const colour = packColour(this.kind.colour(item));
    const { records } = tile.layer;
    // No glyphs removes the item's range.
    let at = records.write(item.id, placed.length);
    const { floats, words } = records;
    for (const quad of placed) {
      floats[at] = quad.x;
      floats[at + 1] = quad.y;
      floats[at + 2] = quad.width;
      floats[at + 3] = quad.height;
      floats[at + 4] = quad.glyph.u0;
      floats[at + 5] = quad.glyph.v0;
      floats[at + 6] = quad.glyph.u1;
      floats[at + 7] = quad.glyph.v1;
      words[at + 8] = colour;
      at += GLYPH_STRIDE;
    }
  }

  private removeFrom(key: number, id: string): void {
    const tile = this.tiles.get(key);
    if (tile === undefined) return;
    tile.items.delete(id);
    tile.layer.records.remove(id);
  }
}

function tileKey(x: number, y: number): number {
  return chunkKey(Math.floor(x / TEXT_TILE_SIZE), Math.floor(y / TEXT_TILE_SIZE));
}
