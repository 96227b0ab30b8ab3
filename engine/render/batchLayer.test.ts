// @vitest-environment happy-dom
// pixi.js reads the browser's navigator on import; nothing here renders.
import { describe, expect, it } from 'vitest';
import type { Rect } from './chunkGrid';
import { createArrowLayer, createBoxLayer, createLineLayer } from './layers';

const VIEW: Rect = { minX: 0, minY: 0, maxX: 1000, maxY: 500 };

describe('a batch layer shown for a view', () => {
  const indexCount = (layer: { mesh: { geometry: { indexCount: number } } }) =>
    layer.mesh.geometry.indexCount;

  it('draws only the records near the view, and all of them without one', () => {
    const layer = createBoxLayer();
    const write = (id: string, x: number) => {
      const at = layer.records.slot(id);
      layer.records.floats.set([x, 0, 100, 50], at);
    };
    write('near', 100);
    write('far', 50_000);
    write('edge', 1150);
    layer.show(true, 1, VIEW);
    expect(indexCount(layer)).toBe(2 * 6);
    expect(layer.mesh.visible).toBe(true);
    layer.show(true, 1);
    expect(indexCount(layer)).toBe(3 * 6);
    layer.destroy();
  });

  it('culls again after its records change, and hides when nothing is near', () => {
    const layer = createBoxLayer();
    const at = layer.records.slot('a');
    layer.records.floats.set([100, 0, 100, 50], at);
    layer.show(true, 1, VIEW);
    expect(indexCount(layer)).toBe(6);
    layer.records.floats.set([9000, 0, 100, 50], layer.records.slot('a'));
    layer.show(true, 1, VIEW);
    expect(indexCount(layer)).toBe(0);
    expect(layer.mesh.visible).toBe(false);
    layer.destroy();
  });

  it('knows where segments and arrowheads lie', () => {
    const lines = createLineLayer();
    lines.records.floats.set([-500, 100, -300, 100, 0, 3], lines.records.write('off', 1));
    lines.records.floats.set([-500, 100, 300, 100, 0, 3], lines.records.write('across', 1));
    lines.show(true, 1, VIEW);
    expect(indexCount(lines)).toBe(6);
    const arrows = createArrowLayer();
    arrows.records.floats.set([2000, 100, 1, 0, 0, 12], arrows.records.slot('off'));
    arrows.show(true, 1, VIEW);
    expect(indexCount(arrows)).toBe(0);
    lines.destroy();
    arrows.destroy();
  });
});
