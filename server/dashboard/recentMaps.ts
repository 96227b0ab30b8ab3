import type { Kysely } from 'kysely';
import type { UsageEvent } from '../../src/model/usage/dayUsage.ts';
import type { Tables } from '../db/tables.ts';
import { visibleMapIdsQuery } from '../maps/access.ts';

export const RECENT_MAPS_DEFAULT = 8;
export const RECENT_MAPS_MAX = 50;

/**
 * recentMaps: the maps the user most recently used in this way (loaded, loaded in a course, updated,
 * shared), newest first. Maps they may no longer see are left out, except course maps opened from a
 * course (the course page checks its own access).
 */
export async function loadRecentMaps(db: Kysely<Tables>, userId: string, action: UsageEvent, limit: number) {
  const rows = await db
    .selectFrom('mapUserActivity as activity')
    .innerJoin('maps', 'maps.id', 'activity.mapId')
    .select(['maps.id as mapId', 'maps.name', 'activity.courseId', 'activity.lastAt'])
    .where('activity.userId', '=', userId)
    .where('activity.action', '=', action)
    .where((eb) =>
      eb.or([eb('maps.id', 'in', visibleMapIdsQuery(db, userId)), eb('activity.courseId', 'is not', null)]),
    )
    .orderBy('activity.lastAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    mapId: row.mapId,
    name: row.name,
    courseId: row.courseId,
    date: row.lastAt.toISOString(),
  }));
}
