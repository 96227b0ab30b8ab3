/**
 * Node titles, drawn in tiles of the world: a tile's glyphs are laid out only once it is on screen at a
 * readable size, and only its own glyphs are rewritten when one of its nodes changes. Off-screen or
 * too-small tiles are simply not drawn (the titles' level of detail).
 */
import { Container, GlProgram } from 'pixi.js';
import { layoutTitle } from '../scene/textLayout';
import type { NodeView } from '../scene/views';
import { BatchLayer, UNIT_QUAD } from './batchLayer';
import { chunkColumnRow, chunkKey } from './chunkGrid';
import { ATLAS_FONT_SIZE, GlyphAtlas } from './glyphAtlas';
import { packColour } from './instanceBuffer';
import { glyphFragment, glyphVertex } from './shaders';

/** World units per tile side. */
export const TEXT_TILE_SIZE = 2048;
/** Titles smaller than this on screen (px) are not drawn. */
export const MIN_READABLE_TEXT_PX = 4;
/** How far a title may reach outside its node's tile (largest node plus its title). */
const TILE_OVERHANG = 1200;
/** Milliseconds of tile building per frame, so zooming in never stalls a frame for long. */
const BUILD_BUDGET_MS = 4;

interface TextTile {
  layer: BatchLayer;
  nodes: Set<string>;
  glyphCounts: Map<string, number>;
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

export class TextTiles {
  readonly container = new Container({ label: 'titles' });
  private readonly atlas = new GlyphAtlas();
  private readonly program = GlProgram.from({ vertex: glyphVertex, fragment: glyphFragment, name: 'titles' });
  private readonly tiles = new Map<number, TextTile>();
  private readonly tileOf = new Map<string, number>();
  private readonly nodes: ReadonlyMap<string, NodeView>;
  private largestFont = 0;

  /** `nodes` is the engine's live table of node views. */
  constructor(nodes: ReadonlyMap<string, NodeView>) {
    this.nodes = nodes;
  }

  setNode(node: NodeView): void {
    this.largestFont = Math.max(this.largestFont, node.fontSize);
    const key = tileKey(node.x, node.y);
    const previous = this.tileOf.get(node.id);
    if (previous !== undefined && previous !== key) this.removeFrom(previous, node.id);
    const tile = this.tiles.get(key) ?? this.createTile(key);
    tile.nodes.add(node.id);
    this.tileOf.set(node.id, key);
    if (tile.built) this.writeGlyphs(tile, node);
  }

  removeNode(id: string): void {
    const key = this.tileOf.get(id);
    if (key !== undefined) this.removeFrom(key, id);
    this.tileOf.delete(id);
  }

  clear(): void {
    for (const tile of this.tiles.values()) tile.layer.destroy();
    this.tiles.clear();
    this.tileOf.clear();
    this.largestFont = 0;
  }

  /** Shows the tiles in view at a readable size, building the missing ones within the frame budget. */
  frame(view: ViewRect, scale: number, pixel: number): boolean {
    const readable = this.largestFont * scale >= MIN_READABLE_TEXT_PX;
    const deadline = performance.now() + BUILD_BUDGET_MS;
    let pending = false;
    for (const tile of this.tiles.values()) {
      const inView =
        readable &&
        tile.maxX >= view.minX &&
        tile.minX <= view.maxX &&
        tile.maxY >= view.minY &&
        tile.minY <= view.maxY;
      if (inView && !tile.built) {
        if (performance.now() < deadline) this.build(tile);
        else pending = true;
      }
      tile.layer.mesh.visible = inView && tile.built && tile.layer.records.count > 0;
      if (tile.layer.mesh.visible) tile.layer.sync(pixel);
    }
    this.atlas.sync();
    return pending;
  }

  destroy(): void {
    this.clear();
    this.container.destroy();
    this.atlas.source.destroy();
  }

  private createTile(key: number): TextTile {
    const [column, row] = chunkColumnRow(key);
    const layer = new BatchLayer({
      program: this.program,
      shape: UNIT_QUAD,
      strideWords: 9,
      attributes: [
        { name: 'aRect', format: 'float32x4', offsetWords: 0 },
        { name: 'aUV', format: 'float32x4', offsetWords: 4 },
        { name: 'aColour', format: 'unorm8x4', offsetWords: 8 },
      ],
      resources: { uAtlas: this.atlas.source },
    });
    const tile: TextTile = {
      layer,
      nodes: new Set(),
      glyphCounts: new Map(),
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
    for (const id of tile.nodes) {
      const node = this.nodes.get(id);
      if (node !== undefined) this.writeGlyphs(tile, node);
    }
    tile.built = true;
  }

  private writeGlyphs(tile: TextTile, node: NodeView): void {
    const placed = layoutTitle(node.title, node.fontSize, node, this.atlas, ATLAS_FONT_SIZE);
    const colour = packColour(node.textColour);
    const { records } = tile.layer;
    placed.forEach((quad, index) => {
      const at = records.slot(`${node.id}#${index}`);
      const { floats, words } = records;
      floats[at] = quad.x;
      floats[at + 1] = quad.y;
      floats[at + 2] = quad.width;
      floats[at + 3] = quad.height;
      floats[at + 4] = quad.glyph.u0;
      floats[at + 5] = quad.glyph.v0;
      floats[at + 6] = quad.glyph.u1;
      floats[at + 7] = quad.glyph.v1;
      words[at + 8] = colour;
    });
    const previous = tile.glyphCounts.get(node.id) ?? 0;
    for (let index = placed.length; index < previous; index++) records.remove(`${node.id}#${index}`);
    tile.glyphCounts.set(node.id, placed.length);
  }

  private removeFrom(key: number, id: string): void {
    const tile = this.tiles.get(key);
    if (tile === undefined) return;
    tile.nodes.delete(id);
    const count = tile.glyphCounts.get(id) ?? 0;
    for (let index = 0; index < count; index++) tile.layer.records.remove(`${id}#${index}`);
    tile.glyphCounts.delete(id);
  }
}

function tileKey(x: number, y: number): number {
  return chunkKey(Math.floor(x / TEXT_TILE_SIZE), Math.floor(y / TEXT_TILE_SIZE));
}
