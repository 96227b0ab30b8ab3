import type { Kysely } from 'kysely';
import { classMessages } from '../../src/model/classes/messages.ts';
import type { GroupRole } from '../../src/model/classes/rules.ts';
import type { Tables } from '../db/tables.ts';
import { conflict, forbidden, notFound } from '../errors.ts';

type Db = Kysely<Tables>;

export async function loadGroupRow(db: Db, groupId: string) {
  return db.selectFrom('userGroups').selectAll().where('id', '=', groupId).executeTakeFirst();
}

export type GroupRow = NonNullable<Awaited<ReturnType<typeof loadGroupRow>>>;

/** The user's role in the class, or null when they are not a member. */
export async function roleInGroup(db: Db, groupId: string, userId: string): Promise<GroupRole | null> {
  const member = await db
    .selectFrom('userGroupMembers')
    .select('role')
    .where('groupId', '=', groupId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return member?.role ?? null;
}

/** A class the user belongs to (any role); NOT_FOUND or FORBIDDEN otherwise. */
export async function requireMember(db: Db, groupId: string, userId: string) {
  const group = await loadGroupRow(db, groupId);
  if (!group) throw notFound(classMessages.notFound);
  const role = await roleInGroup(db, groupId, userId);
  if (!role) throw forbidden(classMessages.notMember);
  return { group, role };
}

/**
 * A class the user administers. Unless `allowArchived`, an archived class is refused (CONFLICT): it cannot
 * be invited to, edited or given resources.
 */
export async function requireAdmin(
  db: Db,
  groupId: string,
  userId: string,
  { allowArchived = false }: { allowArchived?: boolean } = {},
): Promise<GroupRow> {
  const group = await loadGroupRow(db, groupId);
  if (!group) throw notFound(classMessages.notFound);
  if ((await roleInGroup(db, groupId, userId)) !== 'Admin') throw forbidden(classMessages.adminOnly);
  if (group.disabled && !allowArchived) throw conflict(classMessages.classArchived);
  return group;
}

/** How many admins the class has (a class keeps at least one). */
export async function adminCount(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('userGroupMembers')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('groupId', '=', groupId)
    .where('role', '=', 'Admin')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
