import { type Kysely, sql } from 'kysely';
import {
  ADMIN_MESSAGES,
  type AdminActor,
  type AdminScope,
  deactivationRefusal,
  type ManagedUser,
  normalizeRoles,
  roleChangeRefusal,
} from '../../src/model/admin/access.ts';
import { revokeSessionsOf } from '../auth/sessions.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';
import { USER_IDENTITY_COLUMNS, usersWithOrganization } from '../db/userRows.ts';
import { forbidden, notFound } from '../errors.ts';
import { usersInScope } from './actor.ts';
import { type Page, pageOf } from './paging.ts';

export interface AdminUserRow {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  status: string;
  organization: { id: string; name: string } | null;
  deactivatedAt: string | null;
  createdAt: string;
}

function userQuery(db: Kysely<Tables>) {
  return usersWithOrganization(db).select([
    ...USER_IDENTITY_COLUMNS,
    'users.status',
    'users.deactivatedAt',
    'users.createdAt',
  ]);
}

type UserQueryRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

function toAdminUser(row: UserQueryRow): AdminUserRow {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
    status: row.status,
    organization: row.organizationId ? { id: row.organizationId, name: row.organizationName ?? '' } : null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A page of the users in scope, by username, matching the search in username or name. */
export async function listUsers(
  db: Kysely<Tables>,
  scope: AdminScope,
  options: { search: string; offset: number; limit: number },
): Promise<Page<AdminUserRow>> {
  let query = userQuery(db).where(usersInScope(scope));
  const search = options.search.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('users.username', 'ilike', pattern),
        eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
      ]),
    );
  }
  return pageOf(
    query.orderBy(sql`lower(users.username)`).offset(options.offset).limit(options.limit).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    toAdminUser,
  );
}

async function loadManaged(db: Kysely<Tables>, userId: string): Promise<ManagedUser> {
  const target = await db
    .selectFrom('users')
    .select(['id', 'roles', 'organizationId'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!target) throw notFound(ADMIN_MESSAGES.noSuchUser);
  return target;
}

export async function loadAdminUser(db: Kysely<Tables>, userId: string): Promise<AdminUserRow> {
  return toAdminUser(await userQuery(db).where('users.id', '=', userId).executeTakeFirstOrThrow());
}

/** Replaces a user's roles (each once: the exact-once rule of spec 1 section 1). */
export async function setUserRoles(
  db: Kysely<Tables>,
  actor: AdminActor,
  userId: string,
  roles: readonly string[],
): Promise<AdminUserRow> {
  const target = await loadManaged(db, userId);
  const refusal = roleChangeRefusal(actor, target, roles);
  if (refusal) throw forbidden(refusal);
  await db
    .updateTable('users')
    .set({ roles: json(normalizeRoles(roles)), updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
  return loadAdminUser(db, userId);
}

/**
 * Deactivates a user, ending their sessions (their access tokens stop working with them), or
 * reactivates one. Realtime connections are closed by the caller, which holds them.
 */
export async function setUserDeactivated(
  db: Kysely<Tables>,
  actor: AdminActor,
  userId: string,
  deactivated: boolean,
): Promise<AdminUserRow> {
  const target = await loadManaged(db, userId);
  const refusal = deactivationRefusal(actor, target);
  if (refusal) throw forbidden(refusal);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ deactivatedAt: deactivated ? now : null, updatedAt: now })
      .where('id', '=', userId)
      .execute();
    if (deactivated) await revokeSessionsOf(trx, userId, now);
  });
  return loadAdminUser(db, userId);
}
