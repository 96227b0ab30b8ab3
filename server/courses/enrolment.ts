import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import { requireVisibleCourse } from './access.ts';

type Db = Kysely<Tables>;

/** enrolCourse: 'Add to my courses' for a course the user may see (not suspended). Idempotent. */
export async function enrol(db: Db, userId: string, courseId: string): Promise<void> {
  await requireVisibleCourse(db, userId, courseId);
  await db
    .insertInto('courseEnrolments')
    .values({ userId, courseId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** unenrolCourse: leaves the course; unenrolling from a course one is not in changes nothing. */
export async function unenrol(db: Db, userId: string, courseId: string): Promise<void> {
  await db
    .deleteFrom('courseEnrolments')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .execute();
}
