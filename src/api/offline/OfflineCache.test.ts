import { describe, expect, it, vi } from 'vitest';
import { CURRENT_MAP_VERSION } from '../../model/map/constants';
import { DEFAULT_USER_SETTINGS } from '../../model/map/settings';
import { cacheKey, OFFLINE_CACHE_NAME, offlineCacheName } from './keys';
import { OfflineCache } from './OfflineCache';
import { offlineRecordFor } from './records';
import { OFFLINE_MESSAGES } from './strings';
import { MemoryCacheStorage } from './testCacheStorage';
import { offlineEntry } from './testEntries';

function setUp() {
  const storage = new MemoryCacheStorage();
  const log = { warn: vi.fn() };
  return { storage, log, cache: new OfflineCache(storage, log) };
}

describe('OfflineCache', () => {
  it("keeps each user's copies apart: another user signed in on the browser lists none of them", async () => {
    const storage = new MemoryCacheStorage();
    let userId: string | null = 'user-a';
    const cache = new OfflineCache(storage, { warn: vi.fn() }, () => offlineCacheName(userId));
    const entry = offlineEntry();
    await cache.saveMap(entry, offlineRecordFor(entry.name, true, 1000, entry.version));
    expect((await cache.listRecords()).map(({ mapId }) => mapId)).toEqual([entry.id]);
    userId = 'user-b';
    expect(await cache.listRecords()).toEqual([]);
    expect(await cache.loadMap(entry.id)).toEqual({ status: 'missing' });
    userId = null;
    expect(await cache.listRecords()).toEqual([]);
    userId = 'user-a';
    expect((await cache.listRecords()).map(({ mapId }) => mapId)).toEqual([entry.id]);
    expect(offlineCacheName('user-a').endsWith('map-main')).toBe(true);
  });

  it('keeps a map under id/ and its record under offline/ in the map-main cache, and loads it back', async () => {
    const { storage, cache } = setUp();
    const entry = offlineEntry();
    await cache.saveMap(entry, offlineRecordFor(entry.name, false, 1000, entry.version));
    const held = storage.caches.get(OFFLINE_CACHE_NAME);
    expect([...(held?.keys() ?? [])]).toEqual([cacheKey('id', entry.id), cacheKey('offline', entry.id)]);
    expect(await cache.loadMap(entry.id)).toEqual({ status: 'ok', entry: JSON.parse(JSON.stringify(entry)) });
    expect(await cache.readRecord(entry.id)).toEqual({
      name: 'Cells',
      isModified: false,
      updated: 1000,
      version: entry.version,
    });
  });

  it('deletes the map and its record, keeping the view settings', async () => {
    const { cache } = setUp();
    const entry = offlineEntry();
    await cache.saveMap(entry, offlineRecordFor(entry.name, true, 1000, entry.version));
    await cache.writeUserSettings(entry.id, { ...DEFAULT_USER_SETTINGS, showTagsPanel: true });
    await cache.deleteMap(entry.id);
    expect(await cache.loadMap(entry.id)).toEqual({ status: 'missing' });
    expect(await cache.readRecord(entry.id)).toBeNull();
    expect(await cache.listRecords()).toEqual([]);
    expect((await cache.readUserSettings(entry.id))?.showTagsPanel).toBe(true);
  });

  it('lists the offline records, the most recent first', async () => {
    const { cache } = setUp();
    await cache.saveMap(offlineEntry({ id: 'older00001' }), offlineRecordFor('Older', false, 1, 3));
    await cache.saveMap(offlineEntry({ id: 'newer00001' }), offlineRecordFor('Newer', true, 2, 3));
    await cache.writeUserSettings('other00001', { ...DEFAULT_USER_SETTINGS });
    expect(await cache.listRecords()).toEqual([
      { mapId: 'newer00001', record: { name: 'Newer', isModified: true, updated: 2, version: 3 } },
      { mapId: 'older00001', record: { name: 'Older', isModified: false, updated: 1, version: 3 } },
    ]);
  });

  it('does not load a malformed map, with the spec message', async () => {
    const { storage, cache } = setUp();
    const entry = offlineEntry();
    await cache.saveMap(
      { ...entry, document: { ...entry.document, nodes: [] } },
      offlineRecordFor('x', false, 1, 3),
    );
    expect(await cache.loadMap(entry.id)).toEqual({
      status: 'malformed',
      errors: [OFFLINE_MESSAGES.notWellFormed],
    });
    await storage.putText(OFFLINE_CACHE_NAME, cacheKey('id', entry.id), '{ not json');
    expect(await cache.loadMap(entry.id)).toMatchObject({ status: 'malformed' });
  });

  it('ignores a map kept at another version, with a warning in the log', async () => {
    const { cache, log } = setUp();
    const entry = offlineEntry();
    const settings = { ...entry.document.settings, version: CURRENT_MAP_VERSION - 1 };
    await cache.saveMap(
      { ...entry, document: { ...entry.document, settings } },
      offlineRecordFor('x', false, 1, 3),
    );
    expect(await cache.loadMap(entry.id)).toEqual({ status: 'missing' });
    expect(log.warn).toHaveBeenCalledWith(
      OFFLINE_MESSAGES.unsupportedVersion(entry.id, CURRENT_MAP_VERSION - 1),
    );
  });

  it('logs unreadable settings and records and answers the defaults', async () => {
    const { storage, cache, log } = setUp();
    await storage.putText(OFFLINE_CACHE_NAME, cacheKey('userSettings', 'm1'), 'garbage');
    await storage.putText(OFFLINE_CACHE_NAME, cacheKey('offline', 'm1'), '"a string"');
    expect(await cache.readUserSettings('m1')).toEqual(DEFAULT_USER_SETTINGS);
    expect(log.warn).toHaveBeenCalledWith('Unable to read user settings');
    expect(await cache.readRecord('m1')).toEqual({ name: '', isModified: false, updated: 0 });
    expect(log.warn).toHaveBeenCalledWith('Unable to read offlineMap');
  });

  it('answers null for settings never kept, and gives back written ones with the panel size', async () => {
    const { cache, log } = setUp();
    expect(await cache.readUserSettings('m1')).toBeNull();
    const settings = { ...DEFAULT_USER_SETTINGS, showSearchPanel: true, panelSize: 'medium' };
    await cache.writeUserSettings('m1', settings);
    expect(await cache.readUserSettings('m1')).toEqual(settings);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
