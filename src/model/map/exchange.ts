/**
 * Map files: a map exported as JSON in our own versioned format, and imported back (issue 6, Import and
 * export). A file reads `{ "format": "study-maps/map", "version": 4, "map": <stored map> }`; the map is
 * the stored form (./stored.ts), without the viewer's rights and the editor's view state.
 */
import { CURRENT_MAP_VERSION } from './constants';
import { MAP_FILE_MESSAGES } from './messages';
import { isRecord, readInteger } from './read';
import { type StoredMapDocument, storedMapDocument } from './stored';
import type { MapDocument } from './types';
import { validateMap } from './validate';

export const MAP_FILE_FORMAT = 'study-maps/map';

export interface MapFile {
  format: typeof MAP_FILE_FORMAT;
  /** The map version of the app that wrote the file. */
  version: number;
  map: StoredMapDocument;
}

export type MapImportResult = { ok: true; map: MapDocument } | { ok: false; error: string };

export function exportMapFile(map: MapDocument): string {
  const file: MapFile = {
    format: MAP_FILE_FORMAT,
    version: CURRENT_MAP_VERSION,
    map: storedMapDocument(map),
  };
  return JSON.stringify(file);
}

/**
 * Reads a map file: a file of an older version is converted by loading (legacy shapes into the current
 * ones); a newer one is refused, as is anything that is not a valid map. The map comes back loaded.
 */
export function importMapFile(text: string): MapImportResult {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, error: MAP_FILE_MESSAGES.notJson };
  }
  if (!isRecord(file) || file.format !== MAP_FILE_FORMAT || !isRecord(file.map)) {
    return { ok: false, error: MAP_FILE_MESSAGES.wrongFormat };
  }
  const version = readInteger(file.version);
  if (version === undefined || version < 1) return { ok: false, error: MAP_FILE_MESSAGES.noVersion };
  // The map's own settings name the version its content follows; neither may be newer than ours.
  const settingsVersion = isRecord(file.map.settings) ? (readInteger(file.map.settings.version) ?? 0) : 0;
  const newest = Math.max(version, settingsVersion);
  if (newest > CURRENT_MAP_VERSION) return { ok: false, error: MAP_FILE_MESSAGES.newerVersion(newest) };
  const result = validateMap(file.map);
  if (!result.ok) return { ok: false, error: MAP_FILE_MESSAGES.invalid(result.errors[0] ?? '') };
  return { ok: true, map: result.map };
}
