/**
 * The offline map cache over the browser's CacheStorage (spec 2 sections 4 and 7): maps are kept,
 * removed and loaded, offline records listed, user settings read and written. Entries are JSON
 * responses under the keys of ./keys.ts. The rules live in ./records.ts and ./userSettings.ts; this is
 * their shell, and the only place that logs what the cache could not read.
 */

import type { MapDocumentRecord } from '../../model/map/record';
import { DEFAULT_USER_SETTINGS } from '../../model/map/settings';
import { cacheKey, OFFLINE_CACHE_NAME, offlineCacheName, parseCacheKey } from './keys';
import { offlineOwner } from './offlineOwner';
import {
  DEFAULT_OFFLINE_RECORD,
  type OfflineMapEntry,
  type OfflineRecord,
  readOfflineMapEntry,
  readOfflineRecord,
} from './records';
import { OFFLINE_MESSAGES } from './strings';
import { type CachedUserSettings, readUserSettings } from './userSettings';

/** The parts of CacheStorage the store uses (a fake stands in for it in Node tests). */
export interface CacheStorageLike {
  open(name: string): Promise<CacheLike>;
}
export interface CacheLike {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  delete(key: string): Promise<boolean>;
  keys(): Promise<readonly { url: string }[]>;
}

export interface OfflineLog {
  warn(message: string): void;
}

export type OfflineMapLoad =
  | { status: 'ok'; entry: MapDocumentRecord }
  | { status: 'missing' }
  | { status: 'malformed'; errors: string[] };

export interface OfflineListing {
  mapId: string;
  record: OfflineRecord;
}

/** What a JSON entry read back as: absent, present but not JSON, or its value. */
const UNREADABLE = Symbol('unreadable');

export class OfflineCache {
  constructor(
    private readonly storage: CacheStorageLike,
    private readonly log: OfflineLog = console,
    /** The cache of the user signed in now, asked at each use (./keys.ts, offlineCacheName). */
    private readonly cacheName: () => string = () => OFFLINE_CACHE_NAME,
  ) {}

  /** Writes the map and its offline record together. */
  async saveMap(entry: OfflineMapEntry, record: OfflineRecord): Promise<void> {
    const cache = await this.open();
    await cache.put(cacheKey('id', entry.id), json(entry));
    await cache.put(cacheKey('offline', entry.id), json(record));
  }

  /** Removes the map and its record; the user's view settings of the map stay. */
  async deleteMap(mapId: string): Promise<void> {
    const cache = await this.open();
    await cache.delete(cacheKey('id', mapId));
    await cache.delete(cacheKey('offline', mapId));
  }

  /** The kept map, checked; one kept at another map version is ignored with a warning. */
  async loadMap(mapId: string): Promise<OfflineMapLoad> {
    const raw = await this.read(cacheKey('id', mapId));
    if (raw === undefined) return { status: 'missing' };
    const reading = readOfflineMapEntry(raw === UNREADABLE ? undefined : raw);
    if (reading.status !== 'unsupportedVersion') return reading;
    this.log.warn(OFFLINE_MESSAGES.unsupportedVersion(mapId, reading.version));
    return { status: 'missing' };
  }

  /** The map's offline record; null when the map is not kept. An unreadable one is logged and defaulted. */
  async readRecord(mapId: string): Promise<OfflineRecord | null> {
    const raw = await this.read(cacheKey('offline', mapId));
    if (raw === undefined) return null;
    const record = raw === UNREADABLE ? null : readOfflineRecord(raw);
    if (record) return record;
    this.log.warn(OFFLINE_MESSAGES.unreadableRecord);
    return { ...DEFAULT_OFFLINE_RECORD };
  }

  /** Every kept map's record, the most recently written first. */
  async listRecords(): Promise<OfflineListing[]> {
    const cache = await this.open();
    const mapIds = (await cache.keys()).flatMap(({ url }) => {
      const key = parseCacheKey(url);
      return key?.kind === 'offline' ? [key.mapId] : [];
    });
    const listed = await Promise.all(
      mapIds.map(async (mapId) => ({ mapId, record: await this.readRecord(mapId) })),
    );
    return listed
      .flatMap(({ mapId, record }) => (record ? [{ mapId, record }] : []))
      .sort((a, b) => b.record.updated - a.record.updated);
  }

  /** The user's settings of the map; null when none were kept. Unreadable ones are logged and defaulted. */
  async readUserSettings(mapId: string): Promise<CachedUserSettings | null> {
    const raw = await this.read(cacheKey('userSettings', mapId));
    if (raw === undefined) return null;
    const settings = raw === UNREADABLE ? null : readUserSettings(raw);
    if (settings) return settings;
    this.log.warn(OFFLINE_MESSAGES.unreadableUserSettings);
    return { ...DEFAULT_USER_SETTINGS };
  }

  async writeUserSettings(mapId: string, settings: CachedUserSettings): Promise<void> {
    await (await this.open()).put(cacheKey('userSettings', mapId), json(settings));
  }

  private open(): Promise<CacheLike> {
    return this.storage.open(this.cacheName());
  }

  /** The parsed JSON of an entry: undefined when absent, UNREADABLE when it is not JSON. */
  private async read(key: string): Promise<unknown> {
    const response = await (await this.open()).match(key);
    if (!response) return undefined;
    try {
      return (await response.json()) as unknown;
    } catch {
      return UNREADABLE;
    }
  }
}

function json(value: unknown): Response {
  return new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
}

let shared: OfflineCache | null | undefined;

/**
 * The app's offline cache, or null where the browser has no CacheStorage (said once in the log): the
 * offline feature is then left out of the UI.
 */
export function offlineCache(): OfflineCache | null {
  if (shared !== undefined) return shared;
  const storage = typeof caches === 'undefined' ? undefined : caches;
  if (!storage) console.warn(OFFLINE_MESSAGES.notSupported);
  shared = storage ? new OfflineCache(storage, console, signedInUsersCacheName) : null;
  return shared;
}

/** The cache of the user whose copies this browser lists (./offlineOwner.ts). */
function signedInUsersCacheName(): string {
  return offlineCacheName(offlineOwner());
}
