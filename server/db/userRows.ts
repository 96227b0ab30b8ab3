/**
 * Users read with their organization: the query and the identity columns that the GraphQL `User` and the
 * administration pages share (each adds the columns of its own).
 */
import type { Kysely } from 'kysely';
import type { Tables } from './tables.ts';

export function usersWithOrganization(db: Kysely<Tables>) {
  return db.selectFrom('users').leftJoin('organizations', 'organizations.id', 'users.organizationId');
}

export const USER_IDENTITY_COLUMNS = [
  'users.id',
  'users.username',
  'users.firstName',
  'users.lastName',
  'users.roles',
  'organizations.id as organizationId',
  'organizations.name as organizationName',
] as const;
