/** Test helpers: a map record as the server answers it to its owner, and an editor open on it. */

import { OPERATION_MODE } from '../model/map/constants';
import { newMapDocument } from '../model/map/newMap';
import type { MapDocumentRecord, MapRecord } from '../model/map/record';
import { storedMapDocument } from '../model/map/stored';
import { MapDocumentStore } from './MapDocumentStore';
import { MapEditorStore } from './MapEditorStore';

const MAP_ID = 'map0000001';

/** `document` (an empty map named `name` unless given) as loaded by its owner, at version 1. */
export function ownerRecord(name: string, document?: unknown): MapDocumentRecord {
  return {
    id: MAP_ID,
    name,
    version: 1,
    updated: '2026-01-01T00:00:00.000Z',
    document: document ?? storedMapDocument(newMapDocument({ id: MAP_ID, name })),
    accessRight: 'admin',
    hasEditRights: true,
    hasShareRights: true,
  };
}

/** The record of a copy named `name` that Save as made, as the server answers it. */
export const copyRecord = (name: string): MapRecord => ({
  id: 'copy000001',
  name,
  version: 1,
  updated: '2026-01-02T00:00:00.000Z',
  accessRight: 'admin',
  hasEditRights: true,
  hasShareRights: true,
});

/** An editor (nothing to save to) on a new empty map named `name`, in edit mode. */
export async function openEmptyMapInEditMode(name: string): Promise<MapEditorStore> {
  const record = ownerRecord(name);
  const editor = new MapEditorStore(new MapDocumentStore(async () => record), null, storedMapDocument);
  await editor.document.load(record.id);
  editor.enterMode(OPERATION_MODE.EDIT);
  return editor;
}
