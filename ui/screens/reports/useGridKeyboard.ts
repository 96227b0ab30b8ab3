import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  cellKey,
  type GridExtent,
  type GridPosition,
  nextGridPosition,
  readCellKey,
} from '../../../src/model/reports/gridNavigation';

/** Frames to wait for a cell scrolled to before giving up focusing it (the virtualiser draws it on one). */
const FOCUS_FRAMES = 10;

/** What a cell carries for the keyboard: its position, and whether it is the grid's tab stop. */
export interface CellProps {
  'data-cell': string;
  tabIndex: number;
}

export interface GridKeyboard {
  active: GridPosition;
  /** Whether the focus is in the grid. */
  focused: boolean;
  /** Props of a cell (or header) at a position: its key, and tab stop only for the active one. */
  cellProps: (row: number, col: number) => CellProps;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** Range extractors that keep the active body row (index row - 1) and column drawn while scrolled away. */
  rowRange: (range: Range) => number[];
  colRange: (range: Range) => number[];
}

/**
 * The keyboard of a virtualised report grid (WAI-ARIA grid pattern): one tab stop, the active cell, moved
 * with the keys of src/model/reports/gridNavigation.ts. The active cell stays drawn however far the grid
 * is scrolled, so Tab always finds it; a move scrolls the new cell into view and focuses it.
 * `scrollTo` brings a position into view (the virtualisers' scrollToIndex).
 */
export function useGridKeyboard(
  extent: GridExtent,
  scrollTo: (position: GridPosition) => void,
): GridKeyboard {
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const [focused, setFocused] = useState(false);
  const focusPending = useRef(false);
  const gridRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!focusPending.current) return;
    let frames = 0;
    let frame = requestAnimationFrame(function focusActive() {
      const cell = gridRef.current?.querySelector<HTMLElement>(
        `[data-cell="${cellKey(active.row, active.col)}"]`,
      );
      if (cell) {
        focusPending.current = false;
        cell.focus();
      } else if (++frames < FOCUS_FRAMES) frame = requestAnimationFrame(focusActive);
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = nextGridPosition(active, event.key, event.ctrlKey || event.metaKey, extent);
    if (!next) return;
    event.preventDefault();
    gridRef.current = event.currentTarget;
    focusPending.current = true;
    scrollTo(next);
    setActive(next);
  };
  // A click (or a screen reader) may focus any cell: it becomes the active one.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    gridRef.current = event.currentTarget;
    setFocused(true);
    const position = readCellKey(event.target.closest('[data-cell]')?.getAttribute('data-cell'));
    if (position && (position.row !== active.row || position.col !== active.col)) setActive(position);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      setFocused(false);
  };
  // Stable while the keyboard stays put, so memoised rows hold while the grid scrolls.
  const cellProps = useCallback(
    (row: number, col: number) => ({
      'data-cell': cellKey(row, col),
      tabIndex: row === active.row && col === active.col ? 0 : -1,
    }),
    [active],
  );
  const rowRange = useCallback(
    (range: Range) => withIndex(defaultRangeExtractor(range), active.row - 1),
    [active.row],
  );
  const colRange = useCallback(
    (range: Range) => withIndex(defaultRangeExtractor(range), active.col - 1),
    [active.col],
  );
  return { active, focused, cellProps, onKeyDown, onFocus, onBlur, rowRange, colRange };
}

/**
 * The cell props of one row: the keyboard's where it is on the row, else a plain position, so that a
 * memoised row the keyboard is not on need not redraw as it moves.
 */
export function rowCellProps(
  row: number,
  activeCol: number | null,
  cellProps: GridKeyboard['cellProps'],
): (col: number) => CellProps {
  return (col: number) =>
    activeCol === null ? { 'data-cell': cellKey(row, col), tabIndex: -1 } : cellProps(row, col);
}

/** The indexes with one more kept in (a negative index, the header row or column, adds none). */
function withIndex(indexes: number[], kept: number): number[] {
  if (kept < 0 || indexes.includes(kept)) return indexes;
  return [...indexes, kept].sort((a, b) => a - b);
}
