import { z } from 'zod';
import { loadMapProgress, updateLessonProgress } from '../../progress/lessonProgress.ts';
import { loadAllUsersProgress, loadGroupUsersProgress } from '../../progress/reports.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const mapArgs = z.object({ mapId: id });
const groupArgs = z.object({ mapId: id, userGroupId: id });
/**
 * Any number, Infinity included (a literal such as 1e400 arrives as one): the range is the model's rule,
 * checked with its own message where the times are stored (server/progress/lessonProgress.ts).
 */
const seconds = z.custom<number>((value) => typeof value === 'number', 'must be a number of seconds');
const updateArgs = z.object({
  lessonProgress: z.object({
    mapId: id,
    lessonId: id,
    previousWatchedTime: seconds,
    longestWatchedTime: seconds,
  }),
});

export const progressResolvers = {
  Query: {
    mapProgress: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      return loadMapProgress(context.database.db, viewerId, parseArgs(mapArgs, args).mapId);
    },
    mapProgressAllUsers: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      return loadAllUsersProgress(context.database.db, viewerId, parseArgs(mapArgs, args).mapId);
    },
    mapProgressGroupUsers: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { mapId, userGroupId } = parseArgs(groupArgs, args);
      return loadGroupUsersProgress(context.database.db, viewerId, mapId, userGroupId);
    },
  },
  Mutation: {
    updateLessonProgress: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { lessonProgress } = parseArgs(updateArgs, args);
      return updateLessonProgress(context.database.db, viewerId, lessonProgress);
    },
  },
};
