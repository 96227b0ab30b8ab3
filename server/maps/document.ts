/** Loading one map document for the editor, with the viewer's rights on it (spec 2 sections 3 and 6). */
import type { Kysely } from 'kysely';
import type { AccessRight } from '../../src/model/map/constants.ts';
import type { Tables } from '../db/tables.ts';
import { notFound } from '../errors.ts';

export const MAP_NOT_FOUND = 'Map not found.';

export interface MapDocumentRecord {
  id: string;
  name: string;
  version: number;
  updated: string;
  document: Record<string, unknown>;
  accessRight: AccessRight;
  hasEditRights: boolean;
  hasShareRights: boolean;
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
  const row = await db
    .selectFrom('maps')
    .leftJoin('mapShares', (join) =>
      join.onRef('mapShares.mapId', '=', 'maps.id').on('mapShares.userId', '=', userId),
    )
    .select([
      'maps.id',
      'maps.name',
      'maps.version',
      'maps.updatedAt',
      'maps.document',
      'maps.ownerId',
      'mapShares.accessRight',
    ])
    .where('maps.id', '=', mapId)
    .executeTakeFirst();
  if (!row) throw notFound(MAP_NOT_FOUND);
  const accessRight: AccessRight = row.ownerId === userId ? 'admin' : (row.accessRight ?? 'none');
  if (accessRight === 'none') throw notFound(MAP_NOT_FOUND);
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    updated: new Date(row.updatedAt).toISOString(),
    document: row.document,
    accessRight,
    hasEditRights: accessRight === 'edit' || accessRight === 'admin',
    hasShareRights: accessRight === 'admin',
  };
}
