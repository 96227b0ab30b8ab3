import { describe, expect, it } from 'vitest';
import { type MapSummary, mapsInView, sortByLastModified, type UserTag, withUserTag } from './summary';

const map = (
  id: string,
  ownerId: string,
  options: { tags?: UserTag[]; labels?: string[]; date?: string } = {},
) =>
  ({
    id,
    name: `Map ${id}`,
    owner: { id: ownerId, firstName: 'A', lastName: 'B' },
    userTags: options.tags ?? [],
    labels: options.labels ?? [],
    updated: { date: options.date ?? '2026-01-01T00:00:00.000Z', userId: ownerId },
    created: { date: '2025-01-01T00:00:00.000Z', userId: ownerId },
  }) satisfies MapSummary;

const maps = [
  map('1', 'me', { tags: ['Bookmarked'], labels: ['L1'] }),
  map('2', 'other'),
  map('3', 'me', { tags: ['Archived'], labels: ['L1'] }),
  map('4', 'other', { tags: ['Bookmarked', 'Archived'] }),
  map('5', 'me', { labels: ['L2'] }),
];
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('mapsInView', () => {
  it.each([
    ['all', ['1', '2', '5']],
    ['bookmarked', ['1']],
    ['myMaps', ['1', '5']],
    ['shared', ['2']],
    ['archived', ['3', '4']],
    ['uncategorised', ['2']],
  ] as const)('%s', (view, expected) => {
    expect(ids(mapsInView(maps, view, 'me'))).toEqual(expected);
  });

  it('shows a folder by its label id, without archived maps', () => {
    expect(ids(mapsInView(maps, 'label', 'me', 'L1'))).toEqual(['1']);
    expect(mapsInView(maps, 'label', 'me')).toEqual([]);
  });
});

describe('sortByLastModified', () => {
  it('puts the newest first and breaks ties by name then id', () => {
    const sorted = sortByLastModified([
      map('a', 'me', { date: '2026-01-01T00:00:00.000Z' }),
      map('c', 'me', { date: '2026-03-01T00:00:00.000Z' }),
      map('b', 'me', { date: '2026-01-01T00:00:00.000Z' }),
    ]);
    expect(ids(sorted)).toEqual(['c', 'a', 'b']);
  });
});

describe('withUserTag', () => {
  it('adds once and removes', () => {
    expect(withUserTag(['Archived'], 'Bookmarked', true)).toEqual(['Archived', 'Bookmarked']);
    expect(withUserTag(['Bookmarked'], 'Bookmarked', true)).toEqual(['Bookmarked']);
    expect(withUserTag(['Bookmarked', 'Archived'], 'Bookmarked', false)).toEqual(['Archived']);
  });
});
