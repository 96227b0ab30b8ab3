/**
 * The rules of the offline cache, pure: what a kept map and its offline record look like, how an entry
 * read back from the cache is checked (spec 2 section 5, "Offline map validity"; section 4, a cached map
 * of another version is ignored), and when keeping a map offline again would lose work.
 */
import { ACCESS_RIGHTS, CURRENT_MAP_VERSION } from '../../model/map/constants';
import { isRecord, readBoolean, readInteger, readNumber, readOneOf, readString } from '../../model/map/read';
import type { MapDocumentRecord, MapRecord } from '../../model/map/record';
import type { StoredMapDocument } from '../../model/map/stored';
import { validateOfflineMap } from '../../model/map/validate';
import { OFFLINE_MESSAGES } from './strings';

/** `offline/{mapId}` (spec 2 section 3): the map's name, whether it changed offline, when it was kept. */
export interface OfflineRecord {
  name: string;
  /** Saved offline since it was kept or last synced: a sync has something to send. */
  isModified: boolean;
  /** Epoch ms of the last write to the cache. */
  updated: number;
  /**
   * The server version the copy was kept or last synced at (absent in records written before it was
   * kept here): lets the editor see an unmodified copy has fallen behind without reading the whole map.
   */
  version?: number;
}

/**
 * `id/{mapId}`: the map in its stored form with the server record it was kept from. `version` is the
 * base version a sync saves over, the rights decide the mode the offline copy opens in.
 */
export type OfflineMapEntry = MapRecord & { document: StoredMapDocument };

export const DEFAULT_OFFLINE_RECORD: Readonly<OfflineRecord> = { name: '', isModified: false, updated: 0 };

/** A record read back from the cache; null when it is not a record at all (the caller logs and uses defaults). */
export function readOfflineRecord(raw: unknown): OfflineRecord | null {
  if (!isRecord(raw)) return null;
  const version = readInteger(raw.version);
  return {
    name: readString(raw.name, DEFAULT_OFFLINE_RECORD.name),
    isModified: readBoolean(raw.isModified, DEFAULT_OFFLINE_RECORD.isModified),
    updated: readNumber(raw.updated, DEFAULT_OFFLINE_RECORD.updated),
    ...(version === undefined ? {} : { version }),
  };
}

export type OfflineMapReading =
  | { status: 'ok'; entry: MapDocumentRecord }
  | { status: 'malformed'; errors: string[] }
  | { status: 'unsupportedVersion'; version: unknown };

/**
 * A cached map as the editor loads it. Its map version is checked before the map itself: a map kept by
 * another version of the app is ignored (its shape may differ), never reported as malformed.
 */
export function readOfflineMapEntry(raw: unknown): OfflineMapReading {
  const malformed: OfflineMapReading = { status: 'malformed', errors: [OFFLINE_MESSAGES.notWellFormed] };
  if (!isRecord(raw) || !isRecord(raw.document)) return malformed;
  const document = raw.document;
  const version = readInteger(raw.version);
  if (version === undefined) return malformed;
  const mapVersion = isRecord(document.settings) ? document.settings.version : undefined;
  if (mapVersion !== CURRENT_MAP_VERSION) return { status: 'unsupportedVersion', version: mapVersion };
  const validation = validateOfflineMap(document);
  if (!validation.ok) return { status: 'malformed', errors: validation.errors };
  const { id, name } = validation.map;
  return {
    status: 'ok',
    entry: {
      id,
      name,
      version,
      updated: readString(raw.updated, ''),
      // Rights missing from the entry open the copy in review only.
      accessRight: readOneOf(ACCESS_RIGHTS, raw.accessRight, 'view'),
      hasEditRights: readBoolean(raw.hasEditRights, false),
      hasShareRights: readBoolean(raw.hasShareRights, false),
      document,
    },
  };
}

/** Whether a map can be kept at all: an offline map needs an id, a name and at least one node. */
export function isKeepable(document: unknown): document is StoredMapDocument {
  return validateOfflineMap(document).ok;
}

/** Keeping a map offline again replaces the cached copy: refused while that copy holds unsynced work. */
export function mayReplaceOfflineCopy(existing: OfflineRecord | null): boolean {
  return !existing?.isModified;
}

/**
 * The record written with a map: a copy kept or synced is unmodified, one saved offline is modified;
 * `version` is the server version the copy builds on.
 */
export function offlineRecordFor(
  name: string,
  isModified: boolean,
  now: number,
  version: number,
): OfflineRecord {
  return { name, isModified, updated: now, version };
}

/**
 * Whether an offline copy should be replaced by the server's version `version` the editor now holds
 * unchanged: a copy with nothing unsynced kept at another version; or a copy with unsynced work that
 * this editor kept itself (`keptHere`, its record's `updated`) and has saved to the server since, which
 * that version holds. A copy changed anywhere else since is left as it is.
 */
export function isStaleOfflineCopy(
  existing: OfflineRecord | null,
  version: number,
  keptHere?: number,
): boolean {
  if (existing === null) return false;
  if (existing.isModified) return keptHere !== undefined && existing.updated === keptHere;
  return existing.version !== version;
}
