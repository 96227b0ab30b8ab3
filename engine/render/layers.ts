/** The instanced layers: node boxes, connection segments and arrowheads, one draw call each. */
import { GlProgram } from 'pixi.js';
import type { ArrowView, EdgeView, NodeView } from '../scene/views';
import {
  ARROW_SIZE,
  HIGHLIGHT_COLOUR,
  NODE_CORNER_RADIUS,
  SELECTED_BORDER_WIDTH,
  SELECTION_COLOUR,
} from '../scene/views';
import { BatchLayer, UNIT_QUAD } from './batchLayer';
import { packColour } from './instanceBuffer';
import { arrowFragment, arrowVertex, boxFragment, boxVertex, lineFragment, lineVertex } from './shaders';

export function createBoxLayer(): BatchLayer {
  return new BatchLayer({
    program: GlProgram.from({ vertex: boxVertex, fragment: boxFragment, name: 'node-boxes' }),
    shape: UNIT_QUAD,
    strideWords: 8,
    attributes: [
      { name: 'aRect', format: 'float32x4', offsetWords: 0 },
      { name: 'aFill', format: 'unorm8x4', offsetWords: 4 },
      { name: 'aBorder', format: 'unorm8x4', offsetWords: 5 },
      { name: 'aStyle', format: 'float32x2', offsetWords: 6 },
    ],
  });
}

export function writeBox(layer: BatchLayer, node: NodeView): void {
  const { records } = layer;
  const at = records.slot(node.id);
  const { floats, words } = records;
  floats[at] = node.x;
  floats[at + 1] = node.y;
  floats[at + 2] = node.width;
  floats[at + 3] = node.height;
  words[at + 4] = packColour(node.fill);
  const marked = node.selected || node.highlight;
  words[at + 5] = packColour(
    node.selected ? SELECTION_COLOUR : node.highlight ? HIGHLIGHT_COLOUR : node.border,
  );
  floats[at + 6] = marked ? SELECTED_BORDER_WIDTH : node.borderWidth;
  floats[at + 7] = NODE_CORNER_RADIUS;
}

/** A quad along x from 0 to 1 and across y from -0.5 to 0.5. */
const SEGMENT = { vertices: [0, -0.5, 1, -0.5, 1, 0.5, 0, 0.5], indices: [0, 1, 2, 0, 2, 3] };

export function createLineLayer(): BatchLayer {
  return new BatchLayer({
    program: GlProgram.from({ vertex: lineVertex, fragment: lineFragment, name: 'connection-lines' }),
    shape: SEGMENT,
    strideWords: 9,
    attributes: [
      { name: 'aEnds', format: 'float32x4', offsetWords: 0 },
      { name: 'aColour', format: 'unorm8x4', offsetWords: 4 },
      { name: 'aWidth', format: 'float32', offsetWords: 5 },
      { name: 'aDash', format: 'float32x3', offsetWords: 6 },
    ],
  });
}

/** Writes the edge's segments as `<id>#<n>`, removing segments it no longer has; returns their count. */
export function writeSegments(layer: BatchLayer, edge: EdgeView, previousCount: number): number {
  const { points } = edge;
  const count = Math.max(0, points.length / 2 - 1);
  const colour = packColour(edge.colour);
  const [dash, gap] = edge.dash ?? [0, 0];
  let along = 0;
  for (let index = 0; index < count; index++) {
    const { records } = layer;
    const at = records.slot(segmentId(edge.id, index));
    const x0 = points[index * 2] as number;
    const y0 = points[index * 2 + 1] as number;
    const x1 = points[index * 2 + 2] as number;
    const y1 = points[index * 2 + 3] as number;
    const { floats, words } = records;
    floats[at] = x0;
    floats[at + 1] = y0;
    floats[at + 2] = x1;
    floats[at + 3] = y1;
    words[at + 4] = colour;
    floats[at + 5] = edge.width;
    floats[at + 6] = dash;
    floats[at + 7] = gap;
    floats[at + 8] = along;
    along += Math.hypot(x1 - x0, y1 - y0);
  }
  for (let index = count; index < previousCount; index++) layer.records.remove(segmentId(edge.id, index));
  return count;
}

export function removeSegments(layer: BatchLayer, edgeId: string, count: number): void {
  for (let index = 0; index < count; index++) layer.records.remove(segmentId(edgeId, index));
}

const segmentId = (edgeId: string, index: number) => `${edgeId}#${index}`;

/** The tip at (0, 0); the back corners one size behind it. */
const TRIANGLE = { vertices: [0, 0, 1, -0.5, 1, 0.5], indices: [0, 1, 2] };

export function createArrowLayer(): BatchLayer {
  return new BatchLayer({
    program: GlProgram.from({ vertex: arrowVertex, fragment: arrowFragment, name: 'arrowheads' }),
    shape: TRIANGLE,
    strideWords: 6,
    attributes: [
      { name: 'aTip', format: 'float32x4', offsetWords: 0 },
      { name: 'aColour', format: 'unorm8x4', offsetWords: 4 },
      { name: 'aSize', format: 'float32', offsetWords: 5 },
    ],
  });
}

export function writeArrows(layer: BatchLayer, edge: EdgeView): void {
  writeArrow(layer, `${edge.id}>`, edge.arrow, edge.colour);
  writeArrow(layer, `${edge.id}<`, edge.startArrow, edge.colour);
}

export function removeArrows(layer: BatchLayer, edgeId: string): void {
  layer.records.remove(`${edgeId}>`);
  layer.records.remove(`${edgeId}<`);
}

function writeArrow(layer: BatchLayer, id: string, arrow: ArrowView | null, colour: number): void {
  if (arrow === null) {
    layer.records.remove(id);
    return;
  }
  const at = layer.records.slot(id);
  const { floats, words } = layer.records;
  floats[at] = arrow.x;
  floats[at + 1] = arrow.y;
  floats[at + 2] = arrow.dx;
  floats[at + 3] = arrow.dy;
  words[at + 4] = packColour(colour);
  floats[at + 5] = ARROW_SIZE;
}
