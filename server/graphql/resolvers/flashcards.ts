import { z } from 'zod';
import { FLASHCARD_MESSAGES } from '../../../src/model/flashcards/messages.ts';
import { isRating } from '../../../src/model/flashcards/schedule.ts';
import {
  flashcardReviewDays,
  flashcardReviewLog,
  resetFlashcard,
  reviewFlashcard,
} from '../../flashcards/reviews.ts';
import { flashcardScheduleText } from '../../flashcards/states.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { rawJson } from '../rawJson.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const mapArgs = z.object({ mapId: id });
const cardArgs = z.object({ mapId: id, cardId: id });
const reviewArgs = cardArgs.extend({
  rating: z.number().refine(isRating, FLASHCARD_MESSAGES.badRating),
});

export const flashcardsResolvers = {
  Query: {
    flashcardSchedule: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      const text = await flashcardScheduleText(context.database.db, userId, parseArgs(mapArgs, args).mapId);
      return rawJson(context, text);
    },
    flashcardReviewLog: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      return flashcardReviewLog(context.database.db, { userId, ...parseArgs(cardArgs, args) });
    },
    flashcardReviewDays: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      return flashcardReviewDays(context.database.db, userId, parseArgs(mapArgs, args).mapId);
    },
  },
  Mutation: {
    reviewFlashcard: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      const { rating, ...card } = parseArgs(reviewArgs, args);
      return reviewFlashcard(context.database.db, { userId, ...card }, rating);
    },
    resetFlashcard: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      return resetFlashcard(context.database.db, { userId, ...parseArgs(cardArgs, args) });
    },
  },
};
