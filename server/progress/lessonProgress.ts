/**
 * A user's own lesson progress (src/model/progress): stored per user, map and lesson by anyone who may see
 * the map, read back only by them (the reports are ./reports.ts).
 */
import { type Kysely, sql } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import {
  isWatchedTime,
  type LessonProgress,
  MAX_WATCHED_TIME_SECONDS,
  type MapProgress,
  mapProgressId,
  mergeLessonProgress,
} from '../../src/model/progress/lessonProgress.ts';
import { progressMessages } from '../../src/model/progress/messages.ts';
import { courseOpensMap } from '../courses/courseMap.ts';
import type { Tables } from '../db/tables.ts';
import { AppError, badInput } from '../errors.ts';
import { requireViewRights, rightsOnMap, selectMapWithShare } from '../maps/rights.ts';

type Db = Kysely<Tables>;

export interface LessonProgressInput extends LessonProgress {
  mapId: string;
}

/**
 * A check of the user's own rights on the map, or else its course opening the map (with `lessonId`, that
 * lesson: a preview watched before enrolling keeps its progress); NOT_FOUND as the check's when neither.
 */
async function orThroughCourse(
  check: () => Promise<unknown>,
  db: Db,
  userId: string,
  mapId: string,
  lessonId: string | null,
): Promise<void> {
  try {
    await check();
  } catch (error) {
    const missing = error instanceof AppError && error.extensions.code === 'NOT_FOUND';
    if (!missing || !(await courseOpensMap(db, userId, mapId, lessonId))) throw error;
  }
}

/** The columns of a lesson's progress, as every answer lists them (ordered by lesson id). */
export const LESSON_COLUMNS = ['lessonId', 'longestWatchedTime', 'previousWatchedTime'] as const;

/** The user's progress on a map they may see (NOT_FOUND otherwise); no lessons before they played any. */
export async function loadMapProgress(db: Db, userId: string, mapId: string): Promise<MapProgress> {
  await orThroughCourse(() => requireViewRights(db, userId, mapId), db, userId, mapId, null);
  return { id: mapProgressId(mapId, userId), mapId, lessons: await lessonsOf(db, userId, mapId) };
}

/**
 * Stores a report from the lesson player: BAD_USER_INPUT for a time that is not 0 to a day of seconds or a
 * lesson the map does not have, NOT_FOUND for a map the user may not see. The longest time never shrinks.
 */
export async function updateLessonProgress(
  db: Db,
  userId: string,
  input: LessonProgressInput,
): Promise<MapProgress> {
  for (const field of ['previousWatchedTime', 'longestWatchedTime'] as const) {
    if (!isWatchedTime(input[field]))
      throw badInput(progressMessages.invalidTime(field, MAX_WATCHED_TIME_SECONDS));
  }
  const { mapId } = input;
  await orThroughCourse(
    async () => {
      const found = await selectMapWithShare(db, userId, mapId)
        .select(hasPresentation(input.lessonId).as('hasLesson'))
        .executeTakeFirst();
      const { row } = rightsOnMap(found, userId);
      if (!row.hasLesson) throw badInput(progressMessages.unknownLesson);
    },
    db,
    userId,
    mapId,
    input.lessonId,
  );

  const reported = mergeLessonProgress(undefined, input);
  await db
    .insertInto('lessonProgress')
    .values({ id: newId(), userId, mapId, ...reported })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'mapId', 'lessonId']).doUpdateSet((eb) => ({
        previousWatchedTime: eb.ref('excluded.previousWatchedTime'),
        longestWatchedTime: eb.fn<number>('greatest', [
          eb.ref('lessonProgress.longestWatchedTime'),
          eb.ref('excluded.longestWatchedTime'),
        ]),
        updatedAt: sql<Date>`now()`,
      })),
    )
    .execute();
  return { id: mapProgressId(mapId, userId), mapId, lessons: await lessonsOf(db, userId, mapId) };
}

/**
 * Whether the map's stored document (a json column, see migration 0005) has a presentation with this id;
 * false when its `presentations` is missing or not an array.
 */
function hasPresentation(lessonId: string) {
  const presentations = sql`maps.document -> 'presentations'`;
  return sql<boolean>`exists (select 1 from json_array_elements(
    case when json_typeof(${presentations}) = 'array' then ${presentations} else '[]'::json end
  ) as presentation where presentation ->> 'id' = ${lessonId})`;
}

async function lessonsOf(db: Db, userId: string, mapId: string): Promise<LessonProgress[]> {
  return db
    .selectFrom('lessonProgress')
    .select(LESSON_COLUMNS)
    .where('userId', '=', userId)
    .where('mapId', '=', mapId)
    .orderBy('lessonId')
    .execute();
}
