import { describe, expect, it } from 'vitest';
import { CACHE_KEY_KINDS, cacheKey, OFFLINE_CACHE_NAME, parseCacheKey } from './keys';

describe('offline cache keys', () => {
  it("names the cache with the spec's suffix 'map-main'", () => {
    expect(OFFLINE_CACHE_NAME.endsWith('map-main')).toBe(true);
  });

  it('keeps a map, its offline record and its user settings under the spec names', () => {
    expect(cacheKey('id', 'abcdefghij')).toBe('/app/__cache/id/abcdefghij');
    expect(cacheKey('offline', 'abcdefghij')).toBe('/app/__cache/offline/abcdefghij');
    expect(cacheKey('userSettings', 'abcdefghij')).toBe('/app/__cache/userSettings/abcdefghij');
  });

  it('reads back every kind from the absolute URL the cache answers', () => {
    for (const kind of CACHE_KEY_KINDS) {
      const url = new URL(cacheKey(kind, 'a/b c'), 'https://maps.example.org').href;
      expect(parseCacheKey(url)).toEqual({ kind, mapId: 'a/b c' });
    }
  });

  it('ignores keys that are not offline-cache entries', () => {
    expect(parseCacheKey('https://maps.example.org/app/assets/index.js')).toBeNull();
    expect(parseCacheKey('https://maps.example.org/app/__cache/other/x')).toBeNull();
    expect(parseCacheKey('https://maps.example.org/app/__cache/id/')).toBeNull();
    expect(parseCacheKey('https://maps.example.org/app/__cache/id/x/y')).toBeNull();
    expect(parseCacheKey('https://maps.example.org/app/__cache/id/%E0%A4%A')).toBeNull();
  });
});
