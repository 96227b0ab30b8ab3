import type { Kysely } from 'kysely';
import { normalizeRoles } from '../../src/model/admin/access.ts';
import { findUserByUsername } from '../auth/accounts.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';

/** The roles an operator grants from the command line (npm run grant-admin). */
export const GRANTABLE_BY_OPERATOR = ['ADMIN', 'ORG_ADMIN'] as const;
export type OperatorGrant = (typeof GRANTABLE_BY_OPERATOR)[number];

/**
 * Adds an administrator role to an existing account, each role kept once. Answers the username, or
 * null when there is no such account.
 */
export async function grantRole(
  db: Kysely<Tables>,
  email: string,
  role: OperatorGrant,
): Promise<string | null> {
  const user = await findUserByUsername(db, email);
  if (!user) return null;
  await db
    .updateTable('users')
    .set({ roles: json(normalizeRoles([...user.roles, role])), updatedAt: new Date() })
    .where('id', '=', user.id)
    .execute();
  return user.username;
}
