import type { ReactNode } from 'react';
import type { ProgressUser } from '../../../src/model/progress/lessonProgress';
import { userName } from '../../../src/model/reports/answersTable';
import { GRID_SIZE, gridClass } from './gridStyles';
import type { CellProps } from './useGridKeyboard';

/** A body row of a report grid: positioned by its virtualiser, its cells after its header. */
export function GridRow({
  index,
  top,
  width,
  testId,
  children,
}: {
  /** The row's place among the body rows, from 0 (the header row is 1 in ARIA's count). */
  index: number;
  top: number;
  width: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      className={gridClass.row}
      role="row"
      aria-rowindex={index + 2}
      data-testid={testId}
      style={{ top, width, height: GRID_SIZE.rowHeight }}
    >
      {children}
    </div>
  );
}

/** A grid's header row, sticky at the top: the corner cell over the row headers, then its columns' headers. */
export function GridHeaderRow({
  width,
  height,
  label,
  corner,
  children,
}: {
  width: number;
  height: number;
  /** The corner cell's text (the row headers' column). */
  label: string;
  corner: CellProps;
  children: ReactNode;
}) {
  return (
    <div className={gridClass.header} role="row" aria-rowindex={1} style={{ width, height }}>
      <div
        className={gridClass.corner}
        role="columnheader"
        aria-colindex={1}
        style={{ width: GRID_SIZE.rowHeaderWidth }}
        {...corner}
      >
        {label}
      </div>
      {children}
    </div>
  );
}

/** A user's row header: their name, their username beneath. */
export function UserRowHeader({ user, cell }: { user: ProgressUser; cell: CellProps }) {
  return (
    <div
      className={gridClass.rowHeader}
      role="rowheader"
      aria-colindex={1}
      style={{ width: GRID_SIZE.rowHeaderWidth }}
      {...cell}
    >
      <span className={gridClass.name}>{userName(user)}</span>
      <span className={gridClass.detail}>{user.username}</span>
    </div>
  );
}
