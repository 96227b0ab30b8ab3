/** Grid placement for bulk add and pasted text (spec 2 section 5). */
import type { Position } from '../map/bounds';
import { BULK_ADD_MIN_ROWS, CHILD_GAP, GRID_SPACING } from './constants';

/** Rows per column for `count` nodes: about the square root of the count, and never fewer than 5. */
export function bulkAddRows(count: number): number {
  return Math.max(BULK_ADD_MIN_ROWS, Math.ceil(Math.sqrt(count)));
}

/** The cell at `column`, `row` of a grid starting at `origin`, 200 apart across and 100 down. */
export function gridCell(origin: Position, column: number, row: number): Position {
  return { x: origin.x + column * GRID_SPACING.x, y: origin.y + row * GRID_SPACING.y };
}

/** Positions of `count` nodes filling columns top to bottom, then left to right. */
export function bulkAddPositions(count: number, origin: Position): Position[] {
  const rows = bulkAddRows(count);
  return Array.from({ length: count }, (_, index) =>
    gridCell(origin, Math.floor(index / rows), index % rows),
  );
}

/**
 * Positions of `count` children in a row centred under a parent at `parent`, one row below it: a grid
 * step apart, or further where a child is wider (`widths`, as drawn), so that none covers the next.
 */
export function childPositions(count: number, parent: Position, widths: readonly number[] = []): Position[] {
  const lefts: number[] = [];
  for (let index = 0; index < count; index++) {
    const previous = lefts[index - 1];
    const step = Math.max(GRID_SPACING.x, (widths[index - 1] ?? 0) + CHILD_GAP);
    lefts.push(previous === undefined ? 0 : previous + step);
  }
  const first = parent.x - (lefts.at(-1) ?? 0) / 2;
  return lefts.map((left) => ({ x: first + left, y: parent.y + GRID_SPACING.y }));
}
