import { z } from 'zod';
import { courseSummaryFilter } from '../../courses/courseMap.ts';
import { loadMapContentSummary, loadOpenMapContentSummary } from '../../maps/contentSummary.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const mapSummaryArgs = z.object({ mapId: id, courseId: id.nullish() });

export const mapContentSummaryResolvers = {
  Query: {
    mapSummary: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const { mapId, courseId } = parseArgs(mapSummaryArgs, args);
      const { db } = context.database;
      if (courseId) {
        const filter = await courseSummaryFilter(db, context.viewerId, mapId, courseId);
        if (filter) return loadOpenMapContentSummary(db, mapId, filter);
      }
      return loadMapContentSummary(db, requireViewer(context), mapId);
    },
  },
};
