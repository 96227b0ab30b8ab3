import type { Kysely } from 'kysely';
import { COUNTER_OF_EVENT, type UsageEvent } from '../../src/model/usage/dayUsage.ts';
import type { MapUsageDaysTable, Tables } from '../db/tables.ts';

export interface UsageRecord {
  mapId: string;
  /** The signed-in user, or null for an anonymous visitor. */
  userId: string | null;
  event: UsageEvent;
  /** The course the map was opened from (course loads). */
  courseId?: string | null;
  at?: Date;
}

type CounterColumn = keyof Pick<
  MapUsageDaysTable,
  | 'userLoads'
  | 'userCourseLoads'
  | 'userShares'
  | 'userUpdates'
  | 'anonymousLoads'
  | 'anonymousCourseLoads'
  | 'anonymousShares'
  | 'anonymousUpdates'
>;

function counterColumn(event: UsageEvent, signedIn: boolean): CounterColumn {
  const counter = COUNTER_OF_EVENT[event];
  const suffix = counter.charAt(0).toUpperCase() + counter.slice(1);
  return `${signedIn ? 'user' : 'anonymous'}${suffix}` as CounterColumn;
}

/**
 * Counts one use of a map in its usage report (one row per map and UTC day) and, for a signed-in user,
 * remembers it as their latest use of the map (the dashboard's recent maps and courses). Map loads,
 * course loads, saves and shares call it.
 */
export async function recordMapUsage(db: Kysely<Tables>, record: UsageRecord): Promise<void> {
  const at = record.at ?? new Date();
  const day = at.toISOString().slice(0, 10);
  const column = counterColumn(record.event, record.userId !== null);
  await db
    .insertInto('mapUsageDays')
    .values({ mapId: record.mapId, day, [column]: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['mapId', 'day'])
        .doUpdateSet((eb) => ({ [column]: eb(`mapUsageDays.${column}`, '+', 1) })),
    )
    .execute();
  if (record.userId === null) return;
  await db
    .insertInto('mapUserActivity')
    .values({
      userId: record.userId,
      mapId: record.mapId,
      action: record.event,
      courseId: record.courseId ?? null,
      lastAt: at,
    })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'mapId', 'action']).doUpdateSet((eb) => ({
        lastAt: eb.ref('excluded.lastAt'),
        courseId: eb.ref('excluded.courseId'),
      })),
    )
    .execute();
}
