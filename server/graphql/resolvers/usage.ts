import { z } from 'zod';
import { loadMapUsage } from '../../usage/report.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

export const usageResolvers = {
  /** GraphQL names of the usage events, mapped to the stored ones. */
  UsageEvent: { Load: 'load', CourseLoad: 'courseLoad', Share: 'share', Update: 'update' },
  Query: {
    mapUsage: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { mapId } = parseArgs(z.object({ mapId: id }), args);
      return { mapId, dayUsage: await loadMapUsage(context.database.db, viewerId, mapId) };
    },
  },
};
