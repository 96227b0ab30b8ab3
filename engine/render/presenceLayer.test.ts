// @vitest-environment happy-dom
// pixi.js reads the browser's navigator on import; the layer's Graphics and Texts are checked as built,
// with no renderer (the map page has no hook to drive the engine from a browser test).
import type { Text } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { testNodeView } from '../scene/testViews';
import type { NodeView } from '../scene/views';
import type { Rect } from './chunkGrid';
import { PresenceLayer } from './presenceLayer';
import { CHANGE_MARK_COLOUR, OUTLINE_WIDTH_PX, outlineOffset } from './presenceShapes';

const AT_ONE = { x: 0, y: 0, scale: 1 };
const VIEW: Rect = { minX: 0, minY: 0, maxX: 1000, maxY: 800 };
const ADA = { key: 'c1', colour: '#22543d', initials: 'AL' };
const BEN = { key: 'c2', colour: '#c53030', initials: 'BK' };

function layerOver(...views: NodeView[]) {
  const nodes = new Map(views.map((view) => [view.id, view]));
  const layer = new PresenceLayer(nodes);
  const [graphics, labels] = layer.container.children;
  if (!graphics || !labels) throw new Error('no graphics');
  const instructions = () =>
    (graphics as unknown as { context: { instructions: Instruction[] } }).context.instructions;
  const strokes = (colour: number) =>
    instructions().filter((one) => one.action === 'stroke' && one.data.style.color === colour);
  const fills = (colour: number) =>
    instructions().filter((one) => one.action === 'fill' && one.data.style.color === colour);
  const shownLabels = () =>
    (labels.children as Text[]).filter((text) => text.visible).map((text) => text.text);
  return { nodes, layer, instructions, strokes, fills, shownLabels };
}

interface Instruction {
  action: string;
  data: {
    style: { color: number; width?: number };
    path: { bounds: { x: number; y: number; width: number } };
  };
}

describe('the presence layer', () => {
  it('draws nothing and stays hidden until a member selects something', () => {
    const { layer, instructions } = layerOver(testNodeView('a', 100, 100));
    layer.frame(AT_ONE, VIEW);
    expect(layer.container.visible).toBe(false);
    expect(instructions()).toHaveLength(0);
  });

  it("outlines a member's selected node in their colour with their initials", () => {
    const { layer, strokes, fills, shownLabels } = layerOver(testNodeView('a', 100, 100));
    layer.setRemoteSelections([{ ...ADA, nodeIds: ['a'] }]);
    layer.frame(AT_ONE, VIEW);
    expect(layer.container.visible).toBe(true);
    const [outline] = strokes(0x22543d);
    expect(outline?.data.style.width).toBe(OUTLINE_WIDTH_PX);
    expect(outline?.data.path.bounds.x).toBeCloseTo(100 - outlineOffset(0, 1));
    // The badge: filled in the member's colour, labelled with the initials.
    expect(fills(0x22543d)).toHaveLength(1);
    expect(shownLabels()).toEqual(['AL']);
  });

  it('stacks the outlines of two members on one node, the second outside the first', () => {
    const { layer, strokes, shownLabels } = layerOver(testNodeView('a', 100, 100));
    layer.setRemoteSelections([
      { ...ADA, nodeIds: ['a'] },
      { ...BEN, nodeIds: ['a'] },
    ]);
    layer.frame(AT_ONE, VIEW);
    const inner = strokes(0x22543d)[0]?.data.path.bounds;
    const outer = strokes(0xc53030)[0]?.data.path.bounds;
    expect(outer?.x).toBeLessThan(inner?.x ?? -Infinity);
    expect(outer?.width).toBeGreaterThan(inner?.width ?? Infinity);
    expect(shownLabels()).toEqual(['AL', 'BK']);
  });

  it('follows a node that moves, without a new selection', () => {
    const { nodes, layer, strokes } = layerOver(testNodeView('a', 100, 100));
    layer.setRemoteSelections([{ ...ADA, nodeIds: ['a'] }]);
    layer.frame(AT_ONE, VIEW);
    const before = strokes(0x22543d)[0]?.data.path.bounds.x ?? 0;
    nodes.set('a', testNodeView('a', 300, 100));
    layer.nodesChanged();
    layer.frame(AT_ONE, VIEW);
    expect(strokes(0x22543d)[0]?.data.path.bounds.x).toBeCloseTo(before + 200);
  });

  it('keeps outlines two screen pixels wide as the camera zooms, and follows its position', () => {
    const { layer, strokes } = layerOver(testNodeView('a', 100, 100));
    layer.setRemoteSelections([{ ...ADA, nodeIds: ['a'] }]);
    layer.frame({ x: 40, y: 30, scale: 0.5 }, { minX: -80, minY: -60, maxX: 1920, maxY: 1540 });
    expect(strokes(0x22543d)[0]?.data.style.width).toBe(OUTLINE_WIDTH_PX * 2);
    expect(layer.container.position).toMatchObject({ x: 40, y: 30 });
    expect(layer.container.scale.x).toBe(0.5);
  });

  it('draws only nodes near the view, and the others once the view reaches them', () => {
    const { layer, strokes } = layerOver(testNodeView('near', 100, 100), testNodeView('far', 5000, 100));
    layer.setRemoteSelections([{ ...ADA, nodeIds: ['near', 'far'] }]);
    layer.frame(AT_ONE, VIEW);
    expect(strokes(0x22543d)).toHaveLength(1);
    layer.frame({ x: -4500, y: 0, scale: 1 }, { minX: 4500, minY: 0, maxX: 5500, maxY: 800 });
    expect(strokes(0x22543d)).toHaveLength(1);
    expect(strokes(0x22543d)[0]?.data.path.bounds.x).toBeGreaterThan(4900);
  });

  it('leaves out nodes it has no view of (another level, removed)', () => {
    const { layer, instructions } = layerOver(testNodeView('a', 100, 100));
    layer.setRemoteSelections([{ ...ADA, nodeIds: ['elsewhere'] }]);
    layer.frame(AT_ONE, VIEW);
    expect(instructions()).toHaveLength(0);
  });

  it('marks recently changed nodes with a dot, and clears marks and outlines when told', () => {
    const { layer, fills, instructions, shownLabels } = layerOver(testNodeView('a', 100, 100));
    layer.setChangeMarks(['a', 'a']);
    layer.frame(AT_ONE, VIEW);
    expect(fills(CHANGE_MARK_COLOUR)).toHaveLength(1);
    layer.setRemoteSelections([{ ...ADA, nodeIds: ['a'] }]);
    layer.frame(AT_ONE, VIEW);
    layer.setChangeMarks([]);
    layer.setRemoteSelections([]);
    layer.frame(AT_ONE, VIEW);
    expect(instructions()).toHaveLength(0);
    expect(shownLabels()).toEqual([]);
    expect(layer.container.visible).toBe(false);
  });

  it('does not redraw when nothing it shows has changed', () => {
    const { layer } = layerOver(testNodeView('a', 100, 100));
    const graphics = layer.container.children[0] as unknown as { clear: () => unknown };
    let draws = 0;
    const clear = graphics.clear.bind(graphics);
    graphics.clear = () => {
      draws++;
      return clear();
    };
    layer.setRemoteSelections([{ ...ADA, nodeIds: ['a'] }]);
    layer.frame(AT_ONE, VIEW);
    // A small pan within the culled rectangle moves the container only.
    layer.frame({ x: -10, y: 0, scale: 1 }, { minX: 10, minY: 0, maxX: 1010, maxY: 800 });
    expect(draws).toBe(1);
    expect(layer.container.position.x).toBe(-10);
    // A zoom redraws (line widths and badges keep their screen size).
    layer.frame({ x: 0, y: 0, scale: 2 }, { minX: 0, minY: 0, maxX: 500, maxY: 400 });
    expect(draws).toBe(2);
    layer.destroy();
  });
});
