import type { Kysely } from 'kysely';
import { courseMessages } from '../../src/model/courses/messages.ts';
import type { Tables } from '../db/tables.ts';
import { conflict, notFound } from '../errors.ts';

type Db = Kysely<Tables>;

/**
 * A course the user may see: a public or unlisted one that is not suspended, one they are enrolled in,
 * or one they wrote. Anything else answers NOT_FOUND (like a missing course).
 */
export async function requireVisibleCourse(db: Db, userId: string, courseId: string) {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'name', 'access', 'authorId', 'suspendDate', 'mapId'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw notFound(courseMessages.notFound);
  if (course.authorId === userId) return course;
  const enrolled = await db
    .selectFrom('courseEnrolments')
    .select('courseId')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  if (enrolled) return course;
  if (course.access === 'private') throw notFound(courseMessages.notFound);
  if (course.suspendDate) throw conflict(courseMessages.suspended);
  return course;
}
