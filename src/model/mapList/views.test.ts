import { describe, expect, it } from 'vitest';
import { MAPS_ROUTE, mapViewFromRoute, mapViewPath, SIDEBAR_VIEWS } from './views';

describe('mapViewFromRoute', () => {
  it('shows all maps at /home/maps', () => {
    expect(mapViewFromRoute({})).toEqual({ view: 'all', labelId: null });
  });

  it.each([
    ['all', 'all'],
    ['bookmarked', 'bookmarked'],
    ['my-maps', 'myMaps'],
    ['shared', 'shared'],
    ['archived', 'archived'],
    ['uncategorised', 'uncategorised'],
  ] as const)('reads /home/maps/%s as the %s view', (segment, view) => {
    expect(mapViewFromRoute({ view: segment })).toEqual({ view, labelId: null });
  });

  it('reads a folder by its label id', () => {
    expect(mapViewFromRoute({ labelId: 'abc' })).toEqual({ view: 'label', labelId: 'abc' });
  });

  it('answers null for an unknown view', () => {
    expect(mapViewFromRoute({ view: 'myMaps' })).toBeNull();
    expect(mapViewFromRoute({ view: 'label' })).toBeNull();
  });
});

describe('mapViewPath', () => {
  it('gives each sidebar view a route that reads back as the same view', () => {
    for (const { view } of SIDEBAR_VIEWS) {
      const path = mapViewPath(view);
      const segment = path === MAPS_ROUTE ? undefined : path.slice(MAPS_ROUTE.length + 1);
      expect(mapViewFromRoute(segment === undefined ? {} : { view: segment })?.view).toBe(view);
    }
    expect(mapViewPath('all')).toBe('/home/maps');
    expect(mapViewPath('myMaps')).toBe('/home/maps/my-maps');
  });

  it('routes a folder by its label id', () => {
    expect(mapViewPath('label', 'a b')).toBe('/home/maps/label/a%20b');
  });
});
