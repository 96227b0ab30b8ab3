import type { Kysely } from 'kysely';
import { courseMessages } from '../../src/model/courses/messages.ts';
import type { Tables } from '../db/tables.ts';
import { conflict } from '../errors.ts';
import { requireFoundCourse } from './viewer.ts';

type Db = Kysely<Tables>;

/**
 * A course the signed-in user may act on (enrol, like, buy): one they may find (src/model/courses/access.ts
 * mayFindCourse; NOT_FOUND otherwise, like a missing course) that is not suspended, unless they wrote it,
 * administer the site or were already enrolled.
 */
export async function requireVisibleCourse(db: Db, userId: string, courseId: string) {
  const { course, facts } = await requireFoundCourse(db, userId, courseId);
  if (course.suspendDate && !facts.staff && !facts.enrolled) throw conflict(courseMessages.suspended);
  return course;
}
