/**
 * Keeping a map offline, editing the copy and syncing it back: the operations the editor's screens call,
 * over the cache (./OfflineCache.ts) and the server's saving (MapPersistence).
 */

import type { MapDocumentRecord, MapRecord } from '../../model/map/record';
import type { StoredMapDocument } from '../../model/map/stored';
import type { LoadMapRecord, MapPersistence } from '../persistence';
import type { OfflineCache } from './OfflineCache';
import {
  isKeepable,
  isStaleOfflineCopy,
  mayReplaceOfflineCopy,
  type OfflineMapEntry,
  offlineRecordFor,
} from './records';
import { offlineStrings } from './strings';

export type OfflineResult = { ok: true } | { ok: false; error: string };

/**
 * Keeps the map offline as it is now (unsaved changes included, then marked modified so a sync sends
 * them), replacing an older copy unless that copy holds work not synced yet.
 */
export async function keepOffline(
  cache: OfflineCache,
  input: { record: MapRecord; document: StoredMapDocument; modified: boolean; now: number },
): Promise<OfflineResult> {
  const { record, document, modified, now } = input;
  if (!isKeepable(document)) return { ok: false, error: offlineStrings.notKeepable };
  if (!mayReplaceOfflineCopy(await cache.readRecord(record.id)))
    return { ok: false, error: offlineStrings.unsyncedCopy };
  await cache.saveMap(
    { ...record, name: document.name, document },
    offlineRecordFor(document.name, modified, now, record.version),
  );
  return { ok: true };
}

/**
 * Brings an unmodified offline copy up to the server version the editor holds unchanged (a newer one
 * loaded, or one just saved online), so the next offline session starts from the latest map and its sync
 * does not meet a conflict of the app's own making. A copy with unsynced work is left as it is, unless
 * the editor kept it itself (`keptHere`: its record's `updated`) and its save holds that work. The
 * document is only built when the copy is replaced. Resolves to whether it was.
 */
export async function refreshOfflineCopy(
  cache: OfflineCache,
  input: { record: MapRecord; document: () => StoredMapDocument; now: number; keptHere?: number },
): Promise<boolean> {
  const { record, now, keptHere } = input;
  if (!isStaleOfflineCopy(await cache.readRecord(record.id), record.version, keptHere)) return false;
  const document = input.document();
  if (!isKeepable(document)) return false;
  await cache.saveMap(
    { ...record, name: document.name, document },
    offlineRecordFor(document.name, false, now, record.version),
  );
  return true;
}

/** What the server tells about a map: its record alone (a version check), or the map with its document. */
export interface ServerMaps {
  record(mapId: string): Promise<MapRecord>;
  load(mapId: string): Promise<MapDocumentRecord>;
}

/**
 * Brings an offline copy opened while online up to a newer version on the server, if the copy holds
 * nothing unsynced. The version it builds on is its record's (`openedVersion`, the open copy's, for a
 * record written before records carried one). Only the record is asked of the server unless there is a
 * newer version. Resolves to whether the copy was replaced; a copy saved offline while the newer version
 * was on its way is kept.
 */
export async function pullNewerVersion(
  cache: OfflineCache,
  server: ServerMaps,
  mapId: string,
  openedVersion: number,
  now: () => number = Date.now,
): Promise<boolean> {
  const kept = await cache.readRecord(mapId);
  if (kept?.isModified !== false) return false;
  if ((await server.record(mapId)).version === (kept.version ?? openedVersion)) return false;
  const { document, ...record } = await server.load(mapId);
  if (!isKeepable(document)) return false;
  if ((await cache.readRecord(mapId))?.isModified !== false) return false;
  await cache.saveMap(
    { ...record, name: document.name, document },
    offlineRecordFor(document.name, false, now(), record.version),
  );
  return true;
}

/** The editor's loader for an offline copy: a missing or malformed copy fails with the message to show. */
export function offlineMapLoader(cache: OfflineCache): LoadMapRecord {
  return async (mapId) => {
    const loaded = await cache.loadMap(mapId);
    if (loaded.status === 'ok') return loaded.entry;
    if (loaded.status === 'missing') throw new Error(offlineStrings.notCached);
    const [message, ...details] = loaded.errors;
    if (details.length > 0) console.warn(`Offline map ${mapId}: ${details.join('; ')}`);
    throw new Error(message);
  };
}

/**
 * The editor's saving for an offline copy: Save writes the cache (the copy becomes modified, its base
 * version stays that of the server's copy it came from); Save as creates a new map on the server.
 */
export function offlinePersistence(
  cache: OfflineCache,
  server: MapPersistence,
  now: () => number = Date.now,
): MapPersistence {
  return {
    save: async ({ mapId, document }) => {
      const kept = await readEntry(cache, mapId);
      const stored = document as StoredMapDocument;
      const { document: _previous, ...record } = kept;
      const entry: OfflineMapEntry = { ...record, name: stored.name, document: stored };
      await cache.saveMap(entry, offlineRecordFor(entry.name, true, now(), entry.version));
      return recordOf(entry);
    },
    saveAs: (input) => server.saveAs(input),
  };
}

/**
 * Saves the offline copy to the server over the version it was kept at. On success the copy takes the
 * server's new version and is no longer modified (unless it was saved again meanwhile); a refusal (a
 * newer version on the server) rejects with the server's message and leaves the copy as it was.
 */
export async function syncOfflineMap(
  cache: OfflineCache,
  server: Pick<MapPersistence, 'save'>,
  mapId: string,
  now: () => number = Date.now,
): Promise<MapRecord> {
  const before = await cache.readRecord(mapId);
  const { document, ...kept } = await readEntry(cache, mapId);
  const saved = await server.save({ mapId, baseVersion: kept.version, document });
  const after = await cache.readRecord(mapId);
  const savedMeanwhile = before !== null && after !== null && after.updated !== before.updated;
  // Work saved offline while the sync was out is kept, over the server's new version.
  const latest = savedMeanwhile ? (await readEntry(cache, mapId)).document : document;
  await cache.saveMap(
    { ...saved, document: latest },
    offlineRecordFor(saved.name, savedMeanwhile, now(), saved.version),
  );
  return saved;
}

async function readEntry(cache: OfflineCache, mapId: string): Promise<OfflineMapEntry> {
  const loaded = await cache.loadMap(mapId);
  if (loaded.status === 'missing') throw new Error(offlineStrings.notCached);
  if (loaded.status === 'malformed') throw new Error(loaded.errors[0]);
  return loaded.entry as OfflineMapEntry;
}

function recordOf({ document: _document, ...record }: OfflineMapEntry): MapRecord {
  return record;
}
