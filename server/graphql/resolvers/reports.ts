import { z } from 'zod';
import { loadCourseReport } from '../../reports/courseReport.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const reportArgs = z.object({ mapId: id, userGroupId: id.nullish() });

export const reportsResolvers = {
  Query: {
    courseReport: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { mapId, userGroupId } = parseArgs(reportArgs, args);
      return loadCourseReport(context.database.db, viewerId, { mapId, groupId: userGroupId ?? null });
    },
  },
};
