/**
 * A learner's own answers (spec 3 section 4.4): anyone who may see a map answers its questions, and reads
 * back only their own attempts. Marking runs here when an answer is submitted; a mark from the client is
 * never read (the input has none). The reports are ./reports.ts.
 */
import { type Kysely, sql } from 'kysely';
import { ANSWER_TYPE, MARK } from '../../src/model/quiz/constants.ts';
import { markAnswer } from '../../src/model/quiz/marking.ts';
import { QUIZ_MESSAGES } from '../../src/model/quiz/messages.ts';
import { answerContentSchema } from '../../src/model/quiz/schema.ts';
import type {
  Answer,
  AnswerAttempt,
  AnswerContent,
  MarkResult,
  Question,
} from '../../src/model/quiz/types.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';
import { badInput } from '../errors.ts';
import { requireViewRights } from '../maps/rights.ts';
import {
  ANSWER_COLUMNS,
  answerOf,
  currentAttempt,
  ensureAttempt,
  loadAttempts,
  noAnswer,
  type QuizKey,
  startAttempt,
} from './attempts.ts';
import { nodeTitles, requireMapQuestion, requireQuizSettings } from './mapQuestions.ts';
import { answersChanged } from './reportCache.ts';

type Db = Kysely<Tables>;

export interface AnswerInput {
  mapId: string;
  quizId: string;
  lessonId?: string | null | undefined;
  questionId: string;
  content: unknown;
  completed: boolean;
}

/** One answer submitted, as it was marked. */
export interface AnswerSubmission {
  content: AnswerContent;
  mark: string;
  /** ISO date. */
  submittedAt: string;
}

/** The learner's current attempt at a quiz of a map they may see (NOT_FOUND otherwise); null before any. */
export async function loadQuizAttempt(db: Db, key: QuizKey): Promise<AnswerAttempt | null> {
  await requireViewRights(db, key.userId, key.mapId);
  const current = await currentAttempt(db, key);
  if (!current) return null;
  const ids = db
    .selectFrom('quizAttempts')
    .select('quizAttempts.id')
    .where('quizAttempts.id', '=', current.id);
  return (await loadAttempts(db, ids))[0] ?? null;
}

/**
 * Stores the learner's answer in their current attempt (started when they have none). Submitted
 * (`completed`), it is marked here, counted, and kept in the history; a draft is unmarked. Refusals:
 * NOT_FOUND for a map the user may not see, BAD_USER_INPUT for a question the map does not have or content
 * that does not fit the question's type or the limits; a refused answer stores nothing.
 */
export async function saveAnswer(db: Db, userId: string, input: AnswerInput): Promise<Answer> {
  const { mapId, quizId, questionId, completed } = input;
  const question = await requireMapQuestion(db, userId, mapId, questionId);
  const parsed = answerContentSchema(question.answerType).safeParse(input.content);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? parsed.error.message);
  const content = parsed.data;
  const marked = completed ? await markOnServer(db, mapId, question, content) : undefined;
  const mark = marked?.mark ?? MARK.UNMARKED;
  const details = marked?.missedNodes ? json({ missedNodes: marked.missedNodes }) : null;
  return db.transaction().execute(async (trx) => {
    const attemptId = await ensureAttempt(trx, { userId, mapId, quizId }, input.lessonId ?? null);
    const row = await trx
      .insertInto('quizAnswers')
      .values({
        attemptId,
        questionId,
        content: json(content),
        mark,
        attempts: completed ? 1 : 0,
        completed,
        details,
      })
      .onConflict((conflict) =>
        conflict.columns(['attemptId', 'questionId']).doUpdateSet((eb) => ({
          content: eb.ref('excluded.content'),
          mark: eb.ref('excluded.mark'),
          completed: eb.ref('excluded.completed'),
          details: eb.ref('excluded.details'),
          attempts: completed ? eb('quizAnswers.attempts', '+', 1) : eb.ref('quizAnswers.attempts'),
          updatedAt: sql<Date>`now()`,
        })),
      )
      .returning(ANSWER_COLUMNS)
      .executeTakeFirstOrThrow();
    if (completed) {
      await trx
        .insertInto('quizAnswerSubmissions')
        .values({ attemptId, questionId, content: json(content), mark })
        .execute();
    }
    await answersChanged(trx, mapId);
    return answerOf(row);
  });
}

/** The mark of submitted content; a recall question's nodes are named by their titles on the map. */
async function markOnServer(
  db: Db,
  mapId: string,
  question: Question,
  content: AnswerContent | null,
): Promise<MarkResult> {
  const titles =
    question.answerType === ANSWER_TYPE.RECALL
      ? await nodeTitles(
          db,
          mapId,
          question.recall.nodes.map((node) => node.nodeId),
        )
      : new Map<string, string>();
  return markAnswer(question, content, (nodeId) => titles.get(nodeId));
}

/** Which answer of a quiz. */
export interface AnswerKey extends QuizKey {
  questionId: string;
}

/**
 * Clears the content of one answer of the current attempt (its mark and completion with it), keeping its
 * count of submissions. Before any attempt there is nothing to clear: the empty answer.
 */
export async function resetAnswer(db: Db, key: AnswerKey): Promise<Answer> {
  const { userId, mapId, questionId } = key;
  await requireMapQuestion(db, userId, mapId, questionId);
  const current = await currentAttempt(db, key);
  if (!current) return noAnswer(questionId);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('quizAnswers')
      .values({ attemptId: current.id, questionId, content: null, details: null })
      .onConflict((conflict) =>
        conflict.columns(['attemptId', 'questionId']).doUpdateSet({
          content: null,
          mark: MARK.UNMARKED,
          completed: false,
          details: null,
          updatedAt: sql<Date>`now()`,
        }),
      )
      .returning(ANSWER_COLUMNS)
      .executeTakeFirstOrThrow();
    await answersChanged(trx, mapId);
    return answerOf(row);
  });
}

/** Marks one answer of the current attempt (started when there is none) completed: its model answer was shown. */
export async function showAnswer(db: Db, key: AnswerKey): Promise<Answer> {
  const { userId, mapId, questionId } = key;
  await requireMapQuestion(db, userId, mapId, questionId);
  return db.transaction().execute(async (trx) => {
    const attemptId = await ensureAttempt(trx, key, null);
    const row = await trx
      .insertInto('quizAnswers')
      .values({ attemptId, questionId, content: null, completed: true, details: null })
      .onConflict((conflict) =>
        conflict
          .columns(['attemptId', 'questionId'])
          .doUpdateSet({ completed: true, updatedAt: sql<Date>`now()` }),
      )
      .returning(ANSWER_COLUMNS)
      .executeTakeFirstOrThrow();
    await answersChanged(trx, key.mapId);
    return answerOf(row);
  });
}

/**
 * Starts a new, empty attempt at the quiz (retry quiz), the earlier ones kept as the learner's history;
 * a current attempt with no answers yet is answered as it is. BAD_USER_INPUT 'This quiz cannot be taken
 * again.' when the quiz's settings do not enable redo. A course's quiz (quizId other than the map's id)
 * follows the map's settings until course quizzes have their own (issue 28).
 */
export async function retryQuiz(db: Db, key: QuizKey, lessonId: string | null): Promise<AnswerAttempt> {
  const settings = await requireQuizSettings(db, key.userId, key.mapId);
  if (!settings.enableRedo) throw badInput(QUIZ_MESSAGES.redoNotAllowed);
  const current = await currentAttempt(db, key);
  const unanswered =
    current &&
    !(await db
      .selectFrom('quizAnswers')
      .select('questionId')
      .where('attemptId', '=', current.id)
      .executeTakeFirst());
  const attemptId = unanswered ? current.id : await startAttempt(db, key, lessonId);
  if (!unanswered) await answersChanged(db, key.mapId);
  const ids = db
    .selectFrom('quizAttempts')
    .select('quizAttempts.id')
    .where('quizAttempts.id', '=', attemptId);
  const [attempt] = await loadAttempts(db, ids);
  if (!attempt) throw new Error('The attempt just started is missing.');
  return attempt;
}

/** Every submission of one answer over all the learner's attempts at the quiz, oldest first. */
export async function answerHistory(db: Db, key: AnswerKey): Promise<AnswerSubmission[]> {
  await requireViewRights(db, key.userId, key.mapId);
  const rows = await db
    .selectFrom('quizAnswerSubmissions as submission')
    .innerJoin('quizAttempts as attempt', 'attempt.id', 'submission.attemptId')
    .select([
      sql<string>`submission.content::text`.as('contentText'),
      'submission.mark',
      'submission.submittedAt',
    ])
    .where('attempt.userId', '=', key.userId)
    .where('attempt.mapId', '=', key.mapId)
    .where('attempt.quizId', '=', key.quizId)
    .where('submission.questionId', '=', key.questionId)
    .orderBy('submission.id')
    .execute();
  return rows.map((row) => ({
    content: JSON.parse(row.contentText),
    mark: row.mark,
    submittedAt: new Date(row.submittedAt).toISOString(),
  }));
}
