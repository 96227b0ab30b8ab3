/**
 * A learner's answers to one quiz over GraphQL (server/graphql/typeDefs/quiz.ts): the server side of
 * QuizStore (src/stores/quiz/QuizStore.ts). What the server answers is read into the model's types here,
 * so the store never sees an unchecked mark or content.
 */
import type { ApolloClient } from '@apollo/client';
import { MARK, MARKS, type Mark } from '../../model/quiz/constants';
import type { Answer, AnswerContent } from '../../model/quiz/types';
import { callForData } from './errors';
import { ANSWER_HISTORY, QUIZ_ATTEMPT, RESET_ANSWER, RETRY_QUIZ, SAVE_ANSWER, SHOW_ANSWER } from './quiz';

/** One submission of an answer, as the history keeps it. */
export interface AnswerSubmission {
  content: AnswerContent | null;
  mark: Mark;
  /** ISO date. */
  submittedAt: string;
}

/** The calls QuizStore makes, bound to one quiz of one map. */
export interface QuizAnswersApi {
  /** The answers of the learner's current attempt; none before they saved any. */
  loadAnswers(): Promise<Answer[]>;
  /** Completed: submitted for marking (the server's mark comes back); otherwise kept as a draft. */
  saveAnswer(questionId: string, content: AnswerContent, completed: boolean): Promise<Answer>;
  resetAnswer(questionId: string): Promise<Answer>;
  showAnswer(questionId: string): Promise<Answer>;
  /** A new attempt; answers its answers (none). */
  retryQuiz(): Promise<Answer[]>;
  answerHistory(questionId: string): Promise<AnswerSubmission[]>;
}

export interface QuizRef {
  mapId: string;
  /** The map's id for the map's own questions; a course quiz item's id otherwise. */
  quizId: string;
  lessonId: string | null;
}

export const QUIZ_CALL_MESSAGES = {
  loadFailed: 'Your answers could not be loaded.',
  saveFailed: 'Your answer could not be saved.',
  retryFailed: 'The quiz could not be started again.',
  historyFailed: 'The answer history could not be loaded.',
} as const;

/** What the server stored of an answer, in the model's types. */
interface StoredAnswer {
  questionId: string;
  content: unknown;
  mark: string;
  attempts: number;
  completed: boolean;
  /** Left out by the reports (spec 3 section 7 lists no details there). */
  details?: { missedNodes: readonly { id: string; title: string }[] } | null;
}

export function readMark(mark: string): Mark {
  return MARKS.includes(mark as Mark) ? (mark as Mark) : MARK.UNMARKED;
}

/** A string, a list of strings or strings by field id; anything else (or nothing) is no content. */
export function readContent(content: unknown): AnswerContent | null {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.filter((name): name is string => typeof name === 'string');
  if (typeof content === 'object' && content !== null) {
    const fields: Record<string, string> = {};
    for (const [id, text] of Object.entries(content)) if (typeof text === 'string') fields[id] = text;
    return fields;
  }
  return null;
}

export function readAnswer(stored: StoredAnswer): Answer {
  return {
    questionId: stored.questionId,
    content: readContent(stored.content),
    mark: readMark(stored.mark),
    attempts: stored.attempts,
    completed: stored.completed,
    details: stored.details
      ? { missedNodes: stored.details.missedNodes.map(({ id, title }) => ({ id, title })) }
      : null,
  };
}

/** Answers are the learner's own and change with every submission: nothing is read from the cache. */
const FRESH = { fetchPolicy: 'no-cache' } as const;

export function apolloQuizAnswers(
  client: ApolloClient,
  { mapId, quizId, lessonId }: QuizRef,
): QuizAnswersApi {
  const question = (questionId: string) => ({ mapId, quizId, questionId });
  return {
    loadAnswers: async () => {
      const attempt = await callForData(
        async () =>
          (await client.query({ query: QUIZ_ATTEMPT, variables: { mapId, quizId }, ...FRESH })).data,
        QUIZ_CALL_MESSAGES.loadFailed,
      );
      return attempt.quizAttempt?.answers.map(readAnswer) ?? [];
    },
    saveAnswer: async (questionId, content, completed) =>
      readAnswer(
        await callForData(
          async () =>
            (
              await client.mutate({
                mutation: SAVE_ANSWER,
                variables: { answer: { mapId, quizId, lessonId, questionId, content, completed } },
                ...FRESH,
              })
            ).data?.saveAnswer,
          QUIZ_CALL_MESSAGES.saveFailed,
        ),
      ),
    resetAnswer: async (questionId) =>
      readAnswer(
        await callForData(
          async () =>
            (await client.mutate({ mutation: RESET_ANSWER, variables: question(questionId), ...FRESH })).data
              ?.resetAnswer,
          QUIZ_CALL_MESSAGES.saveFailed,
        ),
      ),
    showAnswer: async (questionId) =>
      readAnswer(
        await callForData(
          async () =>
            (await client.mutate({ mutation: SHOW_ANSWER, variables: question(questionId), ...FRESH })).data
              ?.showAnswer,
          QUIZ_CALL_MESSAGES.saveFailed,
        ),
      ),
    retryQuiz: async () => {
      const attempt = await callForData(
        async () =>
          (await client.mutate({ mutation: RETRY_QUIZ, variables: { mapId, quizId, lessonId }, ...FRESH }))
            .data?.retryQuiz,
        QUIZ_CALL_MESSAGES.retryFailed,
      );
      return attempt.answers.map(readAnswer);
    },
    answerHistory: async (questionId) => {
      const data = await callForData(
        async () =>
          (await client.query({ query: ANSWER_HISTORY, variables: question(questionId), ...FRESH })).data,
        QUIZ_CALL_MESSAGES.historyFailed,
      );
      return data.answerHistory.map((entry) => ({
        content: readContent(entry.content),
        mark: readMark(entry.mark),
        submittedAt: entry.submittedAt,
      }));
    },
  };
}
