/** Loading one map document for the editor, with the viewer's rights on it (spec 2 sections 3 and 6). */
import { type Kysely, sql } from 'kysely';
import type { MapAccessRights } from '../../src/model/access/accessRights.ts';
import type { MapDocumentRecord, MapRecord } from '../../src/model/map/record.ts';
import type { Tables } from '../db/tables.ts';
import { MAP_MESSAGES } from './messages.ts';
import { rightsOnMap, selectMapWithShare } from './rights.ts';

export const MAP_NOT_FOUND = MAP_MESSAGES.notFound;

/** A map as the server answers it after writing: its record and the stored document. */
export type StoredMapRecord = MapDocumentRecord<Record<string, unknown>>;

/** A loaded map: its document as the JSON text stored, which the response splices in without parsing it. */
export interface MapDocumentText extends MapRecord {
  documentText: string;
}

/**
 * The map as stored, for its owner (admin rights) or a user it is shared with (the share's right). Anyone
 * else gets NOT_FOUND, as for a map that does not exist, so ids cannot be probed.
 */
export async function loadMapDocument(
  db: Kysely<Tables>,
  userId: string,
  mapId: string,
): Promise<MapDocumentText> {
  const found = await selectMapWithShare(db, userId, mapId)
    .select(['maps.id', 'maps.name', 'maps.version', 'maps.updatedAt'])
    .select(sql<string>`maps.document::text`.as('documentText'))
    .executeTakeFirst();
  const { row, rights } = rightsOnMap(found, userId);
  return { ...recordOf(row, rights), documentText: row.documentText };
}

/** The same map without its document (megabytes on a large map): its version, name and the user's rights. */
export async function loadMapRecord(db: Kysely<Tables>, userId: string, mapId: string): Promise<MapRecord> {
  const found = await selectMapWithShare(db, userId, mapId)
    .select(['maps.id', 'maps.name', 'maps.version', 'maps.updatedAt'])
    .executeTakeFirst();
  const { row, rights } = rightsOnMap(found, userId);
  return recordOf(row, rights);
}

function recordOf(
  row: { id: string; name: string; version: number; updatedAt: Date | string },
  rights: MapAccessRights,
): MapRecord {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    updated: new Date(row.updatedAt).toISOString(),
    ...rights,
  };
}
