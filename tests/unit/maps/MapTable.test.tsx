// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_SORT, sortMaps } from '../../../src/model/mapList/sort';
import { formatTooltipDate, ownerName, TOOLTIP_DATE_FORMAT } from '../../../ui/screens/maps/format';
import { MapTable } from '../../../ui/screens/maps/MapTable';
import { ROW_HEIGHT } from '../../../ui/screens/maps/tableLayout';
import { system } from '../../../ui/theme/system';
import { mapRow, VIEWER } from './harness';

const BODY_HEIGHT = 560;
const noop = () => {};

function renderTable(count: number) {
  const maps = sortMaps(
    Array.from({ length: count }, (_, index) =>
      mapRow(`m${index}`, `Map ${index}`, {
        date: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
      }),
    ),
    DEFAULT_MAP_SORT,
  );
  const started = performance.now();
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <MapTable
          maps={maps}
          viewerId={VIEWER}
          sort={DEFAULT_MAP_SORT}
          selected={new Set()}
          selectedCount={0}
          onSort={noop}
          onSelect={noop}
          onSelectAll={noop}
          onBookmark={noop}
          onArchive={noop}
          onMove={noop}
          onManage={noop}
        />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return performance.now() - started;
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

// happy-dom lays nothing out: give the scrolling body a size, so the virtualiser has a window.
const measured = ['clientHeight', 'clientWidth'] as const;
const originals = measured.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));

describe('MapTable', () => {
  beforeAll(() => {
    for (const key of measured) {
      Object.defineProperty(HTMLElement.prototype, key, {
        configurable: true,
        get() {
          if ((this as HTMLElement).dataset.testid !== 'maps-table-body') return 0;
          return key === 'clientHeight' ? BODY_HEIGHT : 1000;
        },
      });
    }
  });
  afterAll(() => {
    measured.forEach((key, index) => {
      const original = originals[index];
      if (original) Object.defineProperty(HTMLElement.prototype, key, original);
    });
  });
  afterEach(cleanup);

  it('renders only the rows in view of 10,000 maps, 56 px apart, newest first', async () => {
    const elapsed = renderTable(10_000);
    await act(async () => {});
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThanOrEqual(BODY_HEIGHT / ROW_HEIGHT);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.textContent).toContain('Map 9999');
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(rows[1]?.style.transform).toBe(`translateY(${ROW_HEIGHT}px)`);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
    const body = screen.getByTestId('maps-table-body');
    expect((body.firstElementChild as HTMLElement).style.height).toBe(`${10_000 * ROW_HEIGHT}px`);
    // A generous bound for a slow, shared test machine; the bench measures the real figure.
    expect(elapsed).toBeLessThan(5000);
  }, 20_000);

  it('renders the rows further down when scrolled', async () => {
    renderTable(10_000);
    await act(async () => {});
    const body = screen.getByTestId('maps-table-body');
    await act(async () => {
      body.scrollTop = 5000 * ROW_HEIGHT;
      fireEvent.scroll(body);
    });
    const rows = bodyRows();
    expect(rows.length).toBeLessThan(40);
    const indexes = rows.map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(indexes).toContain(5000 + 2);
    expect(rows.some((row) => row.textContent?.includes('Map 4999'))).toBe(true);
  }, 20_000);
});

describe('format', () => {
  it('writes tooltip dates as d/M/Y HH:mm:ss (spec 1 section 9)', () => {
    expect(TOOLTIP_DATE_FORMAT).toBe('d/M/yyyy HH:mm:ss');
    const local = new Date(2026, 2, 5, 9, 7, 3);
    expect(formatTooltipDate(local.toISOString())).toBe('5/3/2026 09:07:03');
    expect(formatTooltipDate('not a date')).toBe('');
  });

  it("calls the viewer's own maps 'Me'", () => {
    expect(ownerName({ id: VIEWER, firstName: 'Ada', lastName: 'L' }, VIEWER)).toBe('Me');
    expect(ownerName({ id: 'x', firstName: 'Grace', lastName: 'Hopper' }, VIEWER)).toBe('Grace Hopper');
  });
});
