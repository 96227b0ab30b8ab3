import { describe, expect, it } from 'vitest';
import { testNodeView } from '../scene/testViews';
import type { EdgeView, NodeView } from '../scene/views';
import { SceneIndex } from './sceneIndex';

const node = (id: string, x: number, y: number, selected = false): NodeView =>
  testNodeView(id, x, y, { fill: 0, selected });

const edge = (id: string, from: string, to: string, points: number[]): EdgeView => ({
  id,
  from,
  to,
  points,
  colour: 0,
  width: 2,
  dash: null,
  arrow: null,
  startArrow: null,
});

function setup() {
  const nodes = new Map<string, NodeView>();
  const edges = new Map<string, EdgeView>();
  const index = new SceneIndex(nodes, edges);
  const add = (n: NodeView) => {
    nodes.set(n.id, n);
    index.nodeSet(n);
  };
  const addEdge = (e: EdgeView) => {
    index.edgeSet(e, edges.get(e.id));
    edges.set(e.id, e);
  };
  return { nodes, edges, index, add, addEdge };
}

describe('scene index', () => {
  it('builds lazily and stays in sync with upserts and removals', () => {
    const { index, add, addEdge, nodes } = setup();
    add(node('a', 0, 0));
    add(node('b', 300, 0));
    addEdge(edge('ab', 'a', 'b', [100, 25, 300, 25]));
    expect(index.nodeAt(50, 25)).toBe('a');
    add(node('a', 1000, 1000));
    expect(index.nodeAt(50, 25)).toBeUndefined();
    expect(index.nodeAt(1050, 1025)).toBe('a');
    index.nodeRemoved('b');
    nodes.delete('b');
    expect(index.nodeAt(350, 25)).toBeUndefined();
    expect([...index.edgesOf('a')]).toEqual(['ab']);
  });

  it('hits connections near their path only', () => {
    const { index, add, addEdge } = setup();
    add(node('a', 0, 0));
    addEdge(edge('d', 'a', 'b', [200, 200, 400, 400]));
    expect(index.edgeAt(300, 302, 2)).toBe('d');
    expect(index.edgeAt(300, 330, 2)).toBeUndefined();
  });

  it("hits a connection's label box as the connection", () => {
    const { index, addEdge } = setup();
    const labelled = edge('l', 'a', 'b', [0, 0, 400, 0]);
    labelled.label = {
      text: 'True',
      fontSize: 16,
      textColour: 0,
      content: true,
      box: { x: 180, y: -14, width: 40, height: 28 },
      hitBox: { x: 110, y: -90, width: 180, height: 180 },
    };
    addEdge(labelled);
    expect(index.edgeAt(200, 80, 2)).toBe('l');
    expect(index.edgeAt(200, 95, 2)).toBeUndefined();
    expect(index.edgeAt(100, 80, 2)).toBeUndefined();
    expect(index.bounds()?.y).toBe(-90);
  });

  it('tracks selection, marquee contents, alignment candidates and bounds', () => {
    const { index, add } = setup();
    add(node('a', 0, 0, true));
    add(node('b', 300, 0));
    add(node('c', 0, 300, true));
    expect([...index.selectedIds()].sort()).toEqual(['a', 'c']);
    add(node('a', 0, 0, false));
    expect(index.isSelected('a')).toBe(false);
    expect(index.nodesInRect({ x: -1, y: -1, width: 402, height: 52 }).sort()).toEqual(['a', 'b']);
    expect(index.boxesNear({ x: 0, y: 0, width: 500, height: 100 }, new Set(['a']))).toEqual([
      { x: 300, y: 0, width: 100, height: 50 },
    ]);
    expect(index.bounds()).toEqual({ x: 0, y: 0, width: 400, height: 350 });
  });

  it('bounds a scene nobody has pointed at yet the same as the built trees do', () => {
    const { index, add, addEdge } = setup();
    add(node('a', 0, 0));
    add(node('b', 300, 0));
    addEdge(edge('ab', 'a', 'b', [100, 25, 300, -75, 500, 25]));
    const unbuilt = index.bounds();
    expect(unbuilt).toEqual({ x: 0, y: -75, width: 500, height: 125 });
    expect(index.nodeAt(50, 25)).toBe('a');
    expect(index.bounds()).toEqual(unbuilt);
    expect(setup().index.bounds()).toBeUndefined();
  });
});
