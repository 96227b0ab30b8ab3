import { describe, expect, it } from 'vitest';
import { newId } from '../ids';
import { isMapRoute, mapIdOfAppPath } from './routes';

const MAP_ID = 'Ab3dE6gH9j';

describe('isMapRoute', () => {
  it('takes a well-formed map id, bare or with a known mode suffix', () => {
    expect(isMapRoute(MAP_ID)).toBe(true);
    expect(isMapRoute(newId())).toBe(true);
    for (const suffix of ['edit', 'review', 'liveedit']) expect(isMapRoute(MAP_ID, suffix)).toBe(true);
  });

  it('refuses ids of another form and unknown suffixes', () => {
    for (const id of ['foo', '', `${MAP_ID}x`, 'Ab3dE6gH9', 'Ab3dE-gH9j', 'Ab3dE gH9j', 'Ab3dE%gH9j'])
      expect(isMapRoute(id)).toBe(false);
    for (const suffix of ['bar', '', 'usage', 'EDIT']) expect(isMapRoute(MAP_ID, suffix)).toBe(false);
  });
});

describe('mapIdOfAppPath', () => {
  it('finds the map of /{id} and /{id}/{mode}, a trailing slash allowed, and nothing else', () => {
    expect(mapIdOfAppPath(`/${MAP_ID}`)).toBe(MAP_ID);
    expect(mapIdOfAppPath(`/${MAP_ID}/edit/`)).toBe(MAP_ID);
    for (const other of [
      '/foo',
      '/foo/bar',
      `/${MAP_ID}/bar`,
      `/${MAP_ID}/edit/more`,
      `/${MAP_ID}//edit`,
      '/',
    ])
      expect(mapIdOfAppPath(other)).toBeNull();
  });
});
