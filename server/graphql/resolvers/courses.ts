import { z } from 'zod';
import { courseSearchQuery } from '../../../src/model/courses/catalogue.ts';
import { courseMessages } from '../../../src/model/courses/messages.ts';
import { loadCourse, loadCourses } from '../../courses/catalogue.ts';
import { enrol, unenrol } from '../../courses/enrolment.ts';
import { react, unreact } from '../../courses/reactions.ts';
import { notFound } from '../../errors.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';
import { viewer } from './user.ts';

const courseIdArgs = z.object({ courseId: id });
const reactionArgs = z.object({ targetId: id, reactionType: z.literal('like').nullish() });

async function courseAfter(context: GraphQLContext, viewerId: string, courseId: string) {
  const course = await loadCourse(context.database.db, viewerId, courseId);
  if (!course) throw notFound(courseMessages.notFound);
  return course;
}

export const coursesResolvers = {
  Query: {
    courses: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { tags } = parseArgs(z.object({ tags: z.array(z.string().max(100)).max(50).nullish() }), args);
      return loadCourses(context.database.db, viewerId, { tags: tags ?? [] });
    },
    searchCourses: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { query } = parseArgs(z.object({ query: z.string().max(200).nullish() }), args);
      const search = courseSearchQuery(query);
      return loadCourses(context.database.db, viewerId, search ? { search } : {});
    },
    myCourses: (_parent: unknown, _args: unknown, context: GraphQLContext) =>
      loadCourses(context.database.db, requireViewer(context), { enrolledOnly: true }),
    coursesForSharing: (_parent: unknown, _args: unknown, context: GraphQLContext) =>
      loadCourses(context.database.db, requireViewer(context), { forSharing: true }),
    course: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { courseId } = parseArgs(courseIdArgs, args);
      return (await loadCourse(context.database.db, viewerId, courseId)) ?? null;
    },
  },
  Mutation: {
    enrolCourse: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { courseId } = parseArgs(courseIdArgs, args);
      await enrol(context.database.db, viewerId, courseId);
      return viewer(context);
    },
    unenrolCourse: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { courseId } = parseArgs(courseIdArgs, args);
      await unenrol(context.database.db, viewerId, courseId);
      return viewer(context);
    },
    updateReaction: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { targetId } = parseArgs(reactionArgs, args);
      await react(context.database.db, viewerId, targetId);
      return courseAfter(context, viewerId, targetId);
    },
    removeReaction: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { reactionId } = parseArgs(z.object({ reactionId: id }), args);
      const targetId = await unreact(context.database.db, viewerId, reactionId);
      return courseAfter(context, viewerId, targetId);
    },
  },
};
