/**
 * Zoomed-out views drawn from cached textures, map-tile style: for a band of scale s = 2^-k, the world
 * is cut into squares of TILE_PIXELS device pixels at s; each tile is rendered once (only the chunks
 * meeting it) into a texture and then drawn as one sprite, so a camera move costs a handful of quads
 * whatever the map's size. Missing tiles are rendered within a per-frame vertex budget, the coarser
 * band's tile standing in meanwhile (while the zoom changes, a stand-in one band coarser is kept until it
 * stops: tileBudget.ts); a tile with nothing to stand in for it is rendered at once (drawing its chunks
 * live would cost the GPU as much). A change invalidates only the tiles it touches, and the
 * cache keeps the most recently used tiles under a memory cap. Titles are never cached: they are drawn
 * live on top (and only when readable, which a cached band never is).
 */
import { Matrix, type Renderer, RenderTexture, type TextureSource } from 'pixi.js';
import { ARROW_SIZE } from '../scene/views';
import type { Rect } from './chunkGrid';
import type { ChunkMeshes } from './chunkMeshes';
import { LruCache } from './lruCache';
import { tilesToRender } from './tileBudget';
import {
  bandOf,
  bandScale,
  changeTouchesTile,
  MAX_TILE_BAND,
  parentTile,
  partOf,
  TILE_PIXELS,
  type TileId,
  tilesCovering,
} from './tileGrid';
import { TileQuads, WHOLE_TEXTURE } from './tileQuads';

/** Cached tiles at most: 1 MiB each (512 × 512 RGBA). */
export const TILE_CACHE_CAPACITY = 96;
/** Vertices rendered into tiles per frame while a stand-in is shown (about 20 ms of SwiftShader). */
const TILE_VERTEX_BUDGET = 120_000;
/** How many coarser bands are searched for a stand-in tile. */
const STAND_IN_BANDS = 4;
/**
 * A tile is shown at 1/2 to 1 times its band's scale, so hairlines (one pixel at the scale drawn) are
 * drawn √2 pixels wide in it: on screen they come out 0.7 to 1.4 pixels, as dark as the live drawing.
 */
const TILE_PIXEL_FACTOR = Math.SQRT2;
/** Arrowheads shorter than this (device pixels) are left out of tiles: a software GPU still pays for them. */
const MIN_ARROW_PIXELS = 1.5;
/** Evicted textures kept for reuse, so a moving view does not allocate a texture per new tile. */
const SPARE_TEXTURES = 8;

interface CachedTile {
  id: TileId;
  texture: RenderTexture;
}

export interface TileFrame {
  /** Whether this frame is drawn from tiles (the live chunks stay hidden). */
  tiled: boolean;
  /** Whether stand-ins are still shown, so another frame should follow. */
  pending: boolean;
  /** Tiles rendered this frame (for the benchmark's debug output). */
  rendered?: number;
}

/** The part of a cached coarser tile's texture that stands in for a missing tile. */
interface StandIn {
  source: TextureSource;
  /** Texture coordinates (0 to 1) of the part. */
  uv: Rect;
  /** How many bands coarser the cached tile is. */
  bands: number;
}

export class TileCache {
  private readonly quads = new TileQuads();
  readonly container = this.quads.container;
  private readonly renderer: Renderer;
  private readonly chunks: ChunkMeshes;
  private readonly cache: LruCache<string, CachedTile>;
  private readonly spare: RenderTexture[] = [];
  private resolution = 1;
  private readonly transform = new Matrix();
  /** The scale of the last frame drawn from tiles: a new one means the zoom is changing. */
  private lastScale = 0;

  constructor(renderer: Renderer, chunks: ChunkMeshes, capacity = TILE_CACHE_CAPACITY) {
    this.renderer = renderer;
    this.chunks = chunks;
    this.cache = new LruCache(capacity, (tile) => this.recycle(tile.texture));
  }

  /** Places the tiles covering `view` at `scale`, rendering missing ones; hides them when zoomed in. */
  frame(view: Rect, scale: number): TileFrame {
    const band = bandOf(scale);
    if (band > MAX_TILE_BAND) {
      this.container.visible = false;
      this.quads.hideFrom(0);
      return { tiled: false, pending: false };
    }
    if (this.renderer.resolution !== this.resolution) {
      this.clear();
      this.resolution = this.renderer.resolution;
    }
    this.container.visible = true;
    // Tiles over empty parts of the world (round a fitted map) are neither rendered nor drawn: a
    // software GPU fills every pixel of a quad, empty or not.
    const covering = [...tilesCovering(view, band, this.resolution)]
      .filter((id) => this.chunks.anyIn(id.rect))
      .map((id) => {
        const tile = this.cache.get(id.key);
        return { id, tile, standIn: tile === undefined ? this.standIn(id) : undefined };
      });
    const missing = covering.filter(({ tile }) => tile === undefined);
    const zooming = scale !== this.lastScale;
    this.lastScale = scale;
    const renderNow = tilesToRender(
      missing.map(({ id, standIn }) => ({
        standInBands: standIn?.bands,
        cost: () => this.chunks.vertexCountIn(id.rect, TILE_PIXEL_FACTOR / bandScale(id.band)),
      })),
      TILE_VERTEX_BUDGET,
      zooming,
    );
    let pending = false;
    let used = 0;
    let rendered = 0;
    let nextMissing = 0;
    for (const entry of covering) {
      const { id, standIn } = entry;
      let { tile } = entry;
      if (tile === undefined && renderNow[nextMissing++]) {
        tile = this.render(id);
        rendered++;
      }
      if (tile !== undefined) this.quads.place(used++, tile.texture.source, WHOLE_TEXTURE, id.rect);
      else if (standIn !== undefined) {
        this.quads.place(used++, standIn.source, standIn.uv, id.rect);
        pending = true;
      }
    }
    this.quads.hideFrom(used);
    return { tiled: true, pending, rendered };
  }

  /** Whether no tile is cached (then changes need not be located). */
  get empty(): boolean {
    return this.cache.size === 0;
  }

  /** Forgets the tiles a change within `rect` (world units) shows in. */
  invalidate(rect: Rect): void {
    if (this.cache.size === 0) return;
    this.cache.deleteWhere((tile) => changeTouchesTile(rect, tile.id, this.resolution));
  }

  clear(): void {
    this.cache.clear();
  }

  destroy(): void {
    this.clear();
    this.quads.destroy();
    for (const texture of this.spare) texture.destroy(true);
  }

  /** Renders the chunks meeting the tile into a texture and caches it. */
  private render(id: TileId): CachedTile {
    const size = TILE_PIXELS / this.resolution;
    const texture =
      this.spare.pop() ?? RenderTexture.create({ width: size, height: size, resolution: this.resolution });
    const scale = bandScale(id.band);
    const arrowheads = ARROW_SIZE * scale * this.resolution >= MIN_ARROW_PIXELS;
    this.chunks.show([id.rect], TILE_PIXEL_FACTOR / scale, arrowheads);
    this.transform.set(scale, 0, 0, scale, -id.rect.minX * scale, -id.rect.minY * scale);
    this.renderer.render({
      container: this.chunks.container,
      target: texture,
      clear: true,
      clearColor: [0, 0, 0, 0],
      transform: this.transform,
    });
    const tile = { id, texture };
    this.cache.set(id.key, tile);
    return tile;
  }

  /** The part of a cached coarser tile that shows `id`, scaled up meanwhile. */
  private standIn(id: TileId): StandIn | undefined {
    for (let band = id.band - 1; band >= id.band - STAND_IN_BANDS; band--) {
      const parent = this.cache.get(parentTile(id, band, this.resolution).key);
      if (parent === undefined) continue;
      return { source: parent.texture.source, uv: partOf(id.rect, parent.id.rect), bands: id.band - band };
    }
    return undefined;
  }

  private recycle(texture: RenderTexture): void {
    if (this.spare.length < SPARE_TEXTURES) this.spare.push(texture);
    else {
      this.quads.release(texture.source);
      texture.destroy(true);
    }
  }
}
