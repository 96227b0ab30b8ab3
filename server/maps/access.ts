import type { Kysely } from 'kysely';
import { folderMessages } from '../../src/model/folders/messages.ts';
import type { AccessRight } from '../../src/model/map/constants.ts';
import type { Tables } from '../db/tables.ts';
import { notFound } from '../errors.ts';

type Db = Kysely<Tables>;

/** Access rights that let a user share a map onward (into a class). */
export const SHARING_RIGHTS = ['admin', 'edit'] as const;

/** Ids of the user's own maps and of those shared with them with one of `rights` (any right but none). */
function mapIdsQuery(db: Db, userId: string, rights: readonly AccessRight[] | 'any') {
  const shared = db
    .selectFrom('mapShares')
    .select('mapShares.mapId as id')
    .where('mapShares.userId', '=', userId);
  return db
    .selectFrom('maps')
    .select('maps.id')
    .where('maps.ownerId', '=', userId)
    .union(
      rights === 'any'
        ? shared.where('mapShares.accessRight', '!=', 'none')
        : shared.where('mapShares.accessRight', 'in', rights),
    );
}

/** Ids of every map the user may see: their own and those shared with them. */
export function visibleMapIdsQuery(db: Db, userId: string) {
  return mapIdsQuery(db, userId, 'any');
}

/** Ids of the maps the user may share: their own and those shared with them with edit or admin rights. */
export function shareableMapIdsQuery(db: Db, userId: string) {
  return mapIdsQuery(db, userId, SHARING_RIGHTS);
}

/**
 * Refuses the whole request with NOT_FOUND unless the user may see every one of the maps (an unseen map
 * and a missing one answer alike, so ids cannot be probed).
 */
export async function requireVisibleMaps(db: Db, userId: string, mapIds: readonly string[]): Promise<void> {
  const unique = [...new Set(mapIds)];
  if (unique.length === 0) return;
  const rows = await db
    .selectFrom('maps')
    .select('maps.id')
    .where('maps.id', 'in', unique)
    .where('maps.id', 'in', visibleMapIdsQuery(db, userId))
    .execute();
  if (rows.length !== unique.length) throw notFound(folderMessages.mapNotFound);
}

/** True when the user owns the map or it is shared with them with edit or admin rights. */
export async function canShareMap(db: Db, userId: string, mapId: string): Promise<boolean> {
  const row = await db
    .selectFrom('maps')
    .select('maps.id')
    .where('maps.id', '=', mapId)
    .where('maps.id', 'in', shareableMapIdsQuery(db, userId))
    .executeTakeFirst();
  return row !== undefined;
}
