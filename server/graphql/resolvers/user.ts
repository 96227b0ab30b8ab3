import type { Database } from '../../db/database.ts';
import { type GraphQLContext, requireViewer, unauthenticated } from '../context.ts';

/** The GraphQL `User` of a user id, or null when there is no such user. */
export async function loadUser(database: Database, userId: string) {
  const row = await database.db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organizationId')
    .select([
      'users.id',
      'users.username',
      'users.firstName',
      'users.lastName',
      'users.roles',
      'users.flags',
      'users.newsletterConsent',
      'users.privacyControls',
      'users.trialEndsAt',
      'organizations.id as organizationId',
      'organizations.name as organizationName',
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
  };
}

export const userResolvers = {
  Query: {
    user: async (_parent: unknown, _args: unknown, context: GraphQLContext) => {
      const user = await loadUser(context.database, requireViewer(context));
      // A session whose user has gone is no session.
      if (!user) throw unauthenticated();
      return user;
    },
  },
};
