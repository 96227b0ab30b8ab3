/**
 * Moving through a report grid from the keyboard (WAI-ARIA grid pattern): arrows one cell, Home and End
 * to the row's ends, with Ctrl to the grid's corners, Page Up and Page Down a screenful of rows. Row 0 is
 * the header row and column 0 the row headers; a move stops at the edges.
 */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridExtent {
  rows: number;
  cols: number;
  /** Rows a page key moves. */
  pageRows: number;
}

/** The position a key moves to, or null for a key that does not move (or moves nowhere new). */
export function nextGridPosition(
  at: GridPosition,
  key: string,
  toCorner: boolean,
  { rows, cols, pageRows }: GridExtent,
): GridPosition | null {
  const clamp = (row: number, col: number): GridPosition => ({
    row: Math.min(Math.max(row, 0), rows - 1),
    col: Math.min(Math.max(col, 0), cols - 1),
  });
  let next: GridPosition;
  switch (key) {
    case 'ArrowUp':
      next = clamp(at.row - 1, at.col);
      break;
    case 'ArrowDown':
      next = clamp(at.row + 1, at.col);
      break;
    case 'ArrowLeft':
      next = clamp(at.row, at.col - 1);
      break;
    case 'ArrowRight':
      next = clamp(at.row, at.col + 1);
      break;
    case 'Home':
      next = clamp(toCorner ? 0 : at.row, 0);
      break;
    case 'End':
      next = clamp(toCorner ? rows - 1 : at.row, cols - 1);
      break;
    case 'PageUp':
      next = clamp(at.row - pageRows, at.col);
      break;
    case 'PageDown':
      next = clamp(at.row + pageRows, at.col);
      break;
    default:
      return null;
  }
  return next.row === at.row && next.col === at.col ? null : next;
}

/** The attribute value that names a cell's position, and its reading. */
export const cellKey = (row: number, col: number): string => `${row}:${col}`;

export function readCellKey(value: string | null | undefined): GridPosition | null {
  const match = /^(\d+):(\d+)$/.exec(value ?? '');
  return match ? { row: Number(match[1]), col: Number(match[2]) } : null;
}
