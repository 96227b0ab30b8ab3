import { type Kysely, sql } from 'kysely';
import { type DayUsage, dayUsage } from '../../src/model/usage/dayUsage.ts';
import { usageMessages } from '../../src/model/usage/messages.ts';
import type { Tables } from '../db/tables.ts';
import { forbidden } from '../errors.ts';
import { canShareMap, requireVisibleMaps } from '../maps/access.ts';

/**
 * mapUsage: the map's daily usage, oldest day first. Its owner and users it is shared with for editing
 * may read it; others who see the map are refused (FORBIDDEN), the rest get NOT_FOUND.
 */
export async function loadMapUsage(db: Kysely<Tables>, viewerId: string, mapId: string): Promise<DayUsage[]> {
  await requireVisibleMaps(db, viewerId, [mapId]);
  if (!(await canShareMap(db, viewerId, mapId))) throw forbidden(usageMessages.notAllowed);
  const rows = await db
    .selectFrom('mapUsageDays')
    .selectAll()
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'))
    .where('mapId', '=', mapId)
    .orderBy('day')
    .execute();
  return rows.map((row) =>
    dayUsage(
      row.date,
      {
        loads: row.userLoads,
        courseLoads: row.userCourseLoads,
        shares: row.userShares,
        updates: row.userUpdates,
      },
      {
        loads: row.anonymousLoads,
        courseLoads: row.anonymousCourseLoads,
        shares: row.anonymousShares,
        updates: row.anonymousUpdates,
      },
    ),
  );
}
