import { z } from 'zod';
import { RECALL_LIMITS } from '../../../src/model/recall/constants.ts';
import { RECALL_MESSAGES } from '../../../src/model/recall/messages.ts';
import { MAX_RECALLED_NODE_IDS, recallResults, saveRecallResult } from '../../recall/results.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const mapArgs = z.object({ mapId: id });
const saveArgs = z.object({
  result: z
    .object({
      mapId: id,
      levelId: z.number().int().nullish(),
      itemId: id.nullish(),
      recalledNodeIds: z.array(id).max(MAX_RECALLED_NODE_IDS),
      durationMs: z
        .number()
        .int(RECALL_MESSAGES.durationOutOfRange)
        .min(0, RECALL_MESSAGES.durationOutOfRange)
        .max(RECALL_LIMITS.maxDurationMs, RECALL_MESSAGES.durationOutOfRange),
    })
    // A session recalls the whole map, one level or one recall item.
    .refine((result) => result.levelId == null || result.itemId == null, {
      message: 'give a level or a recall item, not both',
    }),
});

export const recallResolvers = {
  Query: {
    recallResults: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      return recallResults(context.database.db, userId, parseArgs(mapArgs, args).mapId);
    },
  },
  Mutation: {
    saveRecallResult: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const userId = requireViewer(context);
      return saveRecallResult(context.database.db, userId, parseArgs(saveArgs, args).result);
    },
  },
};
