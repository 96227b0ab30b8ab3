import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../model/map/settings';
import { OFFLINE_MESSAGES } from './strings';
import { MemoryCacheStorage } from './testCacheStorage';

/** A fresh copy of the module: the app looks CacheStorage up once. */
const load = async () => {
  vi.resetModules();
  return import('./OfflineCache');
};

describe('offlineCache', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is absent, said once in the log, where the browser has no CacheStorage', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('caches', undefined);
    const { offlineCache } = await load();
    expect(offlineCache()).toBeNull();
    expect(offlineCache()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(OFFLINE_MESSAGES.notSupported);
  });

  it("is the browser's CacheStorage where there is one", async () => {
    const storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    const { OfflineCache, offlineCache } = await load();
    const cache = offlineCache();
    expect(cache).toBeInstanceOf(OfflineCache);
    expect(offlineCache()).toBe(cache);
    await cache?.writeUserSettings('m1', { ...DEFAULT_USER_SETTINGS });
    expect(storage.caches.get('study-maps-map-main')?.size).toBe(1);
  });
});
