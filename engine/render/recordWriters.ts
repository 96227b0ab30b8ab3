/**
 * Writing node and connection views into layer records: boxes, segments (dashes continued along the
 * path), arrowheads and the extra boxes of markers and labels. Pure (no pixi), so a chunk's bookkeeping is tested in Node.
 */
import type { ArrowView, EdgeView, NodeView } from '../scene/views';
import {
  ARROW_SIZE,
  HIGHLIGHT_COLOUR,
  NODE_CORNER_RADIUS,
  SELECTED_BORDER_WIDTH,
  SELECTION_COLOUR,
} from '../scene/views';
import { type InstanceBuffer, packColour } from './instanceBuffer';
import type { BoxShape } from './markerShapes';
import type { SegmentBuffer } from './segmentBuffer';

/** Anything holding records: a BatchLayer, or a bare buffer in tests. */
export interface RecordLayer {
  readonly records: InstanceBuffer;
}

/** Connection segments, one range per connection. */
export interface SegmentLayer {
  readonly records: SegmentBuffer;
}

export const BOX_STRIDE = 8;
export const SEGMENT_STRIDE = 9;
export const ARROW_STRIDE = 6;

export function writeBox(layer: RecordLayer, node: NodeView): void {
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

/**
 * Writes extra box records keyed `<key>#<n>` (a node's markers, a label's box), removing those it no
 * longer has; returns their count, which the caller keeps only when not zero.
 */
export function writeShapes(
  layer: RecordLayer,
  key: string,
  shapes: readonly BoxShape[],
  previousCount: number,
): number {
  const { records } = layer;
  shapes.forEach((shape, index) => {
    const at = records.slot(`${key}#${index}`);
    const { floats, words } = records;
    floats[at] = shape.x;
    floats[at + 1] = shape.y;
    floats[at + 2] = shape.width;
    floats[at + 3] = shape.height;
    words[at + 4] = packColour(shape.fill, shape.fillAlpha);
    words[at + 5] = packColour(shape.border);
    floats[at + 6] = shape.borderWidth;
    floats[at + 7] = shape.radius;
  });
  for (let index = shapes.length; index < previousCount; index++) records.remove(`${key}#${index}`);
  return shapes.length;
}

/**
 * Writes the edge's segments as its range of records (dashes continued along the path); returns their
 * count. `points` is the path drawn: the edge's own, or a simplified one (lineDetail.ts).
 */
export function writeSegments(
  layer: SegmentLayer,
  edge: EdgeView,
  points: readonly number[] = edge.points,
): number {
  const count = Math.max(0, points.length / 2 - 1);
  const colour = packColour(edge.colour);
  const [dash, gap] = edge.dash ?? [0, 0];
  const { records } = layer;
  let at = records.write(edge.id, count);
  const { floats, words, stride } = records;
  let along = 0;
  for (let index = 0; index < count; index++) {
    const x0 = points[index * 2] as number;
    const y0 = points[index * 2 + 1] as number;
    const x1 = points[index * 2 + 2] as number;
    const y1 = points[index * 2 + 3] as number;
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
    at += stride;
  }
  return count;
}

export function removeSegments(layer: SegmentLayer, edgeId: string): void {
  layer.records.remove(edgeId);
}

/**
 * The end arrowhead is keyed by the connection's id, the start one (bidirectional connections only) by
 * `<id><`; `hadStartArrow` says whether one was written before, so none is looked up by a built key.
 */
export function writeArrows(layer: RecordLayer, edge: EdgeView, hadStartArrow: boolean): void {
  writeArrow(layer, edge.id, edge.arrow, edge.colour);
  if (edge.startArrow !== null || hadStartArrow)
    writeArrow(layer, startArrowId(edge.id), edge.startArrow, edge.colour);
}

export function removeArrows(layer: RecordLayer, edgeId: string, hadStartArrow: boolean): void {
  layer.records.remove(edgeId);
  if (hadStartArrow) layer.records.remove(startArrowId(edgeId));
}

const startArrowId = (edgeId: string) => `${edgeId}<`;

function writeArrow(layer: RecordLayer, id: string, arrow: ArrowView | null, colour: number): void {
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
