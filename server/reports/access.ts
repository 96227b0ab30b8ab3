/**
 * Who may read the reports of a map (spec 3 sections 2.2, 6 and 7): everyone's results on a map, and a
 * class's students' results on one of its maps. Lesson progress (server/progress/reports.ts) and quiz
 * answers (server/quiz/reports.ts) share these checks.
 */
import type { Kysely } from 'kysely';
import type { MapAccessRights } from '../../src/model/access/accessRights.ts';
import { isAdmin } from '../../src/model/auth/roles.ts';
import { classMessages } from '../../src/model/classes/messages.ts';
import { progressMessages } from '../../src/model/progress/messages.ts';
import { loadActor } from '../admin/actor.ts';
import { loadGroupRow, roleInGroup } from '../classes/access.ts';
import type { Tables } from '../db/tables.ts';
import { forbidden, notFound } from '../errors.ts';
import { mapOwnerOf, requireViewRights } from '../maps/rights.ts';

type Db = Kysely<Tables>;

/**
 * Who reads everyone's results on a map besides site administrators (issue 29): its owner and the users
 * it is shared with for editing, who make its course.
 */
export const mapReportReaderRights = (rights: MapAccessRights): boolean => rights.hasEditRights;

/**
 * A map's report for everyone's results: site administrators (ADMIN) and users whose rights on the map
 * pass `allowed` may read it; others who see the map are refused (FORBIDDEN with `refusal`); to everyone
 * else the map is missing (NOT_FOUND), as it is when it does not exist.
 */
export async function requireMapReportReader(
  db: Db,
  viewerId: string,
  mapId: string,
  allowed: (rights: MapAccessRights) => boolean,
  refusal: string,
): Promise<void> {
  const actor = await loadActor(db, viewerId);
  if (isAdmin(actor.roles)) {
    await mapOwnerOf(db, mapId);
    return;
  }
  if (!allowed(await requireViewRights(db, viewerId, mapId))) throw forbidden(refusal);
}

/** Everyone's results on a map (progress, the course report): its readers of results, else refused. */
export function requireAllProgressReader(db: Db, viewerId: string, mapId: string): Promise<void> {
  return requireMapReportReader(
    db,
    viewerId,
    mapId,
    mapReportReaderRights,
    progressMessages.allUsersNotAllowed,
  );
}

/**
 * A class's report on one of its maps: for the class's teachers (role Admin) and site administrators.
 * NOT_FOUND for a missing class or one that does not have the map (or a course made from it) among its
 * resources; FORBIDDEN for anyone else. An archived class's report stays readable. The students it covers
 * are `reportedStudents`.
 */
export async function requireClassReportReader(
  db: Db,
  viewerId: string,
  mapId: string,
  groupId: string,
): Promise<void> {
  if (!(await loadGroupRow(db, groupId))) throw notFound(classMessages.notFound);
  const teaches = (await roleInGroup(db, groupId, viewerId)) === 'Admin';
  if (!teaches && !isAdmin((await loadActor(db, viewerId)).roles)) throw forbidden(classMessages.adminOnly);
  const resource = await db
    .selectFrom('userGroupResources')
    .select('id')
    .where('groupId', '=', groupId)
    .where('mapId', '=', mapId)
    .executeTakeFirst();
  if (!resource) throw notFound(progressMessages.mapNotInClass);
}

/**
 * The members of a class whose results its teachers may read: its students (role Member) who consented,
 * when they joined, to the class's admins seeing their results (shareResults).
 */
export function reportedStudents(db: Db, groupId: string) {
  return db
    .selectFrom('userGroupMembers as member')
    .where('member.groupId', '=', groupId)
    .where('member.role', '=', 'Member')
    .where('member.shareResults', '=', true);
}
