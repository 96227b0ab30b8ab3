import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ADMIN_SEARCH_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  suspendReasonRefusal,
} from '../../../src/model/admin/access.ts';
import { requireAdministrator, requireSiteAdministrator } from '../../admin/actor.ts';
import { listCourses, setCourseSuspension } from '../../admin/courses.ts';
import { listClientErrors, listFeedback } from '../../admin/inbox.ts';
import { setUserOrganization } from '../../admin/organizations.ts';
import { pagingArgs } from '../../admin/paging.ts';
import { listUsers, loadAdminUser, setUserDeactivated, setUserRoles } from '../../admin/users.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';

const paging = (args: unknown) => parseArgs(pagingArgs, args);
const usersArgs = pagingArgs.extend({ search: z.string().max(ADMIN_SEARCH_MAX_LENGTH).nullish() });
const rolesArgs = z.object({ userId: z.string().min(1), roles: z.array(z.string().max(40)).max(20) });
const userArgs = z.object({ userId: z.string().min(1) });
const suspendArgs = z.object({
  courseId: z.string().min(1),
  reason: z
    .string()
    .superRefine((reason, context) => {
      const refusal = suspendReasonRefusal(reason);
      if (refusal) context.addIssue({ code: 'custom', message: refusal });
    })
    .transform((reason) => reason.trim()),
});
const courseArgs = z.object({ courseId: z.string().min(1) });
const organizationArgs = z.object({
  userId: z.string().min(1),
  organization: z
    .string()
    .trim()
    .max(ORGANIZATION_NAME_MAX_LENGTH, ADMIN_MESSAGES.organizationTooLong(ORGANIZATION_NAME_MAX_LENGTH))
    .nullish()
    .transform((name) => name || null),
});

/** The administrator and their scope; every call checks them before reading its arguments. */
const administrator = (context: GraphQLContext) =>
  requireAdministrator(context.database.db, requireViewer(context));
const siteAdministrator = (context: GraphQLContext) =>
  requireSiteAdministrator(context.database.db, requireViewer(context));

export const adminResolvers = {
  Query: {
    adminUsers: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const { scope } = await administrator(context);
      const { search, offset, limit } = parseArgs(usersArgs, args);
      return listUsers(context.database.db, scope, { search: search ?? '', offset, limit });
    },
    adminFeedback: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const { scope } = await administrator(context);
      return listFeedback(context.database.db, scope, paging(args));
    },
    adminClientErrors: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const { scope } = await administrator(context);
      return listClientErrors(context.database.db, scope, paging(args));
    },
    adminCourses: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      await siteAdministrator(context);
      return listCourses(context.database.db, paging(args));
    },
  },
  Mutation: {
    setUserRoles: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const { actor } = await administrator(context);
      const { userId, roles } = parseArgs(rolesArgs, args);
      return setUserRoles(context.database.db, actor, userId, roles);
    },
    deactivateUser: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const { actor } = await administrator(context);
      const { userId } = parseArgs(userArgs, args);
      const user = await setUserDeactivated(context.database.db, actor, userId, true);
      await context.serverStatus.disconnectUser(userId);
      return user;
    },
    reactivateUser: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const { actor } = await administrator(context);
      const { userId } = parseArgs(userArgs, args);
      return setUserDeactivated(context.database.db, actor, userId, false);
    },
    setUserOrganization: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      await siteAdministrator(context);
      const { userId, organization } = parseArgs(organizationArgs, args);
      await setUserOrganization(context.database.db, userId, organization);
      return loadAdminUser(context.database.db, userId);
    },
    suspendCourse: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      await siteAdministrator(context);
      const { courseId, reason } = parseArgs(suspendArgs, args);
      return setCourseSuspension(context.database.db, courseId, reason);
    },
    resumeCourse: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      await siteAdministrator(context);
      const { courseId } = parseArgs(courseArgs, args);
      return setCourseSuspension(context.database.db, courseId, null);
    },
  },
};
