import { Box, HStack, Text } from '@chakra-ui/react';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import {
  type CourseReportItem,
  type CourseReportRow,
  isReportItemComplete,
  percent,
} from '../../../src/model/reports/courseReport';
import { GridHeaderRow, GridRow, UserRowHeader } from './GridRow';
import { GRID_SIZE, gridBox, gridClass, gridSheet } from './gridStyles';
import { HEAT_GRADIENT, heatColour, heatTextColour } from './heatColour';
import { reportIcons } from './icons';
import { reportStrings } from './strings';
import { type GridKeyboard, rowCellProps, useGridKeyboard } from './useGridKeyboard';

const strings = reportStrings.progress;
const OVERSCAN = 3;
const { rowHeight, cellWidth, rowHeaderWidth, heatHeaderHeight } = GRID_SIZE;

export interface ProgressHeatMapProps {
  items: readonly CourseReportItem[];
  rows: readonly CourseReportRow[];
  /** Opens a quiz's answers (its column's header is then a button); none without it. */
  onOpenQuiz?: (quizId: string) => void;
  label?: string;
  /** The grid's greatest height in px; its rows scroll within. */
  maxHeight?: number;
}

/**
 * Users against a course's lessons and quizzes (spec 3 section 2.2): each cell's intensity is the fraction
 * complete, a tick marks a complete item, and its label reads the percentage. Rows and columns are
 * virtualised, so a report of 1,000 users and 100 items draws only what is on screen; the keyboard moves
 * through it as through any grid (one tab stop, arrows, Home, End, Page Up, Page Down).
 */
export function ProgressHeatMap({
  items,
  rows,
  onOpenQuiz,
  label = strings.gridLabel,
  maxHeight = 640,
}: ProgressHeatMapProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const keyboard = useGridKeyboard(
    { rows: rows.length + 1, cols: items.length + 1, pageRows: Math.floor(maxHeight / rowHeight) - 1 },
    ({ row, col }) => {
      if (row > 0) rowVirtualizer.scrollToIndex(row - 1);
      if (col > 0) columnVirtualizer.scrollToIndex(col - 1);
    },
  );
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: { width: 1000, height: maxHeight },
    // Both virtualisers hear one scroll: batched, they draw it in one render, not one each.
    useFlushSync: false,
    // The sticky header covers the top of the scroller: a row scrolled to stops beneath it.
    scrollPaddingStart: heatHeaderHeight,
    rangeExtractor: keyboard.rowRange,
    getItemKey: (index) => rows[index]?.user.id ?? index,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => cellWidth,
    overscan: OVERSCAN,
    initialRect: { width: 1000, height: maxHeight },
    // Both virtualisers hear one scroll: batched, they draw it in one render, not one each.
    useFlushSync: false,
    scrollPaddingStart: rowHeaderWidth,
    rangeExtractor: keyboard.colRange,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const width = rowHeaderWidth + items.length * cellWidth;
  const columns = columnVirtualizer.getVirtualItems();
  const { active } = keyboard;

  return (
    <Box>
      <Box
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={items.length + 1}
        data-testid="progress-heatmap"
        data-rows={rows.length}
        css={gridSheet}
        style={gridBox(heatHeaderHeight + rows.length * rowHeight, maxHeight, width)}
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
      >
        <div
          style={{ width, height: heatHeaderHeight + rowVirtualizer.getTotalSize(), position: 'relative' }}
        >
          <GridHeaderRow
            width={width}
            height={heatHeaderHeight}
            label={strings.user}
            corner={keyboard.cellProps(0, 0)}
          >
            {columns.map((column) => {
              const item = items[column.index];
              return item ? (
                <ItemHeader
                  key={column.key}
                  item={item}
                  column={column}
                  keyboard={keyboard}
                  onOpenQuiz={onOpenQuiz}
                />
              ) : null;
            })}
          </GridHeaderRow>
          {rowVirtualizer.getVirtualItems().map((row) => {
            const entry = rows[row.index];
            return entry ? (
              <HeatRow
                key={row.key}
                row={entry}
                index={row.index}
                top={heatHeaderHeight + row.start}
                width={width}
                items={items}
                columns={columns}
                activeCol={active.row === row.index + 1 ? active.col : null}
                cellProps={keyboard.cellProps}
              />
            ) : null;
          })}
        </div>
      </Box>
      <HeatLegend />
    </Box>
  );
}

function ItemHeader({
  item,
  column,
  keyboard,
  onOpenQuiz,
}: {
  item: CourseReportItem;
  column: VirtualItem;
  keyboard: GridKeyboard;
  onOpenQuiz: ((quizId: string) => void) | undefined;
}) {
  const kind = item.type === 'quiz' ? strings.quiz : strings.lesson;
  const name = item.moduleName ? `${item.moduleName}: ${item.name}` : item.name;
  const position = keyboard.cellProps(0, column.index + 1);
  const opens = item.type === 'quiz' && onOpenQuiz;
  return (
    <div
      className={gridClass.columnHeader}
      role="columnheader"
      aria-colindex={column.index + 2}
      data-vertical=""
      style={{ left: rowHeaderWidth + column.start, width: cellWidth, height: heatHeaderHeight }}
      {...(opens ? {} : { ...position, 'aria-label': `${kind}: ${name}` })}
    >
      {opens ? (
        <button
          type="button"
          aria-label={strings.openQuiz(name)}
          onClick={() => onOpenQuiz(item.id)}
          {...position}
        >
          {item.name}
        </button>
      ) : (
        item.name
      )}
    </div>
  );
}

/** One user's row: their name, then a cell per drawn column. */
const HeatRow = memo(function HeatRow({
  row,
  index,
  top,
  width,
  items,
  columns,
  activeCol,
  cellProps,
}: {
  row: CourseReportRow;
  index: number;
  top: number;
  width: number;
  items: readonly CourseReportItem[];
  columns: readonly VirtualItem[];
  /** The active column when the keyboard is on this row (memo: other rows need not redraw as it moves). */
  activeCol: number | null;
  cellProps: GridKeyboard['cellProps'];
}) {
  const props = rowCellProps(index + 1, activeCol, cellProps);
  return (
    <GridRow index={index} top={top} width={width} testId="progress-row">
      <UserRowHeader user={row.user} cell={props(0)} />
      {columns.map((column) => {
        const item = items[column.index];
        if (!item) return null;
        const fraction = row.progress[column.index] ?? 0;
        const complete = isReportItemComplete(item, fraction);
        return (
          <div
            key={column.key}
            className={gridClass.cell}
            role="gridcell"
            aria-colindex={column.index + 2}
            aria-label={strings.cell(item.name, percent(fraction), complete)}
            data-fraction={fraction}
            data-complete={complete ? '' : undefined}
            style={{
              left: rowHeaderWidth + column.start,
              width: cellWidth,
              background: heatColour(fraction),
              color: heatTextColour(fraction),
            }}
            {...props(column.index + 1)}
          >
            {complete && <reportIcons.complete size={16} aria-hidden strokeWidth={3} />}
          </div>
        );
      })}
    </GridRow>
  );
});

/** What the colours and the tick mean. */
export function HeatLegend() {
  return (
    <HStack gap="3" mt="2" fontSize="xs" color="fg.muted" aria-hidden>
      <Text>{strings.legend}</Text>
      <Text>{strings.legendNone}</Text>
      <Box w="32" h="3" borderRadius="sm" style={{ background: HEAT_GRADIENT }} />
      <Text>{strings.legendAll}</Text>
      <HStack gap="1">
        <Box
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          w="4"
          h="4"
          borderRadius="sm"
          style={{ background: heatColour(1), color: heatTextColour(1) }}
        >
          <reportIcons.complete size={12} strokeWidth={3} />
        </Box>
        <Text>{strings.legendDone}</Text>
      </HStack>
    </HStack>
  );
}
