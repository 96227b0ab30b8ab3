/**
 * Making and changing a course (issue 28; DESIGN.md: an author makes a course from a map they own, one
 * course per map). The outline is the map's (saved with it); the details are the course's row.
 */
import type { Kysely } from 'kysely';
import { isAdmin } from '../../src/model/auth/roles.ts';
import { isRecommended } from '../../src/model/courses/catalogue.ts';
import {
  type CourseDetailsInput,
  courseNameProblem,
  readCourseDetails,
} from '../../src/model/courses/details.ts';
import { courseMessages } from '../../src/model/courses/messages.ts';
import { newId } from '../../src/model/ids.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';
import { badInput, conflict, forbidden, notFound } from '../errors.ts';
import { requireEditRights, requireViewRights } from '../maps/rights.ts';
import { type CourseView, loadCourses } from './catalogue.ts';
import { requireFoundCourse } from './viewer.ts';

type Db = Kysely<Tables>;

async function courseView(db: Db, viewerId: string, courseId: string): Promise<CourseView> {
  const [course] = await loadCourses(db, viewerId, { courseIds: [courseId], found: true });
  if (!course) throw notFound(courseMessages.notFound);
  return course;
}

/** createCourse: a private, free course of a map the user owns; one per map. */
export async function createCourse(
  db: Db,
  viewerId: string,
  input: { mapId: string; name: string },
): Promise<CourseView> {
  const rights = await requireViewRights(db, viewerId, input.mapId);
  if (rights.accessRight !== 'admin') throw forbidden(courseMessages.notMapOwner);
  const map = await db
    .selectFrom('maps')
    .select(['ownerId', 'courseId'])
    .where('id', '=', input.mapId)
    .executeTakeFirstOrThrow();
  if (map.ownerId !== viewerId) throw forbidden(courseMessages.notMapOwner);
  const problem = courseNameProblem(input.name);
  if (problem) throw badInput(problem);
  const courseId = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('courses')
        .values({
          id: courseId,
          authorId: viewerId,
          name: input.name.trim(),
          mapId: input.mapId,
          tags: json([]),
          updatedAt: new Date(),
        })
        .execute();
      await trx.updateTable('maps').set({ courseId }).where('id', '=', input.mapId).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(courseMessages.mapHasCourse);
    throw error;
  }
  return courseView(db, viewerId, courseId);
}

/** The course's author or a site administrator; FORBIDDEN to others who may find it, NOT_FOUND to the rest. */
async function requireCourseStaff(db: Db, viewerId: string, courseId: string) {
  const found = await requireFoundCourse(db, viewerId, courseId);
  if (!found.facts.staff) throw forbidden(courseMessages.notCourseAuthor);
  return found;
}

async function viewerIsAdmin(db: Db, viewerId: string): Promise<boolean> {
  const user = await db.selectFrom('users').select('roles').where('id', '=', viewerId).executeTakeFirst();
  return isAdmin(user?.roles ?? []);
}

/** updateCourse: the details as the model reads them; 'recommended' only from site administrators. */
export async function updateCourse(
  db: Db,
  viewerId: string,
  courseId: string,
  input: CourseDetailsInput,
): Promise<CourseView> {
  await requireCourseStaff(db, viewerId, courseId);
  const stored = await db
    .selectFrom('courses')
    .select('tags')
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  const read = readCourseDetails(input, {
    mayRecommend: await viewerIsAdmin(db, viewerId),
    recommendedNow: isRecommended(stored.tags),
  });
  if (!read.ok) throw badInput(read.error);
  const { details } = read;
  await db
    .updateTable('courses')
    .set({
      name: details.name,
      description: details.description,
      tags: json(details.tags),
      access: details.access,
      priceAmount: details.price?.amount ?? null,
      priceCurrency: details.price?.currency ?? null,
      requirePayment: details.price !== null,
      allowCopies: details.allowCopies,
      updatedAt: new Date(),
    })
    .where('id', '=', courseId)
    .execute();
  return courseView(db, viewerId, courseId);
}

/** deleteCourse: its map and outline stay; a course someone bought is kept (their purchase stands). */
export async function deleteCourse(db: Db, viewerId: string, courseId: string): Promise<boolean> {
  const { course } = await requireCourseStaff(db, viewerId, courseId);
  const bought = await db
    .selectFrom('coursePurchases')
    .select('userId')
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  if (bought) throw conflict(courseMessages.boughtCourseKept);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('maps').set({ courseId: null }).where('id', '=', course.mapId).execute();
    await trx.deleteFrom('courses').where('id', '=', courseId).execute();
  });
  return true;
}

/** courseOfMap: the course of a map the user may edit; null when it has none. */
export async function courseOfMap(db: Db, viewerId: string, mapId: string): Promise<CourseView | null> {
  const { courseId } = await requireEditRights(db, viewerId, mapId);
  return courseId ? courseView(db, viewerId, courseId) : null;
}
