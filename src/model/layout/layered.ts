/**
 * The automatic layout of a map or a selection: layered, as argument maps are read, each connection's
 * target (a claim) a layer above its sources (the reasons for it), by dagre's layered (Sugiyama) layout.
 * The laid-out nodes keep the top-left corner of the area they took before, so the map does not jump.
 */
import dagre from '@dagrejs/dagre';
import type { NodeBox, PlannedPosition } from './arrange';
import { LAYERED_LAYER_GAP, LAYERED_NODE_GAP } from './constants';

export interface LayoutEdge {
  from: string;
  to: string;
}

/** Where each box goes (only those that move); edges between boxes not given are left out. */
export function planLayeredLayout(
  boxes: readonly NodeBox[],
  edges: readonly LayoutEdge[],
): PlannedPosition[] {
  if (boxes.length < 2) return [];
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'BT', nodesep: LAYERED_NODE_GAP, ranksep: LAYERED_LAYER_GAP });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const box of boxes) graph.setNode(box.id, { width: box.width, height: box.height });
  edges.forEach((edge, index) => {
    if (edge.from !== edge.to && graph.hasNode(edge.from) && graph.hasNode(edge.to))
      graph.setEdge(edge.from, edge.to, {}, String(index));
  });
  dagre.layout(graph);

  // dagre gives centres; the area's top-left stays where it was.
  const laid = boxes.map((box) => {
    const { x, y } = graph.node(box.id);
    return { box, x: x - box.width / 2, y: y - box.height / 2 };
  });
  const shiftX = Math.min(...boxes.map((box) => box.x)) - Math.min(...laid.map((one) => one.x));
  const shiftY = Math.min(...boxes.map((box) => box.y)) - Math.min(...laid.map((one) => one.y));
  return laid.flatMap(({ box, x, y }) => {
    const position = { x: Math.round(x + shiftX), y: Math.round(y + shiftY) };
    return position.x === box.x && position.y === box.y ? [] : [{ id: box.id, position }];
  });
}
