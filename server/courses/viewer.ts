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

type Db = Kysely<Tables>;

/** The stored course with the viewer's facts. */
export async function loadCourseViewer(db: Db, viewerId: string | null, courseId: string) {
  // Signed out, the viewer is nobody: no row matches an empty id.
  const userId = viewerId ?? '';
  const row = await db
    .selectFrom('courses')
    .select([
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
      eb
        .exists(
          eb
            .selectFrom('courseEnrolments')
            .select(sql.lit(1).as('one'))
            .whereRef('courseEnrolments.courseId', '=', 'courses.id')
            .where('courseEnrolments.userId', '=', userId),
        )
        .as('enrolled'),
      eb
        .exists(
          eb
            .selectFrom('coursePurchases')
            .select(sql.lit(1).as('one'))
            .whereRef('coursePurchases.courseId', '=', 'courses.id')
            .where('coursePurchases.userId', '=', userId),
        )
        .as('paid'),
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
          eb.exists(
            eb
              .selectFrom('userGroupResources as resource')
              .innerJoin('userGroupMembers as member', 'member.groupId', 'resource.groupId')
              .select(sql.lit(1).as('one'))
              .where('member.userId', '=', userId)
              .where((inner) =>
                inner.or([
                  inner('resource.courseId', '=', inner.ref('courses.id')),
                  inner.and([
                    inner('resource.resourceType', '=', 'Map'),
                    inner('resource.mapId', '=', inner.ref('courses.mapId')),
                  ]),
                ]),
              ),
          ),
        ])
        .$castTo<SqlBool>()
        .as('shared'),
      eb.selectFrom('users').select('users.roles').where('users.id', '=', userId).as('viewerRoles'),
    ])
    .where('courses.id', '=', courseId)
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
  const found = await loadCourseViewer(db, viewerId, courseId);
  if (!found || !mayFindCourse(found.course, found.facts)) throw notFound(courseMessages.notFound);
  return found;
}
