import { describe, expect, it, vi } from 'vitest';
import type { MapRecord } from '../../model/map/record';
import type { MapPersistence } from '../persistence';
import { OfflineCache } from './OfflineCache';
import {
  keepOffline,
  offlineMapLoader,
  offlinePersistence,
  pullNewerVersion,
  refreshOfflineCopy,
  type ServerMaps,
  syncOfflineMap,
} from './offlineMaps';
import { offlineStrings } from './strings';
import { MemoryCacheStorage } from './testCacheStorage';
import { offlineEntry } from './testEntries';

const CONFLICT = 'This map was changed elsewhere since you opened it.';

function setUp() {
  const cache = new OfflineCache(new MemoryCacheStorage(), { warn: vi.fn() });
  const { document, ...record } = offlineEntry();
  const saves: { mapId: string; baseVersion: number; document: unknown }[] = [];
  let serverVersion = record.version;
  const server: MapPersistence = {
    save: async (input) => {
      saves.push(input);
      if (input.baseVersion !== serverVersion) throw new Error(CONFLICT);
      serverVersion += 1;
      return { ...record, version: serverVersion, updated: '2026-11-21T00:00:00.000Z' };
    },
    saveAs: async () => {
      throw new Error('not used');
    },
  };
  return {
    cache,
    record,
    document,
    server,
    saves,
    bumpServer: () => {
      serverVersion += 1;
    },
  };
}

describe('keepOffline', () => {
  it('keeps the map with its record; unsaved changes make it modified', async () => {
    const { cache, record, document } = setUp();
    expect(await keepOffline(cache, { record, document, modified: true, now: 50 })).toEqual({ ok: true });
    expect(await cache.readRecord(record.id)).toEqual({
      name: 'Cells',
      isModified: true,
      updated: 50,
      version: record.version,
    });
    expect(await offlineMapLoader(cache)(record.id)).toMatchObject({
      id: record.id,
      version: record.version,
    });
  });

  it('refuses a map without nodes and does not replace a copy with unsynced work', async () => {
    const { cache, record, document } = setUp();
    const empty = { ...document, nodes: [] };
    expect(await keepOffline(cache, { record, document: empty, modified: false, now: 1 })).toEqual({
      ok: false,
      error: offlineStrings.notKeepable,
    });
    await keepOffline(cache, { record, document, modified: true, now: 1 });
    expect(await keepOffline(cache, { record, document, modified: false, now: 2 })).toEqual({
      ok: false,
      error: offlineStrings.unsyncedCopy,
    });
  });
});

describe('refreshOfflineCopy', () => {
  it('replaces an unmodified copy kept at an older version with the one the editor holds', async () => {
    const { cache, record, document } = setUp();
    await keepOffline(cache, { record, document, modified: false, now: 1 });
    const newer = { ...record, version: record.version + 2 };
    const renamed = { ...document, name: 'Cells, revised' };
    expect(await refreshOfflineCopy(cache, { record: newer, document: () => renamed, now: 7 })).toBe(true);
    expect(await cache.readRecord(record.id)).toEqual({
      name: 'Cells, revised',
      isModified: false,
      updated: 7,
      version: newer.version,
    });
    expect(await offlineMapLoader(cache)(record.id)).toMatchObject({
      version: newer.version,
      document: renamed,
    });
  });

  it('leaves a copy with unsynced work, one at the same version and a map not kept, without building the document', async () => {
    const { cache, record, document } = setUp();
    const build = vi.fn(() => document);
    const newer = { ...record, version: record.version + 1 };
    expect(await refreshOfflineCopy(cache, { record: newer, document: build, now: 2 })).toBe(false);
    await keepOffline(cache, { record, document, modified: false, now: 1 });
    expect(await refreshOfflineCopy(cache, { record, document: build, now: 2 })).toBe(false);
    await keepOffline(cache, { record, document, modified: true, now: 3 });
    expect(await refreshOfflineCopy(cache, { record: newer, document: build, now: 4 })).toBe(false);
    expect(build).not.toHaveBeenCalled();
    expect(await cache.readRecord(record.id)).toMatchObject({ isModified: true, version: record.version });
  });
});

describe('pullNewerVersion', () => {
  function serverAt(version: number, document: unknown) {
    const { record } = setUp();
    const asked: string[] = [];
    const server: ServerMaps = {
      record: async () => {
        asked.push('record');
        return { ...record, version };
      },
      load: async () => {
        asked.push('load');
        return { ...record, version, document };
      },
    };
    return { server, asked };
  }

  it('replaces an unmodified copy with a newer server version, asking for the document only then', async () => {
    const { cache, record, document } = setUp();
    await keepOffline(cache, { record, document, modified: false, now: 1 });
    const current = serverAt(record.version, document);
    expect(await pullNewerVersion(cache, current.server, record.id, record.version)).toBe(false);
    expect(current.asked).toEqual(['record']);

    const newer = { ...document, name: 'Cells, from the server' };
    const ahead = serverAt(record.version + 1, newer);
    expect(await pullNewerVersion(cache, ahead.server, record.id, record.version, () => 9)).toBe(true);
    expect(ahead.asked).toEqual(['record', 'load']);
    expect(await cache.readRecord(record.id)).toEqual({
      name: 'Cells, from the server',
      isModified: false,
      updated: 9,
      version: record.version + 1,
    });
    expect(await offlineMapLoader(cache)(record.id)).toMatchObject({
      version: record.version + 1,
      document: newer,
    });
  });

  it('leaves a copy with unsynced work, a copy saved while the newer version came, and an unkeepable map', async () => {
    const { cache, record, document, server: persistence } = setUp();
    await keepOffline(cache, { record, document, modified: true, now: 1 });
    const ahead = serverAt(record.version + 1, document);
    expect(await pullNewerVersion(cache, ahead.server, record.id, record.version)).toBe(false);
    expect(ahead.asked).toEqual([]);

    await cache.deleteMap(record.id);
    await keepOffline(cache, { record, document, modified: false, now: 1 });
    const edited = { ...document, name: 'Edited meanwhile' };
    const racing: ServerMaps = {
      record: ahead.server.record,
      load: async (mapId) => {
        await offlinePersistence(cache, persistence, () => 5).save({
          mapId,
          baseVersion: 0,
          document: edited,
        });
        return ahead.server.load(mapId);
      },
    };
    expect(await pullNewerVersion(cache, racing, record.id, record.version)).toBe(false);
    expect(await offlineMapLoader(cache)(record.id)).toMatchObject({
      version: record.version,
      document: edited,
    });

    await cache.deleteMap(record.id);
    await keepOffline(cache, { record, document, modified: false, now: 1 });
    const empty = serverAt(record.version + 1, { ...document, nodes: [] });
    expect(await pullNewerVersion(cache, empty.server, record.id, record.version)).toBe(false);
    expect(await offlineMapLoader(cache)(record.id)).toMatchObject({ version: record.version });
  });
});

describe('offline editing and sync', () => {
  it('saves to the cache as modified, keeping the base version, then syncs it over that version', async () => {
    const { cache, record, document, server, saves } = setUp();
    await keepOffline(cache, { record, document, modified: false, now: 1 });
    const changed = { ...document, name: 'Cells, annotated' };
    const saved = await offlinePersistence(cache, server, () => 20).save({
      mapId: record.id,
      baseVersion: 999,
      document: changed,
    });
    expect(saved).toMatchObject({ version: record.version, name: 'Cells, annotated' });
    expect(await cache.readRecord(record.id)).toEqual({
      name: 'Cells, annotated',
      isModified: true,
      updated: 20,
      version: record.version,
    });
    expect(saves).toEqual([]);

    const synced = await syncOfflineMap(cache, server, record.id, () => 30);
    expect(saves).toEqual([{ mapId: record.id, baseVersion: record.version, document: changed }]);
    expect(synced.version).toBe(record.version + 1);
    expect(await cache.readRecord(record.id)).toMatchObject({
      isModified: false,
      updated: 30,
      version: record.version + 1,
    });
    const reloaded = await offlineMapLoader(cache)(record.id);
    expect(reloaded).toMatchObject({ version: record.version + 1, document: changed });
  });

  it("keeps the copy as it was when the server refuses a sync, with the server's message", async () => {
    const { cache, record, document, server, bumpServer } = setUp();
    await keepOffline(cache, { record, document, modified: true, now: 1 });
    bumpServer();
    await expect(syncOfflineMap(cache, server, record.id, () => 30)).rejects.toThrow(CONFLICT);
    expect(await cache.readRecord(record.id)).toEqual({
      name: 'Cells',
      isModified: true,
      updated: 1,
      version: record.version,
    });
    expect(await offlineMapLoader(cache)(record.id)).toMatchObject({ version: record.version });
  });

  it('keeps work saved offline while a sync was out, modified, over the new version', async () => {
    const { cache, record, document, server } = setUp();
    await keepOffline(cache, { record, document, modified: true, now: 1 });
    const later = { ...document, name: 'Saved during the sync' };
    const slowServer: Pick<MapPersistence, 'save'> = {
      save: async (input) => {
        const answer: MapRecord = await server.save(input);
        await offlinePersistence(cache, server, () => 5).save({ ...input, document: later });
        return answer;
      },
    };
    await syncOfflineMap(cache, slowServer, record.id, () => 9);
    expect(await cache.readRecord(record.id)).toMatchObject({ isModified: true });
    expect(await offlineMapLoader(cache)(record.id)).toMatchObject({
      version: record.version + 1,
      document: later,
    });
  });

  it('fails to load a copy that is not kept, and one that is malformed with the spec message', async () => {
    const { cache, record, document } = setUp();
    await expect(offlineMapLoader(cache)(record.id)).rejects.toThrow(offlineStrings.notCached);
    await cache.saveMap(
      { ...record, document: { ...document, nodes: [] } },
      { name: 'x', isModified: false, updated: 1 },
    );
    await expect(offlineMapLoader(cache)(record.id)).rejects.toThrow('The offline map is not well formed.');
  });
});
