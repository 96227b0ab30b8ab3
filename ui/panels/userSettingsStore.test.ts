import { describe, expect, it, vi } from 'vitest';
import { cacheKey, OFFLINE_CACHE_NAME } from '../../src/api/offline/keys';
import { OfflineCache } from '../../src/api/offline/OfflineCache';
import { MemoryCacheStorage } from '../../src/api/offline/testCacheStorage';
import { DEFAULT_USER_SETTINGS } from '../../src/model/map/settings';
import { DEFAULT_MAP_USER_SETTINGS, fromCached, UserSettingsStore } from './userSettingsStore';

function setUp() {
  const storage = new MemoryCacheStorage();
  const cache = new OfflineCache(storage, { warn: vi.fn() });
  return { storage, cache, store: new UserSettingsStore(cache) };
}

describe('UserSettingsStore', () => {
  it('remembers a change in the cache, where a new page finds it', async () => {
    const { cache, store } = setUp();
    await store.update('m1', { showTagsPanel: true, panelSize: 'large' });
    expect(await cache.readUserSettings('m1')).toEqual({
      ...DEFAULT_USER_SETTINGS,
      showTagsPanel: true,
      panelSize: 'large',
      panMode: false,
      showMinimap: false,
    });
    const nextPage = new UserSettingsStore(cache);
    expect(nextPage.get('m1')).toBe(DEFAULT_MAP_USER_SETTINGS);
    await nextPage.load('m1');
    expect(nextPage.get('m1')).toMatchObject({ showTagsPanel: true, panelSize: 'large' });
    expect(nextPage.get('other')).toBe(DEFAULT_MAP_USER_SETTINGS);
  });

  it('keeps the cached settings a change made before the first read did not touch', async () => {
    const { cache, store } = setUp();
    await cache.writeUserSettings('m1', { ...DEFAULT_USER_SETTINGS, showLevelPanel: true, zoomToFit: false });
    const listener = vi.fn();
    store.subscribe(listener);
    const written = store.update('m1', { showSearchPanel: true });
    expect(store.get('m1').showSearchPanel).toBe(true);
    await written;
    expect(store.get('m1')).toMatchObject({ showLevelPanel: true, showSearchPanel: true, zoomToFit: false });
    expect(await cache.readUserSettings('m1')).toMatchObject({
      showLevelPanel: true,
      showSearchPanel: true,
      zoomToFit: false,
    });
    expect(listener).toHaveBeenCalled();
  });

  it('writes the last of several quick changes', async () => {
    const { cache, store } = setUp();
    void store.update('m1', { showTagsPanel: true });
    void store.update('m1', { showTagsPanel: false });
    await store.update('m1', { panelSize: 'medium' });
    expect(await cache.readUserSettings('m1')).toMatchObject({ showTagsPanel: false, panelSize: 'medium' });
  });

  it('remembers pan mode, off until the user turns it on', async () => {
    const { cache, store } = setUp();
    expect(store.get('m1').panMode).toBe(false);
    await store.update('m1', { panMode: true });
    const nextPage = new UserSettingsStore(cache);
    await nextPage.load('m1');
    expect(nextPage.get('m1').panMode).toBe(true);
    expect(fromCached({ ...DEFAULT_USER_SETTINGS }).panMode).toBe(false);
  });

  it('remembers the minimap, off until the user turns it on', async () => {
    const { cache, store } = setUp();
    expect(store.get('m1').showMinimap).toBe(false);
    await store.update('m1', { showMinimap: true });
    const nextPage = new UserSettingsStore(cache);
    await nextPage.load('m1');
    expect(nextPage.get('m1').showMinimap).toBe(true);
    expect(fromCached({ ...DEFAULT_USER_SETTINGS }).showMinimap).toBe(false);
  });

  it('keeps settings in memory where there is no CacheStorage', async () => {
    const store = new UserSettingsStore(null);
    await store.load('m1');
    await store.update('m1', { showAdjoiningNodesPanel: true });
    expect(store.get('m1').showAdjoiningNodesPanel).toBe(true);
  });

  it('falls back to defaults for unreadable settings and an unknown panel size', async () => {
    const { storage, store } = setUp();
    await storage.putText(OFFLINE_CACHE_NAME, cacheKey('userSettings', 'm1'), 'not json');
    await store.load('m1');
    expect(store.get('m1')).toEqual(DEFAULT_MAP_USER_SETTINGS);
    expect(fromCached({ ...DEFAULT_USER_SETTINGS, panelSize: 'huge' }).panelSize).toBe('small');
  });
});
