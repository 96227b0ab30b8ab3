import { z } from 'zod';
import { loadMapContentSummary } from '../../maps/contentSummary.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const mapSummaryArgs = z.object({ mapId: id });

export const mapContentSummaryResolvers = {
  Query: {
    mapSummary: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { mapId } = parseArgs(mapSummaryArgs, args);
      return loadMapContentSummary(context.database.db, viewerId, mapId);
    },
  },
};
