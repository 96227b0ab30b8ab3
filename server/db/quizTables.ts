/**
 * Row types of the quiz tables (migration 0015): a learner's attempts at a quiz, their answers, and every
 * submission of an answer. Apart from ./tables.ts, which joins them into `Tables`.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Mark } from '../../src/model/quiz/constants.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** json: written as its JSON text (see `json()` in `./json.ts`); read as text (`::text`) by server/quiz. */
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** One try of a learner at a quiz of a map; the current one has the highest number. */
export interface QuizAttemptsTable {
  id: string;
  userId: string;
  mapId: string;
  /** The map's id for the map's own questions, a course quiz item's id otherwise. */
  quizId: string;
  lessonId: string | null;
  /** 1 for the first attempt, one more for each retry. */
  number: number;
  startDate: Timestamp;
}

/** A learner's answer to one question within an attempt; the mark is always the server's. */
export interface QuizAnswersTable {
  attemptId: string;
  questionId: string;
  /** The answer content of src/model/quiz/types.ts; null before any was given. */
  content: NullableJson<unknown>;
  mark: Generated<Mark>;
  /** How many times it was submitted. */
  attempts: Generated<number>;
  completed: Generated<boolean>;
  details: NullableJson<unknown>;
  updatedAt: Timestamp;
}

/** Every submission of an answer, as it was marked (the learner's history). */
export interface QuizAnswerSubmissionsTable {
  id: Generated<string>;
  attemptId: string;
  questionId: string;
  content: ColumnType<unknown, string, string>;
  mark: Mark;
  submittedAt: Timestamp;
}

/** How many times a map's answers have changed (a report's cache key, server/quiz/reportCache.ts). */
export interface QuizAnswerVersionsTable {
  mapId: string;
  /** bigint: read as its text. */
  version: ColumnType<string, string | undefined, string>;
}

export interface QuizTables {
  quizAnswerVersions: QuizAnswerVersionsTable;
  quizAttempts: QuizAttemptsTable;
  quizAnswers: QuizAnswersTable;
  quizAnswerSubmissions: QuizAnswerSubmissionsTable;
}
