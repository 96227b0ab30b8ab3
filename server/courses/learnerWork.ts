/**
 * One learner's work on a course's map (src/model/courses/progress.ts LearnerWork): the furthest point
 * watched of each lesson, and the questions completed in the current attempt of each quiz item.
 */
import type { Kysely } from 'kysely';
import type { LearnerWork } from '../../src/model/courses/progress.ts';
import type { Tables } from '../db/tables.ts';
import { currentAttemptIds } from '../quiz/attempts.ts';

type Db = Kysely<Tables>;

export const NO_WORK: Pick<LearnerWork, 'watched' | 'completedQuestions'> = {
  watched: new Map(),
  completedQuestions: new Map(),
};

export async function loadLearnerWork(
  db: Db,
  userId: string,
  mapId: string,
): Promise<Pick<LearnerWork, 'watched' | 'completedQuestions'>> {
  const [lessons, quizzes] = await Promise.all([
    db
      .selectFrom('lessonProgress')
      .select(['lessonId', 'longestWatchedTime'])
      .where('userId', '=', userId)
      .where('mapId', '=', mapId)
      .execute(),
    db
      .selectFrom('quizAttempts')
      .innerJoin('quizAnswers', 'quizAnswers.attemptId', 'quizAttempts.id')
      .select((eb) => ['quizAttempts.quizId', eb.fn.countAll<string>().as('completed')])
      .where(
        'quizAttempts.id',
        'in',
        currentAttemptIds(
          db
            .selectFrom('quizAttempts')
            .where('quizAttempts.userId', '=', userId)
            .where('quizAttempts.mapId', '=', mapId),
        ),
      )
      .where('quizAnswers.completed', '=', true)
      .groupBy('quizAttempts.quizId')
      .execute(),
  ]);
  return {
    watched: new Map(lessons.map((row) => [row.lessonId, row.longestWatchedTime])),
    completedQuestions: new Map(quizzes.map((row) => [row.quizId, Number(row.completed)])),
  };
}
