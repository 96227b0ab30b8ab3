import { z } from 'zod';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_PAGE_MAX_LENGTH,
  FEEDBACK_VERSION_MAX_LENGTH,
} from '../../../src/model/feedback.ts';
import { storeFeedback } from '../../feedback/feedback.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';

const sendFeedbackArgs = z.object({
  feedback: z
    .string()
    .trim()
    .min(1, FEEDBACK_MESSAGES.empty)
    .max(FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES.tooLong),
  page: z.string().max(FEEDBACK_PAGE_MAX_LENGTH).nullish(),
  version: z.string().max(FEEDBACK_VERSION_MAX_LENGTH).nullish(),
});

export const feedbackResolvers = {
  Mutation: {
    sendFeedback: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { feedback, page, version } = parseArgs(sendFeedbackArgs, args);
      await storeFeedback(context.database.db, viewerId, {
        feedback,
        page: page ?? null,
        appVersion: version ?? null,
      });
      return true;
    },
  },
};
