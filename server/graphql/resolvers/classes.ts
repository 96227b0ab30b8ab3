import { z } from 'zod';
import { isValidEmail } from '../../../src/model/auth/validation.ts';
import { classMessages } from '../../../src/model/classes/messages.ts';
import { GROUP_ROLES, RESOURCE_TYPES } from '../../../src/model/classes/rules.ts';
import { findUserByEmail, inviteUsers } from '../../classes/invitations.ts';
import {
  type GroupView,
  loadClass,
  loadMembers,
  loadMyClasses,
  loadPendingInvitations,
  loadResources,
} from '../../classes/load.ts';
import { generateAccessCode, revokeAccessCode, saveUserGroup, setArchived } from '../../classes/manage.ts';
import {
  acceptInvitation,
  declineInvitation,
  joinByCode,
  leave,
  removeStudents,
  removeTeacher,
  setShareResults,
} from '../../classes/membership.ts';
import { addResources, removeResource } from '../../classes/resources.ts';
import { badInput } from '../../errors.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const groupIdArgs = z.object({ id });
const userIds = z.array(id).min(1, 'select at least one user').max(500);

type Resolver = (parent: unknown, args: unknown, context: GraphQLContext) => unknown;

/** A class mutation: checks the session and arguments, runs, then answers the class as the viewer sees it. */
const resourceInput = z.object({ type: z.enum(RESOURCE_TYPES), id });

function classMutation<T extends z.ZodType>(
  schema: T,
  groupIdOf: (args: z.output<T>) => string,
  run: (context: GraphQLContext, viewerId: string, args: z.output<T>) => Promise<unknown>,
): Resolver {
  return async (_parent, rawArgs, context) => {
    const viewerId = requireViewer(context);
    const args = parseArgs(schema, rawArgs);
    await run(context, viewerId, args);
    return loadClass(context.database.db, groupIdOf(args), viewerId);
  };
}

export const classesResolvers = {
  UserGroup: {
    adminMembers: (group: GroupView, _args: unknown, context: GraphQLContext) =>
      loadMembers(context.database.db, group, 'Admin'),
    students: (group: GroupView, _args: unknown, context: GraphQLContext) =>
      loadMembers(context.database.db, group, 'Member'),
    resources: (group: GroupView, _args: unknown, context: GraphQLContext) =>
      loadResources(context.database.db, group.id),
    invitations: (group: GroupView, _args: unknown, context: GraphQLContext) =>
      group.viewerRole === 'Admin' ? loadPendingInvitations(context.database.db, { groupId: group.id }) : [],
  },
  Query: {
    myClasses: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { archived } = parseArgs(z.object({ archived: z.boolean().nullish() }), args);
      return loadMyClasses(context.database.db, viewerId, archived ?? false);
    },
    userGroup: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { groupId } = parseArgs(z.object({ groupId: id }), args);
      return loadClass(context.database.db, groupId, viewerId);
    },
    getUserSummary: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      requireViewer(context);
      const { username } = parseArgs(z.object({ username: z.string().trim().max(320) }), args);
      if (!isValidEmail(username)) throw badInput(classMessages.invalidEmail);
      return findUserByEmail(context.database.db, username);
    },
    myGroupInvitations: (_parent: unknown, _args: unknown, context: GraphQLContext) =>
      loadPendingInvitations(context.database.db, { userId: requireViewer(context) }),
  },
  Mutation: {
    updateUserGroup: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { userGroup } = parseArgs(
        z.object({
          userGroup: z.object({
            id: id.nullish(),
            name: z.string().max(1000),
            description: z.string().nullish(),
          }),
        }),
        args,
      );
      const groupId = await saveUserGroup(context.database.db, viewerId, userGroup);
      return loadClass(context.database.db, groupId, viewerId);
    },
    joinUserGroupByCode: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const parsed = parseArgs(
        z.object({ accessCode: z.string().max(100), shareResults: z.boolean().nullish() }),
        args,
      );
      const group = await joinByCode(
        context.database.db,
        viewerId,
        parsed.accessCode,
        parsed.shareResults ?? true,
      );
      return loadClass(context.database.db, group.id, viewerId);
    },
    setUserGroupShareResults: classMutation(
      z.object({ groupId: id, shareResults: z.boolean() }),
      (args) => args.groupId,
      (context, viewerId, args) =>
        setShareResults(context.database.db, viewerId, args.groupId, args.shareResults),
    ),
    archiveUserGroup: classMutation(
      groupIdArgs,
      (args) => args.id,
      (context, viewerId, args) => setArchived(context.database.db, viewerId, args.id, true),
    ),
    restoreUserGroup: classMutation(
      groupIdArgs,
      (args) => args.id,
      (context, viewerId, args) => setArchived(context.database.db, viewerId, args.id, false),
    ),
    generateUserGroupAccessCode: classMutation(
      groupIdArgs,
      (args) => args.id,
      (context, viewerId, args) => generateAccessCode(context.database.db, viewerId, args.id),
    ),
    revokeUserGroupAccessCode: classMutation(
      groupIdArgs,
      (args) => args.id,
      (context, viewerId, args) => revokeAccessCode(context.database.db, viewerId, args.id),
    ),
    leaveUserGroup: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const parsed = parseArgs(groupIdArgs, args);
      await leave(context.database.db, viewerId, parsed.id);
      return parsed.id;
    },
    inviteGroupUsers: classMutation(
      z.object({ groupId: id, userIds, role: z.enum(GROUP_ROLES) }),
      (args) => args.groupId,
      (context, viewerId, args) =>
        inviteUsers(context.database.db, viewerId, args.groupId, args.userIds, args.role),
    ),
    acceptGroupInvitation: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { invitationId } = parseArgs(z.object({ invitationId: id }), args);
      const { groupId } = await acceptInvitation(context.database.db, viewerId, invitationId);
      return loadClass(context.database.db, groupId, viewerId);
    },
    declineGroupInvitation: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { invitationId } = parseArgs(z.object({ invitationId: id }), args);
      await declineInvitation(context.database.db, viewerId, invitationId);
      return invitationId;
    },
    removeStudents: classMutation(
      z.object({ groupId: id, userIds }),
      (args) => args.groupId,
      (context, viewerId, args) => removeStudents(context.database.db, viewerId, args.groupId, args.userIds),
    ),
    removeTeacher: classMutation(
      z.object({ groupId: id, userId: id }),
      (args) => args.groupId,
      (context, viewerId, args) => removeTeacher(context.database.db, viewerId, args.groupId, args.userId),
    ),
    addUserGroupResources: classMutation(
      z.object({
        groupId: id,
        resources: z.array(resourceInput).min(1, 'select at least one resource').max(200),
      }),
      (args) => args.groupId,
      (context, viewerId, args) => addResources(context.database.db, viewerId, args.groupId, args.resources),
    ),
    addUserGroupResource: async (_parent: unknown, rawArgs: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const args = parseArgs(z.object({ groupId: id, resource: resourceInput }), rawArgs);
      await addResources(context.database.db, viewerId, args.groupId, [args.resource]);
      return loadResources(context.database.db, args.groupId);
    },
    removeUserGroupResource: classMutation(
      z.object({ groupId: id, resourceId: id }),
      (args) => args.groupId,
      (context, viewerId, args) =>
        removeResource(context.database.db, viewerId, args.groupId, args.resourceId),
    ),
  },
};
