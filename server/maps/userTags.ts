import type { Kysely } from 'kysely';
import type { UserTag } from '../../src/model/mapList/summary.ts';
import type { Tables } from '../db/tables.ts';
import { requireVisibleMaps } from './access.ts';
import { loadMapSummaries } from './summaries.ts';

/**
 * Sets or clears one of the viewer's tags (Bookmarked, Archived) on maps they may see; idempotent.
 * Answers the maps' new summaries.
 */
export async function setUserTag(
  db: Kysely<Tables>,
  viewerId: string,
  mapIds: readonly string[],
  tag: UserTag,
  on: boolean,
) {
  const unique = [...new Set(mapIds)];
  await requireVisibleMaps(db, viewerId, unique);
  if (on) {
    await db
      .insertInto('mapUserTags')
      .values(unique.map((mapId) => ({ userId: viewerId, mapId, tag })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('mapUserTags')
      .where('userId', '=', viewerId)
      .where('tag', '=', tag)
      .where('mapId', 'in', unique)
      .execute();
  }
  return loadMapSummaries(db, viewerId, { mapIds: unique });
}
