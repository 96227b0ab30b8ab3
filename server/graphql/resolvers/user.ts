import { sql, type UpdateObject } from 'kysely';
import type { UserFlag } from '../../../src/model/userFlags.ts';
import type { Database } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';
import { USER_IDENTITY_COLUMNS, usersWithOrganization } from '../../db/userRows.ts';
import { type GraphQLContext, requireViewer, unauthenticated } from '../context.ts';

/** The GraphQL `User` of a user id, or null when there is no such user. */
export async function loadUser(database: Database, userId: string) {
  const row = await usersWithOrganization(database.db)
    .select([
      ...USER_IDENTITY_COLUMNS,
      'users.flags',
      'users.newsletterConsent',
      'users.privacyControls',
      'users.trialEndsAt',
      'users.termsAgreedAt',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const courses = await database.db
    .selectFrom('courseEnrolments')
    .select('courseId')
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
    organization: row.organizationId ? { id: row.organizationId, name: row.organizationName ?? '' } : null,
    courses: courses.map((course) => course.courseId),
    flags: Object.entries(row.flags)
      .filter(([, on]) => on)
      .map(([name]) => name),
    newsletterConsent: row.newsletterConsent,
    privacyControls: row.privacyControls,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    termsAgreedAt: row.termsAgreedAt?.toISOString() ?? null,
  };
}

/** The signed-in user; a session whose user has gone is no session. */
export async function viewer(context: GraphQLContext) {
  const user = await loadUser(context.database, requireViewer(context));
  if (!user) throw unauthenticated();
  return user;
}

/** The stored flags with these set too, merged in the database so concurrent updates keep each other's. */
function withFlagsSet(flags: readonly UserFlag[]) {
  const set = JSON.stringify(Object.fromEntries(flags.map((flag) => [flag, true])));
  return sql<string>`flags || ${set}::jsonb`;
}

async function updateViewer(
  context: GraphQLContext,
  changes: Pick<UpdateObject<Tables, 'users'>, 'newsletterConsent' | 'termsAgreedAt' | 'flags'>,
) {
  const userId = requireViewer(context);
  await context.database.db
    .updateTable('users')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
  return viewer(context);
}

export const userResolvers = {
  Query: {
    user: (_parent: unknown, _args: unknown, context: GraphQLContext) => viewer(context),
  },
  Mutation: {
    agreeUserTerms: (_parent: unknown, _args: unknown, context: GraphQLContext) =>
      updateViewer(context, { termsAgreedAt: new Date() }),
    partialUpdateUser: (
      _parent: unknown,
      { userUpdate }: { userUpdate: { newsletterConsent?: boolean | null; setFlags?: UserFlag[] | null } },
      context: GraphQLContext,
    ) =>
      updateViewer(context, {
        ...(typeof userUpdate.newsletterConsent === 'boolean'
          ? { newsletterConsent: userUpdate.newsletterConsent }
          : {}),
        ...(userUpdate.setFlags?.length ? { flags: withFlagsSet(userUpdate.setFlags) } : {}),
      }),
  },
};
