/**
 * The pixi side of SceneChunks: four containers (all segments under all arrowheads under all boxes under
 * all markers, so chunk borders never change what covers what) holding each chunk's meshes, and per frame
 * the choice of which chunks to draw. Markers (rings, tag dots, content markers) are left out where they
 * would be a few pixels or less, like titles. A chunk off screen is hidden, and its vertices are not even rebuilt until it
 * comes into view.
 */
import { Container } from 'pixi.js';
import type { BatchLayer } from './batchLayer';
import { type Rect, rectContains } from './chunkGrid';
import { createArrowLayer, createBoxLayer, createLineLayer } from './layers';
import { COARSE_LINE_LEVELS, coarseLevelAt } from './lineDetail';
import { TAG_DOT_SIZE } from './markerShapes';
import { type Chunk, SceneChunks } from './sceneChunks';
import type { SegmentBuffer } from './segmentBuffer';

type MeshChunk = Chunk<BatchLayer, BatchLayer<SegmentBuffer>>;

/** Markers (a tag dot's size) smaller than this on screen (px) are not drawn. */
export const MIN_MARKER_PX = 3;

export class ChunkMeshes {
  /** Its own render group, so the tile cache can render it into a texture on its own. */
  readonly container = new Container({ label: 'chunks', isRenderGroup: true });
  readonly scene: SceneChunks<BatchLayer, BatchLayer<SegmentBuffer>>;
  private readonly lines = new Container({ label: 'lines' });
  private readonly arrows = new Container({ label: 'arrowheads' });
  private readonly boxes = new Container({ label: 'boxes' });
  private readonly markers = new Container({ label: 'markers' });
  /** The chunks drawn by this call of `show` and by the last one (two sets, swapped, reused). */
  private drawn = new Set<MeshChunk>();
  private previous = new Set<MeshChunk>();
  private readonly addDrawn = (chunk: MeshChunk) => this.drawn.add(chunk);
  private found = false;
  private readonly markFound = () => {
    this.found = true;
  };
  private countLevel = -1;
  private count = 0;
  private readonly addCount = (chunk: MeshChunk) => {
    const lines = this.scene.linesAt(chunk, this.countLevel);
    this.count += chunk.boxes.vertexCount + lines.vertexCount + chunk.arrows.vertexCount;
  };

  constructor() {
    this.container.addChild(this.lines, this.arrows, this.boxes, this.markers);
    this.scene = new SceneChunks((key) => {
      const layers = {
        boxes: createBoxLayer(),
        lines: createLineLayer(),
        coarseLines: COARSE_LINE_LEVELS.map(() => createLineLayer()),
        arrows: createArrowLayer(),
        markers: createBoxLayer(),
      };
      for (const layer of [layers.boxes, layers.lines, ...layers.coarseLines, layers.arrows, layers.markers])
        layer.mesh.label = `chunk ${key}`;
      this.lines.addChild(layers.lines.mesh, ...layers.coarseLines.map((layer) => layer.mesh));
      this.arrows.addChild(layers.arrows.mesh);
      this.boxes.addChild(layers.boxes.mesh);
      this.markers.addChild(layers.markers.mesh);
      return layers;
    });
  }

  /**
   * Draws the chunks meeting any of `areas` (world rectangles) and hides the others; `arrowheads: false`
   * leaves out arrowheads, for zoom levels where they would be under a pixel. Connections are drawn at
   * the level of detail of `pixel` (world units per device pixel). Only the chunks drawn now or by the
   * last call are touched, and each layer's visibility is set once: a change of visibility makes pixi
   * rebuild the render group's instructions, walking every chunk's meshes.
   */
  show(areas: readonly Rect[], pixel: number, arrowheads = true): void {
    const markers = TAG_DOT_SIZE / pixel >= MIN_MARKER_PX;
    const level = coarseLevelAt(pixel);
    this.arrows.visible = arrowheads;
    this.markers.visible = markers;
    const { drawn, previous } = this;
    drawn.clear();
    for (const area of areas) this.scene.forEachChunkIn(area, this.addDrawn);
    for (const chunk of previous) if (!drawn.has(chunk)) hideChunk(chunk, pixel);
    // A chunk across the edge of the one area draws only its records near the area.
    const area = areas.length === 1 ? areas[0] : undefined;
    for (const chunk of drawn) {
      const view = area !== undefined && !rectContains(area, chunk.bounds) ? area : undefined;
      const lines = this.scene.linesAt(chunk, level);
      chunk.lines.show(chunk.lines === lines, pixel, view);
      for (const layer of chunk.coarseLines) layer.show(layer === lines, pixel, view);
      chunk.arrows.show(arrowheads, pixel, view);
      chunk.boxes.show(true, pixel, view);
      chunk.markers.show(markers, pixel, view);
    }
    this.drawn = previous;
    this.previous = drawn;
  }

  /** Whether anything is drawn within `area` (world units): a chunk holding something meets it. */
  anyIn(area: Rect): boolean {
    this.found = false;
    this.scene.forEachChunkIn(area, this.markFound);
    return this.found;
  }

  /** Vertices the chunks meeting `area` would send to the GPU, drawn at `pixel` world units per pixel. */
  vertexCountIn(area: Rect, pixel: number): number {
    this.countLevel = coarseLevelAt(pixel);
    this.count = 0;
    this.scene.forEachChunkIn(area, this.addCount);
    // Markers are never drawn in tiles: zoomed out that far they are under MIN_MARKER_PX.
    return this.count;
  }

  destroy(): void {
    for (const chunk of this.scene.chunks.values()) {
      chunk.boxes.destroy();
      chunk.lines.destroy();
      for (const layer of chunk.coarseLines) layer.destroy();
      chunk.arrows.destroy();
      chunk.markers.destroy();
    }
    this.container.destroy({ children: true });
  }
}

function hideChunk(chunk: MeshChunk, pixel: number): void {
  chunk.lines.show(false, pixel);
  for (const layer of chunk.coarseLines) layer.show(false, pixel);
  chunk.arrows.show(false, pixel);
  chunk.boxes.show(false, pixel);
  chunk.markers.show(false, pixel);
}
