/**
 * What the stores need of the server, as ports the api implements: over GraphQL (./graphql/mapPersistence.ts)
 * and over the offline cache (./offline/offlineMaps.ts). They live here, not beside the stores, because
 * the stores import the api and the api never imports the stores (DESIGN.md, Layout).
 */

import type { MapDocumentRecord, MapRecord } from '../model/map/record';
import type { UserAdditions } from '../model/map/userAdditions';
import type { UserNotes } from '../model/map/userNotes';

/** How the open map's document store loads a map: its record with the stored document. */
export type LoadMapRecord = (mapId: string) => Promise<MapDocumentRecord>;

/** The server side of saving a map (MapEditorStore). */
export interface MapPersistence {
  /** Refused when the stored version is newer than `baseVersion` (optimistic concurrency). */
  save(input: { mapId: string; baseVersion: number; document: unknown }): Promise<MapRecord>;
  /** A new map owned by the user, from the document as it is now. */
  saveAs(input: { mapId: string; name: string; document: unknown }): Promise<MapRecord>;
  /**
   * Replaces the user's own additions to a map they personalise (issue 23); the map itself is not
   * touched. Absent where additions cannot be kept (offline).
   */
  saveAdditions?(input: { mapId: string; additions: UserAdditions }): Promise<void>;
}

/**
 * What an editor saves through: a stored map's persistence, or only Save as where there is no stored map
 * to save over (the sandbox).
 */
export type EditorPersistence = MapPersistence | Pick<MapPersistence, 'saveAs'>;

/** The server side of the user's own notes on a map (UserNotesStore). */
export interface UserNotesPersistence {
  /** The notes as stored, untrusted; null before the user saved any. */
  load(mapId: string): Promise<unknown>;
  save(mapId: string, notes: UserNotes): Promise<void>;
}

/** What the user is told when the notes fail to load or save and the server gave no reason. */
export const USER_NOTES_STORE_MESSAGES = {
  loadFailed: 'Your notes could not be loaded.',
  saveFailed: 'Your notes could not be saved.',
} as const;
