/**
 * The sandbox map (spec 2 section 2, special id 'sandbox'): a new map that lives only in the browser, so
 * anyone can try the editor without signing in. The user edits it with every right; there is nowhere to
 * save it (File → Export keeps it as a file).
 */

import { newMapDocument } from '../model/map/newMap';
import type { MapDocumentRecord } from '../model/map/record';
import { storedMapDocument } from '../model/map/stored';

export const SANDBOX_MAP_ID = 'sandbox';
export const SANDBOX_MAP_NAME = 'Sandbox';

export function sandboxMapRecord(now: Date = new Date()): MapDocumentRecord {
  return {
    id: SANDBOX_MAP_ID,
    name: SANDBOX_MAP_NAME,
    version: 0,
    updated: now.toISOString(),
    document: storedMapDocument(newMapDocument({ id: SANDBOX_MAP_ID, name: SANDBOX_MAP_NAME })),
    accessRight: 'edit',
    hasEditRights: true,
    hasShareRights: false,
  };
}
