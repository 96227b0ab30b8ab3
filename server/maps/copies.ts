/**
 * Save as and courses (spec 2 section 4): the course a map is in, and whether the user may copy the map,
 * by the model's one rule (src/model/access/copies.ts). Save-as and the map's `copyAllowed` flag ask here.
 */
import type { Kysely } from 'kysely';
import type { MapAccessRights } from '../../src/model/access/accessRights.ts';
import { COPY_MESSAGES, type CourseCopyPolicy, copyRefusal } from '../../src/model/access/copies.ts';
import type { Tables } from '../db/tables.ts';
import { forbidden } from '../errors.ts';
import { MAP_MESSAGES } from './messages.ts';

type Db = Kysely<Tables>;

/** The course made from the map or holding it (`maps.course_id`), if any; the most restrictive if both. */
export async function coursePolicyOfMap(db: Db, mapId: string): Promise<CourseCopyPolicy | null> {
  const courses = await db
    .selectFrom('courses')
    .select(['courses.authorId', 'courses.allowCopies'])
    .where((eb) =>
      eb.or([
        eb('courses.mapId', '=', mapId),
        eb('courses.id', '=', eb.selectFrom('maps').select('maps.courseId').where('maps.id', '=', mapId)),
      ]),
    )
    .execute();
  const closed = courses.find((course) => !course.allowCopies) ?? courses[0];
  return closed ? { authorId: closed.authorId, allowsCopies: closed.allowCopies } : null;
}

/** Why the user, with these rights on the map, may not save a copy of it; null when they may. */
async function refusalOfCopy(db: Db, userId: string, mapId: string, rights: MapAccessRights) {
  // Without edit rights the course need not be read.
  return copyRefusal(rights, rights.hasEditRights ? await coursePolicyOfMap(db, mapId) : null, userId);
}

/** Whether the user, with these rights on the map, may save a copy of it. */
export async function mayCopyMap(
  db: Db,
  userId: string,
  mapId: string,
  rights: MapAccessRights,
): Promise<boolean> {
  return (await refusalOfCopy(db, userId, mapId, rights)) === null;
}

/** Refuses Save as with the reason: FORBIDDEN without edit rights or where the course does not permit copies. */
export async function requireCopyAllowed(
  db: Db,
  userId: string,
  mapId: string,
  rights: MapAccessRights,
): Promise<void> {
  const refusal = await refusalOfCopy(db, userId, mapId, rights);
  if (refusal === 'noEditRights') throw forbidden(MAP_MESSAGES.noEditRights);
  if (refusal === 'courseForbidsCopies') throw forbidden(COPY_MESSAGES.courseForbidsCopies);
}
