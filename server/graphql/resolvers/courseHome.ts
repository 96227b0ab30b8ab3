import { z } from 'zod';
import { COURSE_LIMITS } from '../../../src/model/courses/details.ts';
import { courseOfMap, createCourse, deleteCourse, updateCourse } from '../../courses/authoring.ts';
import { loadCourseHome } from '../../courses/home.ts';
import { requireFoundCourse } from '../../courses/viewer.ts';
import { paymentsAvailable } from '../../payments/available.ts';
import { recordMapUsage } from '../../usage/record.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const courseIdArgs = z.object({ courseId: id });
// Lengths and values are the model's to check (src/model/courses/details.ts); these bound the request.
const text = (max: number) => z.string().max(max * 4);
const createArgs = z.object({ mapId: id, name: text(COURSE_LIMITS.nameMax) });
const updateArgs = z.object({
  courseId: id,
  input: z.object({
    name: text(COURSE_LIMITS.nameMax),
    description: text(COURSE_LIMITS.descriptionMax),
    tags: z.array(text(COURSE_LIMITS.tagMax)).max(COURSE_LIMITS.tagsMax * 4),
    access: z.string().max(40),
    price: z.object({ amount: z.int(), currency: z.string().max(3) }).nullish(),
    allowCopies: z.boolean(),
  }),
});

export const courseHomeResolvers = {
  Query: {
    courseHome: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const { courseId } = parseArgs(courseIdArgs, args);
      const { db } = context.database;
      return loadCourseHome(db, context.viewerId, courseId, paymentsAvailable(context));
    },
    courseOfMap: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { mapId } = parseArgs(z.object({ mapId: id }), args);
      return courseOfMap(context.database.db, viewerId, mapId);
    },
  },
  Mutation: {
    visitCourse: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const { courseId } = parseArgs(courseIdArgs, args);
      const { db } = context.database;
      const { course } = await requireFoundCourse(db, context.viewerId, courseId);
      await recordMapUsage(db, {
        mapId: course.mapId,
        userId: context.viewerId,
        event: 'courseLoad',
        courseId,
      });
      return true;
    },
    createCourse: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      return createCourse(context.database.db, viewerId, parseArgs(createArgs, args));
    },
    updateCourse: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { courseId, input } = parseArgs(updateArgs, args);
      return updateCourse(context.database.db, viewerId, courseId, { ...input, price: input.price ?? null });
    },
    deleteCourse: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      return deleteCourse(context.database.db, viewerId, parseArgs(courseIdArgs, args).courseId);
    },
  },
};
