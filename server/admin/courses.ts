import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../src/model/admin/access.ts';
import type { Tables } from '../db/tables.ts';
import { notFound } from '../errors.ts';
import { type Page, pageOf } from './paging.ts';

export interface AdminCourse {
  id: string;
  name: string;
  access: string;
  author: { id: string; username: string };
  suspend: { date: string; reason: string } | null;
}

function courseQuery(db: Kysely<Tables>) {
  return db
    .selectFrom('courses')
    .innerJoin('users', 'users.id', 'courses.authorId')
    .select([
      'courses.id',
      'courses.name',
      'courses.access',
      'courses.suspendDate',
      'courses.suspendReason',
      'users.id as authorId',
      'users.username as authorUsername',
    ]);
}

type CourseRow = Awaited<ReturnType<ReturnType<typeof courseQuery>['executeTakeFirstOrThrow']>>;

function toAdminCourse(row: CourseRow): AdminCourse {
  return {
    id: row.id,
    name: row.name,
    access: row.access,
    author: { id: row.authorId, username: row.authorUsername },
    suspend: row.suspendDate
      ? { date: row.suspendDate.toISOString(), reason: row.suspendReason ?? '' }
      : null,
  };
}

/** Every course by name, for the site administrator's suspension table. */
export async function listCourses(
  db: Kysely<Tables>,
  paging: { offset: number; limit: number },
): Promise<Page<AdminCourse>> {
  return pageOf(
    courseQuery(db)
      .orderBy('courses.name')
      .orderBy('courses.id')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute(),
    db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    toAdminCourse,
  );
}

/**
 * Suspends a course from now with a reason (spec 1 section 3: suspend with date and reason), or lifts
 * the suspension (`reason` null). A suspended course leaves the catalogue and cannot be opened.
 */
export async function setCourseSuspension(
  db: Kysely<Tables>,
  courseId: string,
  reason: string | null,
): Promise<AdminCourse> {
  const updated = await db
    .updateTable('courses')
    .set({
      suspendDate: reason === null ? null : new Date(),
      suspendReason: reason,
      updatedAt: new Date(),
    })
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw notFound(ADMIN_MESSAGES.noSuchCourse);
  return toAdminCourse(await courseQuery(db).where('courses.id', '=', courseId).executeTakeFirstOrThrow());
}
