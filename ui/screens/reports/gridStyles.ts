/**
 * The report grids' look as one style sheet on the grid, its cells plain elements with these class names:
 * a screenful of a 1,000 × 100 report is some thousand cells redrawn as the reader scrolls, too many for a
 * styled component each (the course outline's lesson, ui/screens/courses/home/outlineStyles.ts).
 *
 * The grids are ARIA grids of absolutely positioned divs, not table elements, and their one tab stop comes
 * from the roving keyboard (useGridKeyboard) as spread props: biome.json turns off the two a11y rules that
 * cannot see either for the grid files.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

export const gridClass = {
  scroller: 'report-scroller',
  header: 'report-header',
  row: 'report-row',
  corner: 'report-corner',
  rowHeader: 'report-row-header',
  columnHeader: 'report-column-header',
  cell: 'report-cell',
  name: 'report-name',
  detail: 'report-detail',
  total: 'report-total',
} as const;

/** Sizes in px, shared by the layout (virtualisers) and the sheet. */
export const GRID_SIZE = {
  rowHeight: 34,
  cellWidth: 38,
  rowHeaderWidth: 240,
  /** The heat map's header holds item names written upwards. */
  heatHeaderHeight: 150,
  answersHeaderHeight: 40,
  answersCellWidth: 72,
} as const;

/** Room kept for a scrollbar beside rows that overflow. */
const SCROLLBAR = 16;

/** A grid's box: as tall and as wide as its cells (and its border, and a scrollbar where they overflow), up to the room it has. */
export function gridBox(contentHeight: number, maxHeight: number, contentWidth: number) {
  const overflows = contentHeight + 2 > maxHeight;
  return { maxHeight, height: contentHeight + 2, maxWidth: contentWidth + 2 + (overflows ? SCROLLBAR : 0) };
}

type Nested = `& .${string}`;
const c = (name: keyof typeof gridClass): Nested => `& .${gridClass[name]}`;

/** Each part's style under the grid, as [selector, style] pairs. */
const rules: [Nested, SystemStyleObject][] = [
  [c('header'), { position: 'sticky', top: 0, zIndex: 2, bg: 'bg', borderBottomWidth: '1px' }],
  // Rows and cells have their own fixed sizes: the browser lays out and paints each alone as they scroll.
  [c('row'), { position: 'absolute', left: 0, contain: 'strict' }],
  [
    c('corner'),
    {
      position: 'sticky',
      left: 0,
      zIndex: 3,
      display: 'flex',
      alignItems: 'flex-end',
      h: 'full',
      px: '3',
      pb: '2',
      bg: 'bg',
      fontWeight: 'semibold',
      borderRightWidth: '1px',
    },
  ],
  [
    c('rowHeader'),
    {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      h: 'full',
      px: '3',
      bg: 'bg',
      borderRightWidth: '1px',
      overflow: 'hidden',
    },
  ],
  [c('name'), { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: 'short' }],
  [
    c('detail'),
    {
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      fontSize: 'xs',
      color: 'fg.muted',
      lineHeight: 'short',
    },
  ],
  [
    c('columnHeader'),
    {
      position: 'absolute',
      bottom: 0,
      display: 'flex',
      alignItems: 'flex-end',
      justifyContent: 'center',
      pb: '2',
      fontSize: 'xs',
      fontWeight: 'medium',
      color: 'fg',
      '&[data-vertical]': {
        writingMode: 'vertical-rl',
        transform: 'rotate(180deg)',
        alignItems: 'center',
        justifyContent: 'flex-start',
        pb: '0',
        pt: '2',
      },
      '& button': {
        cursor: 'pointer',
        color: 'colorPalette.fg',
        textDecoration: 'underline',
        textUnderlineOffset: '2px',
        borderRadius: 'l1',
        _hover: { color: 'fg' },
      },
    },
  ],
  [
    c('cell'),
    {
      position: 'absolute',
      top: 0,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: 'full',
      contain: 'strict',
      borderRightWidth: '1px',
      borderBottomWidth: '1px',
      borderColor: 'bg',
      fontWeight: 'semibold',
      outline: 'none',
      '&[data-unmarked]': { fontStyle: 'italic', fontWeight: 'normal', color: 'fg.muted', fontSize: 'xs' },
    },
  ],
  [c('total'), { fontWeight: 'bold', bg: 'bg.muted' }],
  // The grid's keyboard position (ui/screens/reports/useGridKeyboard.ts): Chakra's own ring, inside.
  ['& [data-cell]:focus-visible' as Nested, { focusRing: 'inside' }],
];

export const gridSheet = {
  position: 'relative',
  overflow: 'auto',
  borderWidth: '1px',
  borderRadius: 'md',
  bg: 'bg',
  fontSize: 'sm',
  ...Object.fromEntries(rules),
} as SystemStyleObject;
