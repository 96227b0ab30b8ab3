/**
 * Progress reports (spec 3 sections 2.2 and 6): every user's progress on a map, and a class's students'
 * progress on one of its maps, in the report order of src/model/progress/reportOrder.ts.
 */
import type { Kysely } from 'kysely';
import {
  type LessonProgress,
  mapProgressId,
  type ProgressUser,
  type UserMapProgress,
} from '../../src/model/progress/lessonProgress.ts';
import { sortByUsernameDomain } from '../../src/model/progress/reportOrder.ts';
import type { Tables } from '../db/tables.ts';
import { reportedStudents, requireAllProgressReader, requireClassReportReader } from '../reports/access.ts';

type Db = Kysely<Tables>;

/**
 * Everyone's progress on a map, for those who make its course: its owner or a user it is shared with for
 * editing, and site administrators (ADMIN). Others who see the map are refused (FORBIDDEN); to
 * everyone else the map is missing (NOT_FOUND).
 */
export async function loadAllUsersProgress(
  db: Db,
  viewerId: string,
  mapId: string,
): Promise<UserMapProgress[]> {
  await requireAllProgressReader(db, viewerId, mapId);
  const rows = await db
    .selectFrom('lessonProgress')
    .innerJoin('users', 'users.id', 'lessonProgress.userId')
    .select(['users.id as userId', 'users.firstName', 'users.lastName', 'users.username'])
    .select([
      'lessonProgress.lessonId',
      'lessonProgress.longestWatchedTime',
      'lessonProgress.previousWatchedTime',
    ])
    .where('lessonProgress.mapId', '=', mapId)
    .orderBy('lessonProgress.lessonId')
    .execute();
  return sortByUsernameDomain(groupByUser(mapId, rows));
}

/**
 * The progress on a map of every student of a class (those without any included, with no lessons), for the
 * class's teachers (role Admin) and site administrators. NOT_FOUND for a missing class or one that does
 * not have the map (or a course made from it) among its resources; FORBIDDEN for anyone else. An archived
 * class's report stays readable.
 */
export async function loadGroupUsersProgress(
  db: Db,
  viewerId: string,
  mapId: string,
  groupId: string,
): Promise<UserMapProgress[]> {
  await requireClassReportReader(db, viewerId, mapId, groupId);
  const rows = await reportedStudents(db, groupId)
    .innerJoin('users', 'users.id', 'member.userId')
    .leftJoin('lessonProgress', (join) =>
      join.onRef('lessonProgress.userId', '=', 'member.userId').on('lessonProgress.mapId', '=', mapId),
    )
    .select(['users.id as userId', 'users.firstName', 'users.lastName', 'users.username'])
    .select([
      'lessonProgress.lessonId',
      'lessonProgress.longestWatchedTime',
      'lessonProgress.previousWatchedTime',
    ])
    .orderBy('lessonProgress.lessonId')
    .execute();
  return sortByUsernameDomain(groupByUser(mapId, rows));
}

type ReportRow = { userId: string; firstName: string; lastName: string; username: string } & {
  [Field in keyof LessonProgress]: LessonProgress[Field] | null;
};

/** One report row per user, in the order users first appear; a user with no progress gets no lessons. */
function groupByUser(mapId: string, rows: readonly ReportRow[]): UserMapProgress[] {
  const byUser = new Map<string, UserMapProgress>();
  for (const row of rows) {
    let entry = byUser.get(row.userId);
    if (!entry) {
      const user: ProgressUser = {
        id: row.userId,
        firstName: row.firstName,
        lastName: row.lastName,
        username: row.username,
      };
      entry = { id: mapProgressId(mapId, row.userId), mapId, user, lessons: [] };
      byUser.set(row.userId, entry);
    }
    if (row.lessonId === null || row.longestWatchedTime === null || row.previousWatchedTime === null)
      continue;
    entry.lessons.push({
      lessonId: row.lessonId,
      longestWatchedTime: row.longestWatchedTime,
      previousWatchedTime: row.previousWatchedTime,
    });
  }
  return [...byUser.values()];
}
