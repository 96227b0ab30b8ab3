/**
 * Alignment and distribution (spec 2 sections 3 and 5): where each node goes. Positions are node
 * top-left corners in world units; boxes come from the engine, which knows each node's drawn size.
 *
 * - horizontal / vertical: nodes whose centres spread less than 50 across the line align on their mean
 *   centre and keep their place along it; nodes spread wider are laid into a row (column) in their order,
 *   20 apart, from the first one.
 * - left-right / top-bottom: the outermost nodes stay, the others are spaced evenly between them, with
 *   never less than 10 between neighbours (the line then grows from the first node).
 */
import type { Position } from '../map/bounds';
import type { AlignmentOption } from '../map/constants';
import { ALIGNMENT_CROSS_GAP, ALIGNMENT_GROUP_SPREAD, DISTRIBUTION_MIN_GAP } from './constants';

export interface NodeBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlannedPosition {
  id: string;
  position: Position;
}

/** One axis of a box: `start` along the axis, `size` along it. */
interface Axis {
  start: 'x' | 'y';
  size: 'width' | 'height';
}
const X: Axis = { start: 'x', size: 'width' };
const Y: Axis = { start: 'y', size: 'height' };

const centre = (box: NodeBox, axis: Axis): number => box[axis.start] + box[axis.size] / 2;

/** The positions that change; fewer than two boxes, or 'none', changes nothing. */
export function planArrangement(boxes: readonly NodeBox[], arrangement: AlignmentOption): PlannedPosition[] {
  if (boxes.length < 2) return [];
  switch (arrangement) {
    case 'horizontal':
      return changed(boxes, align(boxes, X, Y));
    case 'vertical':
      return changed(boxes, align(boxes, Y, X));
    case 'left-right':
      return changed(boxes, distribute(boxes, X));
    case 'top-bottom':
      return changed(boxes, distribute(boxes, Y));
    default:
      return [];
  }
}

/** A line along `along`: boxes share a centre on `across`. */
function align(boxes: readonly NodeBox[], along: Axis, across: Axis): NodeBox[] {
  const centres = boxes.map((box) => centre(box, across));
  const spread = Math.max(...centres) - Math.min(...centres);
  if (spread < ALIGNMENT_GROUP_SPREAD) {
    const mean = centres.reduce((sum, value) => sum + value, 0) / centres.length;
    return boxes.map((box) => ({ ...box, [across.start]: mean - box[across.size] / 2 }));
  }
  // Another orientation: keep the order the nodes had along their own longer extent.
  const order = extent(boxes, along) >= extent(boxes, across) ? along : across;
  const sorted = sortBy(boxes, order);
  const first = sorted[0] as NodeBox;
  const line = centre(first, across);
  let next = first[along.start];
  return sorted.map((box) => {
    const placed = { ...box, [along.start]: next, [across.start]: line - box[across.size] / 2 };
    next += box[along.size] + ALIGNMENT_CROSS_GAP;
    return placed;
  });
}

function distribute(boxes: readonly NodeBox[], axis: Axis): NodeBox[] {
  const sorted = sortBy(boxes, axis);
  const first = sorted[0] as NodeBox;
  const last = sorted[sorted.length - 1] as NodeBox;
  const span = last[axis.start] + last[axis.size] - first[axis.start];
  const occupied = sorted.reduce((sum, box) => sum + box[axis.size], 0);
  const gap = Math.max((span - occupied) / (sorted.length - 1), DISTRIBUTION_MIN_GAP);
  let next = first[axis.start];
  return sorted.map((box) => {
    const placed = { ...box, [axis.start]: next };
    next += box[axis.size] + gap;
    return placed;
  });
}

function extent(boxes: readonly NodeBox[], axis: Axis): number {
  const starts = boxes.map((box) => box[axis.start]);
  const ends = boxes.map((box) => box[axis.start] + box[axis.size]);
  return Math.max(...ends) - Math.min(...starts);
}

/**
 * By centre along the axis, then across it (nodes side by side keep their reading order), then by id,
 * so the plan never depends on the order boxes arrive in.
 */
function sortBy(boxes: readonly NodeBox[], axis: Axis): NodeBox[] {
  const other = axis === X ? Y : X;
  return [...boxes].sort(
    (a, b) =>
      centre(a, axis) - centre(b, axis) ||
      centre(a, other) - centre(b, other) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

function changed(before: readonly NodeBox[], after: readonly NodeBox[]): PlannedPosition[] {
  const original = new Map(before.map((box) => [box.id, box]));
  return after
    .filter((box) => {
      const was = original.get(box.id);
      return was !== undefined && (was.x !== box.x || was.y !== box.y);
    })
    .map((box) => ({ id: box.id, position: { x: box.x, y: box.y } }));
}
