/**
 * The world cut into square chunks: each chunk holds its own batches, so a frame draws (and an update
 * rewrites) only the chunks it touches. Pure geometry of rectangles and chunk keys, tested in Node.
 */
import { CONTENT_MARKER_SIZE } from '../scene/edgeLabel';
import { ARROW_SIZE, type EdgeLabelView, type EdgeView, type NodeView } from '../scene/views';
import { hasNodeMarkers, MARKER_OVERHANG } from './markerShapes';

/**
 * World units per chunk side: one to four chunks are on screen at scale 1 (1280 by 800). Smaller chunks
 * cull closer but multiply draw calls when zoomed out (2048 made the first tiles of 50k nodes 4x slower).
 */
export const CHUNK_SIZE = 4096;

/** An axis-aligned rectangle by its extremes (world units); empty while minX > maxX. */
export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const emptyRect = (): Rect => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });

export const isEmptyRect = (rect: Rect): boolean => rect.minX > rect.maxX || rect.minY > rect.maxY;

export function intersects(a: Rect, b: Rect): boolean {
  return a.maxX >= b.minX && a.minX <= b.maxX && a.maxY >= b.minY && a.minY <= b.maxY;
}

/** Whether `inner` lies inside `outer`. */
export function rectContains(outer: Rect, inner: Rect): boolean {
  return (
    outer.minX <= inner.minX &&
    outer.minY <= inner.minY &&
    outer.maxX >= inner.maxX &&
    outer.maxY >= inner.maxY
  );
}

/** Grows `into` to contain `rect`; true when it grew. */
export function growRect(into: Rect, rect: Rect): boolean {
  let grew = false;
  if (rect.minX < into.minX) {
    into.minX = rect.minX;
    grew = true;
  }
  if (rect.minY < into.minY) {
    into.minY = rect.minY;
    grew = true;
  }
  if (rect.maxX > into.maxX) {
    into.maxX = rect.maxX;
    grew = true;
  }
  if (rect.maxY > into.maxY) {
    into.maxY = rect.maxY;
    grew = true;
  }
  return grew;
}

export function expandRect(rect: Rect, margin: number): Rect {
  return {
    minX: rect.minX - margin,
    minY: rect.minY - margin,
    maxX: rect.maxX + margin,
    maxY: rect.maxY + margin,
  };
}

export function nodeRect(node: NodeView): Rect {
  return { minX: node.x, minY: node.y, maxX: node.x + node.width, maxY: node.y + node.height };
}

/** What a node draws: its box, and its markers (ring, tag dots) reaching outside it. */
export function nodeDrawnRect(node: NodeView): Rect {
  const rect = nodeRect(node);
  return hasNodeMarkers(node) ? expandRect(rect, MARKER_OVERHANG) : rect;
}

/** The path's extent, widened by half the line width and an arrowhead's length, and the label's box. */
export function edgeRect(edge: EdgeView): Rect {
  const rect = emptyRect();
  const { points } = edge;
  for (let index = 0; index + 1 < points.length; index += 2) {
    const x = points[index] as number;
    const y = points[index + 1] as number;
    if (x < rect.minX) rect.minX = x;
    if (x > rect.maxX) rect.maxX = x;
    if (y < rect.minY) rect.minY = y;
    if (y > rect.maxY) rect.maxY = y;
  }
  if (isEmptyRect(rect)) return rect;
  const drawn = expandRect(rect, edge.width / 2 + ARROW_SIZE);
  if (edge.label !== undefined) growRect(drawn, labelRect(edge.label));
  return drawn;
}

/** The label's drawn box with its content marker (which sits on the box's corner). */
function labelRect(label: EdgeLabelView): Rect {
  const { x, y, width, height } = label.box;
  const margin = label.content ? CONTENT_MARKER_SIZE / 2 : 0;
  return { minX: x, minY: y - margin, maxX: x + width + margin, maxY: y + height };
}

const KEY_OFFSET = 2 ** 15;

/** A number naming chunk (column, row), for columns and rows within ±32768. */
export function chunkKey(column: number, row: number): number {
  return (column + KEY_OFFSET) * 2 ** 16 + (row + KEY_OFFSET);
}

export function chunkColumnRow(key: number): [number, number] {
  return [Math.floor(key / 2 ** 16) - KEY_OFFSET, (key % 2 ** 16) - KEY_OFFSET];
}

/** The chunk holding a rectangle: the one under its centre. */
export function chunkOfRect(rect: Rect): number {
  const x = (rect.minX + rect.maxX) / 2;
  const y = (rect.minY + rect.maxY) / 2;
  return chunkKey(Math.floor(x / CHUNK_SIZE), Math.floor(y / CHUNK_SIZE));
}

/** A range of grid cells, inclusive. */
export interface CellRange {
  minColumn: number;
  minRow: number;
  maxColumn: number;
  maxRow: number;
}

/**
 * The cells of a grid of `size` whose squares, grown by `overhang` on every side, may meet `view`: a
 * cell more is taken on each side, so the caller's own test of the grown square decides at the edges.
 */
export function cellsNear(view: Rect, size: number, overhang: number): CellRange {
  return {
    minColumn: Math.floor((view.minX - overhang) / size) - 1,
    minRow: Math.floor((view.minY - overhang) / size) - 1,
    maxColumn: Math.floor((view.maxX + overhang) / size) + 1,
    maxRow: Math.floor((view.maxY + overhang) / size) + 1,
  };
}
