/** Loading one map document for the editor, with the viewer's rights on it (spec 2 sections 3 and 6). */
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import { MAP_MESSAGES } from './messages.ts';
import { type MapRights, rightsOnMap, selectMapWithShare } from './rights.ts';

export const MAP_NOT_FOUND = MAP_MESSAGES.notFound;

export interface MapDocumentRecord extends MapRights {
  id: string;
  name: string;
  version: number;
  updated: string;
  document: Record<string, unknown>;
}

/**
 * The map as stored, for its owner (admin rights) or a user it is shared with (the share's right). Anyone
 * else gets NOT_FOUND, as for a map that does not exist, so ids cannot be probed.
 */
export async function loadMapDocument(
  db: Kysely<Tables>,
  userId: string,
  mapId: string,
): Promise<MapDocumentRecord> {
  const found = await selectMapWithShare(db, userId, mapId)
    .select(['maps.id', 'maps.name', 'maps.version', 'maps.updatedAt', 'maps.document'])
    .executeTakeFirst();
  const { row, rights } = rightsOnMap(found, userId);
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    updated: new Date(row.updatedAt).toISOString(),
    document: row.document,
    ...rights,
  };
}
