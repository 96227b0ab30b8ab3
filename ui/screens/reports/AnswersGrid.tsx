import { Box } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  type AnswersRow,
  type AnswersTable,
  facilityText,
  scoreText,
} from '../../../src/model/reports/answersTable';
import { cellKey, type GridPosition, readCellKey } from '../../../src/model/reports/gridNavigation';
import { GridHeaderRow, GridRow, UserRowHeader } from './GridRow';
import { GRID_SIZE, gridBox, gridClass, gridSheet } from './gridStyles';
import { reportStrings } from './strings';
import { type GridKeyboard, rowCellProps, useGridKeyboard } from './useGridKeyboard';

const strings = reportStrings.answers;
const OVERSCAN = 8;
/** The totals and the facility follow the users' rows. */
const FOOTER_ROWS = 2;
const { rowHeight, answersCellWidth, rowHeaderWidth, answersHeaderHeight } = GRID_SIZE;
const PREVIEW_ID = 'answer-preview';

export interface AnswersGridProps {
  table: AnswersTable;
  /** Each question's column label (Q1, Q2, ...) and its name, which the header's label reads. */
  questionLabels: readonly string[];
  questionNames: readonly string[];
  label: string;
  maxHeight?: number;
}

/**
 * Users against a quiz's questions (spec 3 section 2.2): a score cell reads 1 for Correct, 0 for Wrong or
 * 'Unmarked'; the answer itself shows beside the cell the keyboard is on or the pointer is over. Totals per
 * user in the last column, per question and each question's facility in the last rows. Rows are
 * virtualised; the keyboard moves as in any grid.
 */
export function AnswersGrid({
  table,
  questionLabels,
  questionNames,
  label,
  maxHeight = 560,
}: AnswersGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = table.rows.length + FOOTER_ROWS;
  const columns = table.questionIds.length;
  const keyboard = useGridKeyboard(
    { rows: count + 1, cols: columns + 2, pageRows: Math.floor(maxHeight / rowHeight) - 1 },
    ({ row }) => {
      if (row > 0) virtualizer.scrollToIndex(row - 1);
    },
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: { width: 1000, height: maxHeight },
    // Both virtualisers hear one scroll: batched, they draw it in one render, not one each.
    useFlushSync: false,
    scrollPaddingStart: answersHeaderHeight,
    rangeExtractor: keyboard.rowRange,
  });
  const width = rowHeaderWidth + (columns + 1) * answersCellWidth;
  const { active } = keyboard;
  // The answer shown: the keyboard's cell while it is in the grid, else the one under the pointer.
  const hovered = useHoveredCell();
  const shown = hovered.cell ?? (keyboard.focused ? active : null);
  const shownCell = shown ? table.rows[shown.row - 1]?.cells[shown.col - 1] : undefined;

  // The preview sits beside the grid, not in it (a grid holds rows only), under its cell.
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [anchor, setAnchor] = useState<{ top: number; left: number } | null>(null);
  const placePreview = useCallback(() => {
    const cell = shown && scrollRef.current?.querySelector(`[data-cell="${cellKey(shown.row, shown.col)}"]`);
    const wrapper = wrapperRef.current;
    if (!cell || !wrapper) return setAnchor(null);
    const at = cell.getBoundingClientRect();
    const origin = wrapper.getBoundingClientRect();
    setAnchor({ top: at.bottom - origin.top, left: at.left - origin.left });
  }, [shown]);
  useLayoutEffect(placePreview, [placePreview]);

  return (
    <Box ref={wrapperRef} position="relative">
      <Box
        ref={scrollRef}
        onScroll={placePreview}
        role="grid"
        aria-label={label}
        aria-rowcount={count + 1}
        aria-colcount={columns + 2}
        data-testid="answers-grid"
        data-rows={table.rows.length}
        css={gridSheet}
        style={gridBox(answersHeaderHeight + count * rowHeight, maxHeight, width)}
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
        onBlur={keyboard.onBlur}
        onMouseOver={hovered.onMouseOver}
        onMouseLeave={hovered.onMouseLeave}
      >
        <div
          style={{ width, height: answersHeaderHeight + virtualizer.getTotalSize(), position: 'relative' }}
        >
          <GridHeaderRow
            width={width}
            height={answersHeaderHeight}
            label={strings.columns.user}
            corner={keyboard.cellProps(0, 0)}
          >
            {[...questionLabels, strings.columns.total].map((columnLabel, index) => (
              <div
                key={table.questionIds[index] ?? 'total'}
                className={gridClass.columnHeader}
                role="columnheader"
                aria-colindex={index + 2}
                aria-label={questionNames[index] ? `${columnLabel}: ${questionNames[index]}` : columnLabel}
                style={{
                  left: rowHeaderWidth + index * answersCellWidth,
                  width: answersCellWidth,
                  height: answersHeaderHeight,
                }}
                {...keyboard.cellProps(0, index + 1)}
              >
                {columnLabel}
              </div>
            ))}
          </GridHeaderRow>
          {virtualizer.getVirtualItems().map((virtualRow) => {
            const top = answersHeaderHeight + virtualRow.start;
            const row = table.rows[virtualRow.index];
            const activeCol = active.row === virtualRow.index + 1 ? active.col : null;
            const describedCol = shown && shown.row === virtualRow.index + 1 ? shown.col : null;
            if (row)
              return (
                <UserAnswersRow
                  key={row.user.id}
                  row={row}
                  index={virtualRow.index}
                  top={top}
                  width={width}
                  questionLabels={questionLabels}
                  activeCol={activeCol}
                  describedCol={describedCol}
                  cellProps={keyboard.cellProps}
                />
              );
            const footer = virtualRow.index - table.rows.length;
            return (
              <FooterRow
                key={`footer-${footer}`}
                table={table}
                kind={footer === 0 ? 'totals' : 'facility'}
                index={virtualRow.index}
                top={top}
                width={width}
                activeCol={activeCol}
                cellProps={keyboard.cellProps}
              />
            );
          })}
        </div>
      </Box>
      {shown && shownCell && anchor && (
        <Box
          id={PREVIEW_ID}
          role="tooltip"
          data-testid="answer-preview"
          position="absolute"
          zIndex="4"
          maxW="sm"
          px="3"
          py="2"
          borderRadius="md"
          bg="fg"
          color="bg"
          fontSize="sm"
          boxShadow="md"
          pointerEvents="none"
          style={anchor}
        >
          {strings.answerOf(questionLabels[shown.col - 1] ?? '', shownCell.text || strings.noAnswer)}
        </Box>
      )}
    </Box>
  );
}

/** The score cell under the pointer, read from the cells' position keys (one listener for the grid). */
function useHoveredCell() {
  const [cell, setCell] = useState<GridPosition | null>(null);
  return {
    cell,
    onMouseOver: (event: MouseEvent<HTMLElement>) => {
      const target = event.target instanceof Element ? event.target.closest('[data-answer]') : null;
      const position = readCellKey(target?.getAttribute('data-cell'));
      setCell((current) => (sameCell(current, position) ? current : position));
    },
    onMouseLeave: () => setCell(null),
  };
}

const sameCell = (a: GridPosition | null, b: GridPosition | null) => a?.row === b?.row && a?.col === b?.col;

const UserAnswersRow = memo(function UserAnswersRow({
  row,
  index,
  top,
  width,
  questionLabels,
  activeCol,
  describedCol,
  cellProps,
}: {
  row: AnswersRow;
  index: number;
  top: number;
  width: number;
  questionLabels: readonly string[];
  activeCol: number | null;
  describedCol: number | null;
  cellProps: GridKeyboard['cellProps'];
}) {
  const props = rowCellProps(index + 1, activeCol, cellProps);
  return (
    <GridRow index={index} top={top} width={width} testId="answers-row">
      <UserRowHeader user={row.user} cell={props(0)} />
      {row.cells.map((cell, column) => (
        <div
          key={questionLabels[column] ?? column}
          className={gridClass.cell}
          role="gridcell"
          aria-colindex={column + 2}
          aria-label={`${questionLabels[column] ?? ''}: ${cell.mark ?? strings.noAnswer}`}
          aria-describedby={describedCol === column + 1 ? PREVIEW_ID : undefined}
          data-answer=""
          data-mark={cell.mark ?? 'none'}
          data-unmarked={cell.mark !== null && cell.score === null ? '' : undefined}
          style={{ left: rowHeaderWidth + column * answersCellWidth, width: answersCellWidth }}
          {...props(column + 1)}
        >
          {scoreText(cell)}
        </div>
      ))}
      <div
        className={`${gridClass.cell} ${gridClass.total}`}
        role="gridcell"
        aria-colindex={row.cells.length + 2}
        style={{ left: rowHeaderWidth + row.cells.length * answersCellWidth, width: answersCellWidth }}
        {...props(row.cells.length + 1)}
      >
        {row.total}
      </div>
    </GridRow>
  );
});

function FooterRow({
  table,
  kind,
  index,
  top,
  width,
  activeCol,
  cellProps,
}: {
  table: AnswersTable;
  kind: 'totals' | 'facility';
  index: number;
  top: number;
  width: number;
  activeCol: number | null;
  cellProps: GridKeyboard['cellProps'];
}) {
  const props = rowCellProps(index + 1, activeCol, cellProps);
  const values =
    kind === 'totals'
      ? [...table.questionTotals.map(String), String(table.grandTotal)]
      : [...table.facility.map(facilityText), ''];
  return (
    <GridRow index={index} top={top} width={width} testId={`answers-${kind}`}>
      <div
        className={`${gridClass.rowHeader} ${gridClass.total}`}
        role="rowheader"
        aria-colindex={1}
        style={{ width: rowHeaderWidth }}
        {...props(0)}
      >
        {kind === 'totals' ? strings.columns.totals : strings.columns.facility}
      </div>
      {values.map((value, column) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a footer's cells are its columns, fixed in number.
          key={column}
          className={`${gridClass.cell} ${gridClass.total}`}
          role="gridcell"
          aria-colindex={column + 2}
          style={{ left: rowHeaderWidth + column * answersCellWidth, width: answersCellWidth }}
          {...props(column + 1)}
        >
          {value}
        </div>
      ))}
    </GridRow>
  );
}
