import { describe, expect, it } from 'vitest';
import { routedEdgeView } from '../scene/edgeView';
import { testNodeView } from '../scene/testViews';
import type { EdgeView, NodeView } from '../scene/views';
import { DragPreview } from './dragPreview';
import { SceneIndex } from './sceneIndex';

const node = (id: string, x: number, y: number): NodeView => testNodeView(id, x, y);

const style = { colour: 0, width: 3, dash: null, arrow: true, startArrow: false };
const edge = (id: string, from: NodeView, to: NodeView): EdgeView =>
  routedEdgeView(id, { from: from.id, to: to.id }, { from, to, lineType: 'straight' }, style);

function setup() {
  const nodes = new Map<string, NodeView>();
  const edges = new Map<string, EdgeView>();
  const index = new SceneIndex(nodes, edges);
  const a = node('a', 0, 0);
  const b = node('b', 300, 0);
  const c = node('c', 0, 300);
  for (const n of [a, b, c]) nodes.set(n.id, n);
  for (const e of [edge('ab', a, b), edge('bc', b, c)]) edges.set(e.id, e);
  const writes: string[] = [];
  const preview = new DragPreview({
    nodes,
    edges,
    edgesOf: (id) => index.edgesOf(id),
    writeNodes: (views) => {
      for (const v of views) {
        nodes.set(v.id, v);
        writes.push(v.id);
      }
    },
    writeEdges: (views) => {
      for (const v of views) {
        edges.set(v.id, v);
        writes.push(v.id);
      }
    },
  });
  return { nodes, edges, preview, writes };
}

describe('drag preview', () => {
  it('moves the dragged nodes and re-routes only their connections', () => {
    const { nodes, edges, preview, writes } = setup();
    preview.begin(['a']);
    preview.offset(0, 100);
    expect(writes).toEqual(['a', 'ab']);
    expect(nodes.get('a')).toMatchObject({ x: 0, y: 100 });
    // Straight from a's right side (100, 125) to b's left side (300, 25).
    expect(edges.get('ab')?.points).toEqual([100, 125, 300, 25]);
    expect(edges.get('ab')?.arrow).not.toBeNull();
  });

  it('restores the originals on cancel and keeps the moved views on drop', () => {
    const { nodes, edges, preview } = setup();
    const before = edges.get('ab');
    preview.begin(['a']);
    preview.offset(50, 0);
    preview.end(false);
    expect(nodes.get('a')).toMatchObject({ x: 0, y: 0 });
    expect(edges.get('ab')).toBe(before);
    preview.begin(['a']);
    preview.offset(50, 0);
    preview.end(true);
    expect(nodes.get('a')).toMatchObject({ x: 50, y: 0 });
    expect(preview.active).toBe(false);
  });

  it('shows views sent mid-drag at the dragged offset', () => {
    const { preview } = setup();
    preview.begin(['a']);
    preview.offset(10, 20);
    const [selected] = [...preview.adjustNodes([{ ...node('a', 0, 0), selected: true }, node('c', 5, 5)])];
    expect(selected).toMatchObject({ x: 10, y: 20, selected: true });
    const [, other] = [...preview.adjustNodes([node('a', 0, 0), node('c', 5, 5)])];
    expect(other).toMatchObject({ x: 5, y: 5 });
    preview.end(false);
    expect([...preview.adjustNodes([node('a', 0, 0)])][0]).toMatchObject({ x: 0, y: 0 });
  });
});
