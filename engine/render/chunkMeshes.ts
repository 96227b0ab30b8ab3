/**
 * The pixi side of SceneChunks: three containers (all segments under all arrowheads under all boxes, so
 * chunk borders never change what covers what) holding each chunk's meshes, and per frame the choice of
 * which chunks to draw. A chunk off screen is hidden, and its vertices are not even rebuilt until it
 * comes into view.
 */
import { Container } from 'pixi.js';
import type { BatchLayer } from './batchLayer';
import { intersects, type Rect } from './chunkGrid';
import { createArrowLayer, createBoxLayer, createLineLayer } from './layers';
import { SceneChunks } from './sceneChunks';

export class ChunkMeshes {
  /** Its own render group, so the tile cache can render it into a texture on its own. */
  readonly container = new Container({ label: 'chunks', isRenderGroup: true });
  readonly scene: SceneChunks<BatchLayer>;
  private readonly lines = new Container({ label: 'lines' });
  private readonly arrows = new Container({ label: 'arrowheads' });
  private readonly boxes = new Container({ label: 'boxes' });

  constructor() {
    this.container.addChild(this.lines, this.arrows, this.boxes);
    this.scene = new SceneChunks((key) => {
      const layers = { boxes: createBoxLayer(), lines: createLineLayer(), arrows: createArrowLayer() };
      for (const layer of [layers.boxes, layers.lines, layers.arrows]) layer.mesh.label = `chunk ${key}`;
      this.lines.addChild(layers.lines.mesh);
      this.arrows.addChild(layers.arrows.mesh);
      this.boxes.addChild(layers.boxes.mesh);
      return layers;
    });
  }

  /**
   * Draws the chunks meeting any of `areas` (world rectangles) and hides the others; `arrowheads: false`
   * leaves out arrowheads, for zoom levels where they would be under a pixel.
   */
  show(areas: readonly Rect[], pixel: number, arrowheads = true): void {
    this.arrows.visible = arrowheads;
    for (const chunk of this.scene.chunks.values()) {
      const visible = areas.some((area) => intersects(chunk.bounds, area));
      chunk.lines.show(visible, pixel);
      chunk.arrows.show(visible && arrowheads, pixel);
      chunk.boxes.show(visible, pixel);
    }
  }

  /** Vertices the chunks meeting `area` would send to the GPU. */
  vertexCountIn(area: Rect): number {
    let count = 0;
    for (const chunk of this.scene.chunks.values())
      if (intersects(chunk.bounds, area))
        count += chunk.boxes.vertexCount + chunk.lines.vertexCount + chunk.arrows.vertexCount;
    return count;
  }

  destroy(): void {
    for (const chunk of this.scene.chunks.values()) {
      chunk.boxes.destroy();
      chunk.lines.destroy();
      chunk.arrows.destroy();
    }
    this.container.destroy({ children: true });
  }
}
