/**
 * Attempts and their answers as the quiz tables hold them (migration 0015), read into the model's
 * AnswerAttempt and Answer. A learner's current attempt at a quiz is their highest-numbered one.
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import { MARK, type Mark } from '../../src/model/quiz/constants.ts';
import type { Answer, AnswerAttempt } from '../../src/model/quiz/types.ts';
import type { Tables } from '../db/tables.ts';

type Db = Kysely<Tables>;

/** Which quiz of which map, for whom. */
export interface QuizKey {
  userId: string;
  mapId: string;
  quizId: string;
}

/**
 * An answer's columns, its json values read as their text and parsed here: Kysely's CamelCasePlugin would
 * otherwise rename the keys of a multi-field answer's content.
 */
export const ANSWER_COLUMNS = [
  'quizAnswers.attemptId',
  'quizAnswers.questionId',
  sql<string | null>`quiz_answers.content::text`.as('contentText'),
  'quizAnswers.mark',
  'quizAnswers.attempts',
  'quizAnswers.completed',
  sql<string | null>`quiz_answers.details::text`.as('detailsText'),
] as const;

export interface AnswerRow {
  questionId: string;
  contentText: string | null;
  mark: Mark;
  attempts: number;
  completed: boolean;
  detailsText: string | null;
}

export function answerOf(row: AnswerRow): Answer {
  return {
    questionId: row.questionId,
    content: row.contentText === null ? null : JSON.parse(row.contentText),
    mark: row.mark,
    attempts: row.attempts,
    completed: row.completed,
    details: row.detailsText === null ? null : JSON.parse(row.detailsText),
  };
}

/** An answer not given yet. */
export const noAnswer = (questionId: string): Answer => ({
  questionId,
  content: null,
  mark: MARK.UNMARKED,
  attempts: 0,
  completed: false,
  details: null,
});

/** The ids of the current attempts (each learner's highest-numbered per quiz) among those `attempts` selects. */
export function currentAttemptIds(
  attempts: SelectQueryBuilder<Tables, 'quizAttempts', object>,
): SelectQueryBuilder<Tables, 'quizAttempts', { id: string }> {
  return attempts
    .select('quizAttempts.id')
    .distinctOn(['quizAttempts.userId', 'quizAttempts.quizId'])
    .orderBy('quizAttempts.userId')
    .orderBy('quizAttempts.quizId')
    .orderBy('quizAttempts.number', 'desc');
}

/** An attempt as the report query writes it: its fields and its learner's, then its answers'. */
type AttemptTuple = [
  id: string,
  quizId: string,
  lessonId: string | null,
  startMs: number,
  userId: string,
  firstName: string,
  lastName: string,
  username: string,
  answers: AnswerTuple[] | null,
];
type AnswerTuple = [
  questionId: string,
  content: Answer['content'],
  mark: Mark,
  attempts: number,
  completed: boolean,
  details: Answer['details'],
];

/**
 * The attempts whose ids `ids` selects, with their learners and answers (each attempt's by question id),
 * by quiz id. The database writes them as one JSON text, in no order (sorting here costs less): a report
 * of 1,000 learners' answers to 50 questions is 50,000 answers, and one value costs the embedded database
 * a small part of what as many rows would (bench/server/quizAnswers.ts).
 */
export async function loadAttempts(
  db: Db,
  ids: SelectQueryBuilder<Tables, 'quizAttempts', { id: string }>,
): Promise<AnswerAttempt[]> {
  const answers = sql`(select json_agg(json_build_array(answer.question_id, answer.content, answer.mark,
      answer.attempts, answer.completed, answer.details))
    from quiz_answers as answer where answer.attempt_id = attempt.id)`;
  const { rows } = await sql<{ report: string | null }>`select json_agg(json_build_array(
      attempt.id, attempt.quiz_id, attempt.lesson_id, extract(epoch from attempt.start_date) * 1000,
      learner.id, learner.first_name, learner.last_name, learner.username, ${answers}
    ))::text as "report"
    from quiz_attempts as attempt inner join users as learner on learner.id = attempt.user_id
    where attempt.id in (${ids})`.execute(db);
  const report = rows[0]?.report;
  const tuples = report ? (JSON.parse(report) as AttemptTuple[]) : [];
  const attempts = tuples.map(
    ([
      id,
      quizId,
      lessonId,
      startMs,
      userId,
      firstName,
      lastName,
      username,
      answerTuples,
    ]): AnswerAttempt => ({
      id,
      quizId,
      lessonId,
      startDate: new Date(startMs).toISOString(),
      user: { id: userId, firstName, lastName, username },
      answers: (answerTuples ?? [])
        .map(([questionId, content, mark, attempts, completed, details]) => ({
          questionId,
          content,
          mark,
          attempts,
          completed,
          details,
        }))
        .sort((a, b) => compareIds(a.questionId, b.questionId)),
    }),
  );
  return attempts.sort((a, b) => compareIds(a.quizId, b.quizId));
}

/** Code-point order: the same in every process, whatever the database's collation. */
const compareIds = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

/** The learner's current attempt at the quiz, without its answers; undefined before they had one. */
export async function currentAttempt(db: Db, key: QuizKey): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('quizAttempts')
    .select('id')
    .where('userId', '=', key.userId)
    .where('mapId', '=', key.mapId)
    .where('quizId', '=', key.quizId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Starts the learner's next attempt at the quiz (their first when they have none) and answers its id.
 * Of two requests that start the same attempt at once, one inserts it and the other finds it.
 */
export async function startAttempt(db: Db, key: QuizKey, lessonId: string | null): Promise<string> {
  const { userId, mapId, quizId } = key;
  await db
    .insertInto('quizAttempts')
    .columns(['id', 'userId', 'mapId', 'quizId', 'lessonId', 'number'])
    .expression((eb) =>
      eb
        .selectFrom('quizAttempts')
        // Typed, so that neither database has to guess the type of a parameter in a select list.
        .select([
          sql<string>`cast(${newId()} as text)`.as('id'),
          sql<string>`cast(${userId} as text)`.as('userId'),
          sql<string>`cast(${mapId} as text)`.as('mapId'),
          sql<string>`cast(${quizId} as text)`.as('quizId'),
          sql<string | null>`cast(${lessonId} as text)`.as('lessonId'),
          sql<number>`coalesce(max(number), 0) + 1`.as('number'),
        ])
        .where('userId', '=', userId)
        .where('mapId', '=', mapId)
        .where('quizId', '=', quizId),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const current = await currentAttempt(db, key);
  if (!current) throw new Error('The attempt just started is missing.');
  return current.id;
}

/** The learner's current attempt at the quiz, started (with `lessonId`) when they have none. */
export async function ensureAttempt(db: Db, key: QuizKey, lessonId: string | null): Promise<string> {
  return (await currentAttempt(db, key))?.id ?? startAttempt(db, key, lessonId);
}
