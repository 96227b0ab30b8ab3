import { z } from 'zod';
import { USAGE_EVENTS } from '../../../src/model/usage/dayUsage.ts';
import { loadRecentMaps, RECENT_MAPS_DEFAULT, RECENT_MAPS_MAX } from '../../dashboard/recentMaps.ts';
import { completeAchievement, loadSuggestions } from '../../dashboard/suggestions.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const recentArgs = z.object({
  userAction: z.enum(USAGE_EVENTS).nullish(),
  limit: z.number().int().min(1).max(RECENT_MAPS_MAX).nullish(),
});

export const dashboardResolvers = {
  Query: {
    suggestions: (_parent: unknown, _args: unknown, context: GraphQLContext) =>
      loadSuggestions(context.database.db, requireViewer(context)),
    recentMaps: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { userAction, limit } = parseArgs(recentArgs, args);
      return loadRecentMaps(
        context.database.db,
        viewerId,
        userAction ?? 'load',
        limit ?? RECENT_MAPS_DEFAULT,
      );
    },
  },
  Mutation: {
    completeAchievement: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { suggestionId } = parseArgs(z.object({ suggestionId: id }), args);
      return completeAchievement(context.database.db, viewerId, suggestionId);
    },
  },
};
