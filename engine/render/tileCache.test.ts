// @vitest-environment happy-dom
// pixi.js reads the browser's navigator on import; the renderer here is a stand-in that counts renders.
import type { Renderer } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { testNodeView } from '../scene/testViews';
import { ChunkMeshes } from './chunkMeshes';
import { TileCache } from './tileCache';
import { tileWorldSize } from './tileGrid';

/** A tile cache over one node, with a renderer that counts the renders asked of it. */
function cacheOverOneNode() {
  const chunks = new ChunkMeshes();
  chunks.scene.setNode(testNodeView('alone', 100, 100));
  const renders: unknown[] = [];
  const renderer = {
    resolution: 1,
    render: (options: unknown) => renders.push(options),
  } as unknown as Renderer;
  const tiles = new TileCache(renderer, chunks);
  const destroy = () => {
    tiles.destroy();
    chunks.destroy();
  };
  return { tiles, renders, destroy };
}

describe('the tile cache', () => {
  it('renders and draws only the tiles with something in them', () => {
    const { tiles, renders, destroy } = cacheOverOneNode();
    const scale = 1 / 32;
    const size = tileWorldSize(-5, 1);
    // Nine tiles round the node's: only its own holds anything.
    const frame = tiles.frame({ minX: -size, minY: -size, maxX: 2 * size - 1, maxY: 2 * size - 1 }, scale);
    expect(frame).toMatchObject({ tiled: true, rendered: 1, pending: false });
    expect(renders).toHaveLength(1);
    expect(tiles.container.children.filter((quad) => quad.visible)).toHaveLength(1);
    destroy();
  });

  it('while zooming in by a band shows the coarser tile, and renders the new band once the zoom stops', () => {
    const { tiles, renders, destroy } = cacheOverOneNode();
    const view = { minX: 0, minY: 0, maxX: 400, maxY: 400 };
    expect(tiles.frame(view, 1 / 32)).toMatchObject({ rendered: 1, pending: false });
    // Band -4 now: its tile is left for later while the scale moves.
    expect(tiles.frame(view, 1 / 20)).toMatchObject({ rendered: 0, pending: true });
    expect(tiles.frame(view, 1 / 18)).toMatchObject({ rendered: 0, pending: true });
    // The same scale as the last frame: the zoom has stopped.
    expect(tiles.frame(view, 1 / 18)).toMatchObject({ rendered: 1, pending: false });
    expect(renders).toHaveLength(2);
    destroy();
  });

  it('does not look for chunks in empty space', () => {
    const chunks = new ChunkMeshes();
    expect(chunks.anyIn({ minX: 0, minY: 0, maxX: 10, maxY: 10 })).toBe(false);
    chunks.scene.setNode(testNodeView('a', 0, 0));
    expect(chunks.anyIn({ minX: 50, minY: 20, maxX: 60, maxY: 30 })).toBe(true);
    expect(chunks.anyIn({ minX: 5000, minY: 5000, maxX: 6000, maxY: 6000 })).toBe(false);
    chunks.destroy();
  });
});
