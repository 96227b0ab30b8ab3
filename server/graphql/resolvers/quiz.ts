import { z } from 'zod';
import {
  answerHistory,
  loadQuizAttempt,
  resetAnswer,
  retryQuiz,
  saveAnswer,
  showAnswer,
} from '../../quiz/answers.ts';
import { getAllAnswers, getGroupUsersAnswers } from '../../quiz/reports.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const quizArgs = z.object({ mapId: id, quizId: id });
const answerArgs = z.object({ mapId: id, quizId: id, questionId: id });
const allAnswersArgs = z.object({ mapId: id, quizId: id.nullish() });
const groupArgs = z.object({ mapId: id, userGroupId: id, quizId: id.nullish() });
const retryArgs = z.object({ mapId: id, quizId: id, lessonId: id.nullish() });
const saveArgs = z.object({
  answer: z.object({
    mapId: id,
    quizId: id,
    lessonId: id.nullish(),
    questionId: id,
    // Its shape is the question's type's, checked where the question is known (server/quiz/answers.ts).
    content: z.unknown(),
    completed: z.boolean(),
  }),
});

export const quizResolvers = {
  Query: {
    quizAttempt: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      return loadQuizAttempt(context.database.db, { userId, ...parseArgs(quizArgs, args) });
    },
    answerHistory: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      return answerHistory(context.database.db, { userId, ...parseArgs(answerArgs, args) });
    },
    getAllAnswers: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { mapId, quizId } = parseArgs(allAnswersArgs, args);
      return getAllAnswers(context.database.db, viewerId, { mapId, quizId: quizId ?? null });
    },
    getGroupUsersAnswers: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { mapId, userGroupId, quizId } = parseArgs(groupArgs, args);
      return getGroupUsersAnswers(
        context.database.db,
        viewerId,
        { mapId, quizId: quizId ?? null },
        userGroupId,
      );
    },
  },
  Mutation: {
    saveAnswer: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      return saveAnswer(context.database.db, userId, parseArgs(saveArgs, args).answer);
    },
    resetAnswer: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      return resetAnswer(context.database.db, { userId, ...parseArgs(answerArgs, args) });
    },
    showAnswer: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      return showAnswer(context.database.db, { userId, ...parseArgs(answerArgs, args) });
    },
    retryQuiz: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      const { lessonId, ...quiz } = parseArgs(retryArgs, args);
      return retryQuiz(context.database.db, { userId, ...quiz }, lessonId ?? null);
    },
  },
};
