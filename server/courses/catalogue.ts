import { type Kysely, sql } from 'kysely';
import { recommendedFirst } from '../../src/model/courses/catalogue.ts';
import type { Tables } from '../db/tables.ts';

type Db = Kysely<Tables>;

export interface CourseFilter {
  /** Any of these tags (without regard to case). */
  tags?: readonly string[];
  /** Name, description or a tag contains it (without regard to case). */
  search?: string;
  /** Only the viewer's enrolled courses. */
  enrolledOnly?: boolean;
  /** Courses the viewer may add to a class: their own, enrolled and listed public ones. */
  forSharing?: boolean;
  /** These courses, listed or not (public, unlisted, the viewer's own or enrolled). */
  courseIds?: readonly string[];
  /** With courseIds: the caller has checked that the viewer may find them (server/courses/viewer.ts). */
  found?: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Courses for the catalogue: listed (public) courses that are not suspended, plus the viewer's own and
 * enrolled ones; recommended first, then by name. Each with the author, the viewer's reaction, the like
 * count and whether the viewer is enrolled.
 */
export async function loadCourses(db: Db, viewerId: string, filter: CourseFilter = {}) {
  let query = db
    .selectFrom('courses')
    .innerJoin('users as author', 'author.id', 'courses.authorId')
    .leftJoin('courseEnrolments as mine', (join) =>
      join.onRef('mine.courseId', '=', 'courses.id').on('mine.userId', '=', viewerId),
    )
    .leftJoin('reactions as myReaction', (join) =>
      join
        .onRef('myReaction.targetId', '=', 'courses.id')
        .on('myReaction.userId', '=', viewerId)
        .on('myReaction.reactionType', '=', 'like'),
    )
    .select((eb) => [
      'courses.id',
      'courses.name',
      'courses.description',
      'courses.thumbnailUrl',
      'courses.mapId',
      'courses.access',
      'courses.tags',
      'courses.requirePayment',
      'courses.priceAmount',
      'courses.priceCurrency',
      'courses.allowCopies',
      'courses.suspendDate',
      'courses.suspendReason',
      'author.id as authorId',
      'author.firstName as authorFirstName',
      'author.lastName as authorLastName',
      'mine.userId as enrolledUserId',
      'myReaction.id as reactionId',
      'myReaction.createdAt as reactionCreatedAt',
      eb
        .selectFrom('reactions')
        .select((sub) => sub.fn.countAll<string>().as('count'))
        .whereRef('reactions.targetId', '=', 'courses.id')
        .where('reactions.reactionType', '=', 'like')
        .as('likeCount'),
    ]);
  if (filter.enrolledOnly) {
    query = query.where('mine.userId', 'is not', null);
  } else if (filter.courseIds) {
    query = query.where('courses.id', 'in', filter.courseIds.length > 0 ? [...filter.courseIds] : ['']);
    if (!filter.found)
      query = query.where((eb) =>
        eb.or([
          eb('courses.authorId', '=', viewerId),
          eb('mine.userId', 'is not', null),
          eb('courses.access', 'in', ['public', 'public-not-listed']),
        ]),
      );
  } else {
    query = query.where((eb) =>
      eb.or([
        eb('courses.authorId', '=', viewerId),
        eb('mine.userId', 'is not', null),
        eb.and([eb('courses.access', '=', 'public'), eb('courses.suspendDate', 'is', null)]),
      ]),
    );
  }
  if (filter.forSharing) query = query.where('courses.suspendDate', 'is', null);
  const tags = (filter.tags ?? []).map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== '');
  if (tags.length > 0) {
    query = query.where(
      sql<boolean>`exists (select 1 from jsonb_array_elements_text(courses.tags) as tag where lower(tag) in (${sql.join(tags)}))`,
    );
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['courses.name']), 'like', pattern),
        eb(eb.fn('lower', ['courses.description']), 'like', pattern),
        sql<boolean>`exists (select 1 from jsonb_array_elements_text(courses.tags) as tag where lower(tag) like ${pattern})`,
      ]),
    );
  }
  const rows = await query.execute();
  return recommendedFirst(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      thumbnailURL: row.thumbnailUrl,
      mapId: row.mapId,
      access: row.access,
      tags: row.tags,
      requirePayment: row.requirePayment,
      price:
        row.priceAmount !== null && row.priceCurrency !== null
          ? { amount: row.priceAmount, currency: row.priceCurrency }
          : null,
      allowCopies: row.allowCopies,
      suspend: row.suspendDate
        ? { date: row.suspendDate.toISOString(), reason: row.suspendReason ?? '' }
        : null,
      author: { id: row.authorId, firstName: row.authorFirstName, lastName: row.authorLastName },
      isEnrolled: row.enrolledUserId !== null,
      viewerReaction:
        row.reactionId !== null
          ? {
              id: row.reactionId,
              reactionType: 'like' as const,
              targetId: row.id,
              userId: viewerId,
              created: row.reactionCreatedAt?.toISOString() ?? null,
            }
          : null,
      reactionSummary: { likeCount: Number(row.likeCount ?? 0) },
    })),
  );
}

export type CourseView = Awaited<ReturnType<typeof loadCourses>>[number];

/** One course by id as the viewer sees it (or undefined). */
export async function loadCourse(
  db: Db,
  viewerId: string,
  courseId: string,
): Promise<CourseView | undefined> {
  const [course] = await loadCourses(db, viewerId, { courseIds: [courseId] });
  return course;
}
