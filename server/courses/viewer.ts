/**
 * What the server knows of one viewer for one course (src/model/courses/access.ts ViewerFacts), read in
 * one query: whether they wrote it or administer the site, whether it reaches them without enrolling (its
 * map shared with them, or their class has the course or its map), whether they enrolled or bought it.
 * The rules that turn these facts into access live in the model.
 */
import { type Kysely, type SqlBool, sql } from 'kysely';
import { isAdmin } from '../../src/model/auth/roles.ts';
import { mayFindCourse, type ViewerFacts } from '../../src/model/courses/access.ts';
import { courseMessages } from '../../src/model/courses/messages.ts';
import type { Tables } from '../db/tables.ts';
import { notFound } from '../errors.ts';
import { boughtBy, classHasCourse, enrolledIn } from './entitlement.ts';

type Db = Kysely<Tables>;

/** Which course: by its id, or the course of a map. */
export type CourseKey = { courseId: string } | { mapId: string };

/** The stored course with its map's version (server/courses/mapParts.ts) and the viewer's facts. */
export async function loadCourseViewer(db: Db, viewerId: string | null, key: CourseKey) {
  // Signed out, the viewer is nobody: no row matches an empty id.
  const userId = viewerId ?? '';
  const row = await db
    .selectFrom('courses')
    .innerJoin('maps', 'maps.id', 'courses.mapId')
    .select([
      'maps.version as mapVersion',
      'courses.id',
      'courses.name',
      'courses.authorId',
      'courses.mapId',
      'courses.access',
      'courses.requirePayment',
      'courses.priceAmount',
      'courses.priceCurrency',
      'courses.suspendDate',
      'courses.suspendReason',
    ])
    .select((eb) => [
      enrolledIn(eb, userId).as('enrolled'),
      boughtBy(eb, userId).as('paid'),
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('mapShares')
              .select(sql.lit(1).as('one'))
              .whereRef('mapShares.mapId', '=', 'courses.mapId')
              .where('mapShares.userId', '=', userId)
              .where('mapShares.accessRight', '!=', 'none'),
          ),
          classHasCourse(eb, userId, { orItsMap: true }),
        ])
        .$castTo<SqlBool>()
        .as('shared'),
      eb.selectFrom('users').select('users.roles').where('users.id', '=', userId).as('viewerRoles'),
    ])
    .where((eb) =>
      'courseId' in key ? eb('courses.id', '=', key.courseId) : eb('courses.mapId', '=', key.mapId),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const facts: ViewerFacts = {
    signedIn: viewerId !== null,
    staff: viewerId !== null && (row.authorId === viewerId || isAdmin(row.viewerRoles ?? [])),
    shared: Boolean(row.shared),
    enrolled: Boolean(row.enrolled),
    paid: Boolean(row.paid),
  };
  return { course: row, facts };
}

export type CourseViewer = NonNullable<Awaited<ReturnType<typeof loadCourseViewer>>>;

/** The course and the viewer's facts, where the viewer may find it; 'Course not found.' otherwise. */
export async function requireFoundCourse(
  db: Db,
  viewerId: string | null,
  courseId: string,
): Promise<CourseViewer> {
  const found = await loadCourseViewer(db, viewerId, { courseId });
  if (!found || !mayFindCourse(found.course, found.facts)) throw notFound(courseMessages.notFound);
  return found;
}
