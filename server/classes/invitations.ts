import type { Kysely } from 'kysely';
import { classMessages } from '../../src/model/classes/messages.ts';
import type { GroupRole } from '../../src/model/classes/rules.ts';
import { newId } from '../../src/model/ids.ts';
import type { Tables } from '../db/tables.ts';
import { badInput } from '../errors.ts';
import { requireAdmin } from './access.ts';

type Db = Kysely<Tables>;

/**
 * inviteGroupUsers: pending invitations (listed with '(Pending)' until accepted). Every id must be an
 * active user; only teachers (role Admin) are invited (students join with the access code); a teacher
 * of the class already is refused; inviting someone already invited changes
 * nothing. All or nothing.
 */
export async function inviteUsers(
  db: Db,
  viewerId: string,
  groupId: string,
  userIds: readonly string[],
  role: GroupRole,
): Promise<void> {
  await requireAdmin(db, groupId, viewerId);
  if (role !== 'Admin') throw badInput(classMessages.onlyTeacherInvitations);
  const unique = [...new Set(userIds)];
  const users = await db
    .selectFrom('users')
    .leftJoin('userGroupMembers', (join) =>
      join.onRef('userGroupMembers.userId', '=', 'users.id').on('userGroupMembers.groupId', '=', groupId),
    )
    .select(['users.id', 'users.firstName', 'users.lastName', 'userGroupMembers.role'])
    .where('users.id', 'in', unique)
    .where('users.status', '=', 'active')
    .execute();
  if (users.length !== unique.length) throw badInput(classMessages.userNotFound);
  const already = users.find((user) => user.role === 'Admin');
  if (already) throw badInput(classMessages.alreadyAdmin(`${already.firstName} ${already.lastName}`.trim()));
  for (const userId of unique) {
    await db
      .insertInto('userGroupInvitations')
      .values({ id: newId(), groupId, userId, role, invitedBy: viewerId })
      .onConflict((conflict) =>
        conflict.columns(['groupId', 'userId']).where('acceptedAt', 'is', null).doNothing(),
      )
      .execute();
  }
}

/**
 * getUserSummary: the teacher search finds an active user by their exact e-mail address (without regard
 * to case), or nobody ('No registered user found').
 */
export async function findUserByEmail(db: Db, email: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'username'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', email.trim().toLowerCase()))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row ?? null;
}
