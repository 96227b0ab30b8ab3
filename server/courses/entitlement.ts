/**
 * The facts about a user and a course that SQL answers where `courses` is in scope: whether they enrolled,
 * bought it, or their class has it. One home for each, shared by the course viewer (server/courses/viewer.ts)
 * and the map rights a course gives (server/maps/rights.ts).
 */
import { type ExpressionBuilder, sql } from 'kysely';
import type { Tables } from '../db/tables.ts';

/** Any query where the row of `courses` is in scope (the course itself, or a map with its course). */
type WithCourse = ExpressionBuilder<Tables, 'courses'>;

/** Whether the user enrolled in the course. */
export function enrolledIn(eb: WithCourse, userId: string) {
  return eb.exists(
    eb
      .selectFrom('courseEnrolments')
      .select(sql.lit(1).as('one'))
      .whereRef('courseEnrolments.courseId', '=', 'courses.id')
      .where('courseEnrolments.userId', '=', userId),
  );
}

/** Whether the user bought the course. */
export function boughtBy(eb: WithCourse, userId: string) {
  return eb.exists(
    eb
      .selectFrom('coursePurchases')
      .select(sql.lit(1).as('one'))
      .whereRef('coursePurchases.courseId', '=', 'courses.id')
      .where('coursePurchases.userId', '=', userId),
  );
}

/**
 * Whether a class the user is a member of (any role) has the course as a resource or, with
 * `orItsMap`, the course's map.
 */
export function classHasCourse(eb: WithCourse, userId: string, { orItsMap }: { orItsMap: boolean }) {
  return eb.exists(
    eb
      .selectFrom('userGroupResources as resource')
      .innerJoin('userGroupMembers as member', 'member.groupId', 'resource.groupId')
      .select(sql.lit(1).as('one'))
      .where('member.userId', '=', userId)
      .where((inner) => {
        const hasCourse = inner('resource.courseId', '=', inner.ref('courses.id'));
        if (!orItsMap) return hasCourse;
        return inner.or([
          hasCourse,
          inner.and([
            inner('resource.resourceType', '=', 'Map'),
            inner('resource.mapId', '=', inner.ref('courses.mapId')),
          ]),
        ]);
      }),
  );
}
