/**
 * The sandbox map (spec 2 section 2, special id 'sandbox'): a new map that lives only in the browser, so
 * anyone can try the editor without signing in. The user edits it with every right; its work is kept in
 * the browser (./SandboxKeeper.ts) until it is saved as a map (signed in) or discarded.
 */

import { newMapDocument } from '../model/map/newMap';
import type { MapDocumentRecord } from '../model/map/record';
import { type StoredMapDocument, storedMapDocument } from '../model/map/stored';

export const SANDBOX_MAP_ID = 'sandbox';
export const SANDBOX_MAP_NAME = 'Sandbox';

/** The sandbox as it was kept in this browser, or a new one. */
export function sandboxMapRecord(
  now: Date = new Date(),
  kept: StoredMapDocument | null = null,
): MapDocumentRecord {
  return {
    id: SANDBOX_MAP_ID,
    name: kept?.name ?? SANDBOX_MAP_NAME,
    version: 0,
    updated: now.toISOString(),
    document: kept ?? storedMapDocument(newMapDocument({ id: SANDBOX_MAP_ID, name: SANDBOX_MAP_NAME })),
    accessRight: 'edit',
    hasEditRights: true,
    hasShareRights: false,
  };
}
