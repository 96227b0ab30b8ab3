import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_SORT, nextMapSort, sortMaps } from './sort';

const map = (id: string, name: string, date: string) => ({ id, name, updated: { date, userId: 'u' } });
const maps = [
  map('1', 'beta', '2026-01-02T00:00:00.000Z'),
  map('2', 'Alpha', '2026-01-03T00:00:00.000Z'),
  map('3', 'map 10', '2026-01-01T00:00:00.000Z'),
  map('4', 'map 9', '2026-01-01T00:00:00.000Z'),
  map('5', 'alpha', '2026-01-01T00:00:00.000Z'),
];
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('sortMaps', () => {
  it('puts the last modified first by default, ties by name', () => {
    expect(DEFAULT_MAP_SORT).toEqual({ key: 'modified', direction: 'desc' });
    expect(ids(sortMaps(maps))).toEqual(['2', '1', '5', '4', '3']);
  });

  it('sorts oldest first when ascending', () => {
    expect(ids(sortMaps(maps, { key: 'modified', direction: 'asc' }))).toEqual(['5', '4', '3', '1', '2']);
  });

  it('sorts names without regard to case, numbers numerically, ties newest first', () => {
    expect(ids(sortMaps(maps, { key: 'name', direction: 'asc' }))).toEqual(['2', '5', '1', '4', '3']);
    expect(ids(sortMaps(maps, { key: 'name', direction: 'desc' }))).toEqual(['3', '4', '1', '2', '5']);
  });

  it('leaves its input alone', () => {
    const input = [...maps];
    sortMaps(input, { key: 'name', direction: 'asc' });
    expect(input).toEqual(maps);
  });

  it('sorts 10,000 maps quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      map(String(index), `Map ${(index * 7919) % 10_000}`, new Date(1e12 + index * 1000).toISOString()),
    );
    const started = performance.now();
    const byName = sortMaps(many, { key: 'name', direction: 'asc' });
    const byDate = sortMaps(many);
    expect(performance.now() - started).toBeLessThan(500);
    expect(byName[0]?.name).toBe('Map 0');
    expect(byDate[0]?.id).toBe('9999');
  });
});

describe('nextMapSort', () => {
  it('flips the same column and starts another in its natural direction', () => {
    expect(nextMapSort(DEFAULT_MAP_SORT, 'modified')).toEqual({ key: 'modified', direction: 'asc' });
    expect(nextMapSort(DEFAULT_MAP_SORT, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextMapSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextMapSort({ key: 'name', direction: 'asc' }, 'modified')).toEqual(DEFAULT_MAP_SORT);
  });
});
