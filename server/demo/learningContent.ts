import type { Kysely } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';
import { photosynthesisMap } from './photosynthesisMap.ts';

export const DEMO_AUTHOR_USERNAME = 'course-author@example.com';
export const DEMO_STUDENT_USERNAME = 'demo-student@example.com';
export const DEMO_CLASS_NAME = 'Demo Class: Year 10 Science';
export const DEMO_ACCESS_CODE = 'DEMO10';
export const DEMO_USAGE_DAYS = 30;

const COURSES = [
  {
    name: 'Photosynthesis in Depth',
    description:
      'How plants turn light, water and carbon dioxide into sugar and oxygen: the light reactions, the Calvin cycle, and the evidence behind each claim, built up as a concept map you can test.',
    tags: ['recommended', 'science'],
  },
  {
    name: 'Thinking in Arguments',
    description: 'Claims, reasons and objections: learn to map an argument and weigh how strongly it holds.',
    tags: ['critical thinking'],
  },
  {
    name: 'Cell Biology Basics',
    description: 'Organelles, membranes and cell division, one connected idea at a time.',
    tags: ['science'],
  },
] as const;

/** A small deterministic wobble, so the usage chart looks like real use and is the same on every seed. */
const wobble = (day: number, salt: number) =>
  Math.abs(Math.round(Math.sin(day * 1.7 + salt) * 4)) + (day % 3);

/**
 * Courses by a course author (one recommended), the demo user enrolled in one; a class the demo user
 * administers with a student, an access code and two resources; and a month of usage history for the
 * demo map with recent-map entries. Does nothing once the course author exists (safe on every start).
 */
export async function seedLearningContent(db: Kysely<Tables>, demoUserId: string): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_AUTHOR_USERNAME)
    .executeTakeFirst();
  if (existing) return false;
  const demoMap = await db
    .selectFrom('maps')
    .select('id')
    .where('ownerId', '=', demoUserId)
    .orderBy('createdAt')
    .executeTakeFirst();

  await db.transaction().execute(async (trx) => {
    const authorId = newId();
    const studentId = newId();
    await trx
      .insertInto('users')
      .values([
        {
          id: authorId,
          username: DEMO_AUTHOR_USERNAME,
          firstName: 'Ada',
          lastName: 'Author',
          passwordHash: null,
          roles: json([]),
        },
        {
          id: studentId,
          username: DEMO_STUDENT_USERNAME,
          firstName: 'Sam',
          lastName: 'Student',
          passwordHash: null,
          roles: json([]),
        },
      ])
      .execute();

    const courseIds: string[] = [];
    const courseMapIds: string[] = [];
    for (const course of COURSES) {
      const mapId = newId();
      const courseId = newId();
      await trx
        .insertInto('maps')
        .values({
          id: mapId,
          ownerId: authorId,
          name: course.name,
          document: json({ ...photosynthesisMap(mapId), name: course.name }),
          courseId,
          createdBy: authorId,
          updatedBy: authorId,
        })
        .execute();
      await trx
        .insertInto('courses')
        .values({
          id: courseId,
          authorId,
          name: course.name,
          description: course.description,
          mapId,
          access: 'public',
          tags: json(course.tags),
        })
        .execute();
      courseIds.push(courseId);
      courseMapIds.push(mapId);
    }
    const [recommendedCourse = '', , cellCourse = ''] = courseIds;
    await trx
      .insertInto('courseEnrolments')
      .values({ userId: demoUserId, courseId: recommendedCourse })
      .execute();
    await trx
      .insertInto('reactions')
      .values({ id: newId(), userId: studentId, targetId: recommendedCourse, reactionType: 'like' })
      .execute();

    const groupId = newId();
    await trx
      .insertInto('userGroups')
      .values({ id: groupId, name: DEMO_CLASS_NAME, accessCode: DEMO_ACCESS_CODE, createdBy: demoUserId })
      .execute();
    await trx
      .insertInto('userGroupMembers')
      .values([
        { groupId, userId: demoUserId, role: 'Admin' },
        { groupId, userId: studentId, role: 'Member', shareResults: true },
      ])
      .execute();
    const resources = [
      { type: 'Course' as const, mapId: courseMapIds[2] ?? '', courseId: cellCourse },
      ...(demoMap ? [{ type: 'Map' as const, mapId: demoMap.id, courseId: null }] : []),
    ];
    await trx
      .insertInto('userGroupResources')
      .values(
        resources.map((resource) => ({
          id: newId(),
          groupId,
          resourceType: resource.type,
          mapId: resource.mapId,
          courseId: resource.courseId,
          createdBy: demoUserId,
        })),
      )
      .execute();

    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    if (demoMap) {
      await trx
        .insertInto('mapUsageDays')
        .values(
          Array.from({ length: DEMO_USAGE_DAYS }, (_, index) => {
            const day = DEMO_USAGE_DAYS - index;
            return {
              mapId: demoMap.id,
              day: new Date(today - day * 86_400_000).toISOString().slice(0, 10),
              userLoads: wobble(day, 1) + 1,
              userCourseLoads: wobble(day, 2) % 3,
              userShares: day % 7 === 0 ? 1 : 0,
              userUpdates: wobble(day, 3) % 4,
              anonymousLoads: wobble(day, 4) % 5,
            };
          }),
        )
        .execute();
      await trx
        .insertInto('mapUserActivity')
        .values({
          userId: demoUserId,
          mapId: demoMap.id,
          action: 'load',
          lastAt: new Date(today - 86_400_000),
        })
        .execute();
    }
    await trx
      .insertInto('mapUserActivity')
      .values({
        userId: demoUserId,
        mapId: courseMapIds[0] ?? '',
        action: 'courseLoad',
        courseId: recommendedCourse,
        lastAt: new Date(today - 2 * 86_400_000),
      })
      .execute();
  });
  return true;
}
