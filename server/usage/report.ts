import { type Kysely, sql } from 'kysely';
import { isAdmin } from '../../src/model/auth/roles.ts';
import { type DayUsage, dayUsage } from '../../src/model/usage/dayUsage.ts';
import { usageMessages } from '../../src/model/usage/messages.ts';
import { loadActor } from '../admin/actor.ts';
import type { Tables } from '../db/tables.ts';
import { forbidden } from '../errors.ts';
import { mapOwnerOf, requireViewRights } from '../maps/rights.ts';

/**
 * mapUsage: the map's daily usage, oldest day first. Usage reports are for site administrators (spec 3
 * section 6); the map's owner keeps their own map's, and a class's teachers read it beside the class's
 * report on the map (issue 29). Others who see the map are refused (FORBIDDEN), the rest get NOT_FOUND.
 */
export async function loadMapUsage(db: Kysely<Tables>, viewerId: string, mapId: string): Promise<DayUsage[]> {
  if (isAdmin((await loadActor(db, viewerId)).roles)) await mapOwnerOf(db, mapId);
  else {
    // The one map rights rule: a class's members (its teachers among them) see the map through the class.
    await requireViewRights(db, viewerId, mapId);
    const owns = (await mapOwnerOf(db, mapId)) === viewerId;
    if (!owns && !(await teachesClassWithMap(db, viewerId, mapId))) throw forbidden(usageMessages.notAllowed);
  }
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

/** Whether the user teaches (role Admin) a class that has the map among its resources. */
async function teachesClassWithMap(db: Kysely<Tables>, userId: string, mapId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userGroupResources as resource')
    .innerJoin('userGroupMembers as member', 'member.groupId', 'resource.groupId')
    .select('resource.id')
    .where('resource.mapId', '=', mapId)
    .where('member.userId', '=', userId)
    .where('member.role', '=', 'Admin')
    .executeTakeFirst();
  return row !== undefined;
}
