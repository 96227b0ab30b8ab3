import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  ADMIN_MESSAGES,
  type AdminActor,
  type AdminScope,
  adminScope,
} from '../../src/model/admin/access.ts';
import { isAdmin } from '../../src/model/auth/roles.ts';
import type { Tables } from '../db/tables.ts';
import { forbidden } from '../errors.ts';

/** The signed-in user as an administrator: their roles and organization, read fresh on every call. */
export async function loadActor(db: Kysely<Tables>, viewerId: string): Promise<AdminActor> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'roles', 'organizationId'])
    .where('id', '=', viewerId)
    .executeTakeFirst();
  return row ?? { id: viewerId, roles: [], organizationId: null };
}

/** The actor and the users they may see; FORBIDDEN for anyone without ADMIN or ORG_ADMIN. */
export async function requireAdministrator(
  db: Kysely<Tables>,
  viewerId: string,
): Promise<{ actor: AdminActor; scope: AdminScope }> {
  const actor = await loadActor(db, viewerId);
  const scope = adminScope(actor);
  if (!scope) throw forbidden(ADMIN_MESSAGES.notAdmin);
  return { actor, scope };
}

/** A site administrator (ADMIN); FORBIDDEN for everyone else, organization administrators included. */
export async function requireSiteAdministrator(db: Kysely<Tables>, viewerId: string): Promise<AdminActor> {
  const actor = await loadActor(db, viewerId);
  if (!isAdmin(actor.roles)) throw forbidden(ADMIN_MESSAGES.notSiteAdmin);
  return actor;
}

/** A where-clause keeping the rows whose user (`users.id`, `users.organizationId`) is inside the scope. */
export function usersInScope(scope: AdminScope) {
  return (eb: ExpressionBuilder<Tables, 'users'>) => {
    if (scope.kind === 'everyone') return eb.lit(true);
    if (scope.kind === 'self') return eb('users.id', '=', scope.userId);
    return eb('users.organizationId', '=', scope.organizationId);
  };
}
