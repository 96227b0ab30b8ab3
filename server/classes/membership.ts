import type { Kysely } from 'kysely';
import { classMessages } from '../../src/model/classes/messages.ts';
import type { GroupRole } from '../../src/model/classes/rules.ts';
import { normalizeAccessCode } from '../../src/model/classes/rules.ts';
import type { Tables } from '../db/tables.ts';
import { badInput, conflict, forbidden, notFound } from '../errors.ts';
import { adminCount, loadGroupRow, requireAdmin, requireMember, roleInGroup } from './access.ts';

type Db = Kysely<Tables>;

/** Adds the user as a member unless they already are one (an existing role is never lowered). */
async function addMember(db: Db, groupId: string, userId: string, role: GroupRole, shareResults: boolean) {
  await db
    .insertInto('userGroupMembers')
    .values({ groupId, userId, role, shareResults })
    .onConflict((conflict) => conflict.columns(['groupId', 'userId']).doNothing())
    .execute();
  if (role === 'Admin') {
    await db
      .updateTable('userGroupMembers')
      .set({ role })
      .where('groupId', '=', groupId)
      .where('userId', '=', userId)
      .execute();
  }
}

/**
 * joinUserGroupByCode: the code (any case, spaces and dashes ignored) of a class that is not archived.
 * An unknown or revoked code and an archived class fail with a message the client shows as it is. The
 * student chooses whether the class's admins see their results (the join dialog's tickbox, spec 1 section
 * 2); they may change it later (setShareResults). Joining a class one is in already changes nothing.
 */
export async function joinByCode(db: Db, userId: string, rawCode: string, shareResults: boolean) {
  const accessCode = normalizeAccessCode(rawCode);
  if (accessCode === '') throw badInput(classMessages.emptyAccessCode);
  const group = await db
    .selectFrom('userGroups')
    .selectAll()
    .where('accessCode', '=', accessCode)
    .executeTakeFirst();
  if (!group) throw badInput(classMessages.invalidAccessCode);
  if (group.disabled) throw conflict(classMessages.archivedCannotJoin);
  await addMember(db, group.id, userId, 'Member', shareResults);
  return group;
}

/** A member's own choice whether the class's admins see their results (reports cover only those who agree). */
export async function setShareResults(db: Db, userId: string, groupId: string, shareResults: boolean) {
  await requireMember(db, groupId, userId);
  await db
    .updateTable('userGroupMembers')
    .set({ shareResults })
    .where('groupId', '=', groupId)
    .where('userId', '=', userId)
    .execute();
}

export type LinkJoin = { groupId: string; name: string; role: GroupRole; joined: boolean };

/**
 * `GET /a/class/:groupId/join`: a pending invitation to the class is accepted; otherwise the class must
 * be live (not archived, an access code not revoked) and the user joins as a student sharing results.
 * A member already in the class just gets the answer.
 */
export async function joinByLink(db: Db, userId: string, groupId: string): Promise<LinkJoin> {
  const group = await loadGroupRow(db, groupId);
  if (!group) throw notFound(classMessages.notFound);
  const role = await roleInGroup(db, groupId, userId);
  const invitation = await db
    .selectFrom('userGroupInvitations')
    .select(['id'])
    .where('groupId', '=', groupId)
    .where('userId', '=', userId)
    .where('acceptedAt', 'is', null)
    .executeTakeFirst();
  if (invitation) {
    const accepted = await acceptInvitation(db, userId, invitation.id);
    return { groupId, name: group.name, role: accepted.role, joined: role === null };
  }
  if (role) return { groupId, name: group.name, role, joined: false };
  if (group.disabled) throw conflict(classMessages.archivedCannotJoin);
  if (!group.accessCode) throw forbidden(classMessages.joinLinkClosed);
  await addMember(db, groupId, userId, 'Member', true);
  return { groupId, name: group.name, role: 'Member', joined: true };
}

/** Accepts the viewer's own pending invitation: they join with its role (a student becomes a teacher). */
export async function acceptInvitation(db: Db, userId: string, invitationId: string) {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('userGroupInvitations')
      .innerJoin('userGroups', 'userGroups.id', 'userGroupInvitations.groupId')
      .select(['userGroupInvitations.groupId', 'userGroupInvitations.role', 'userGroups.disabled'])
      .where('userGroupInvitations.id', '=', invitationId)
      .where('userGroupInvitations.userId', '=', userId)
      .where('userGroupInvitations.acceptedAt', 'is', null)
      .executeTakeFirst();
    if (!invitation) throw notFound(classMessages.invitationNotFound);
    if (invitation.disabled) throw conflict(classMessages.archivedCannotJoin);
    await addMember(trx, invitation.groupId, userId, invitation.role, true);
    await trx
      .updateTable('userGroupInvitations')
      .set({ acceptedAt: new Date() })
      .where('id', '=', invitationId)
      .execute();
    return { groupId: invitation.groupId, role: invitation.role };
  });
}

/** Declines (deletes) the viewer's own pending invitation. */
export async function declineInvitation(db: Db, userId: string, invitationId: string): Promise<void> {
  const result = await db
    .deleteFrom('userGroupInvitations')
    .where('id', '=', invitationId)
    .where('userId', '=', userId)
    .where('acceptedAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(classMessages.invitationNotFound);
}

/** leaveUserGroup: any member may leave, except the last admin (a class keeps one). */
export async function leave(db: Db, userId: string, groupId: string) {
  const { group, role } = await requireMember(db, groupId, userId);
  if (role === 'Admin' && (await adminCount(db, groupId)) <= 1) throw conflict(classMessages.lastAdmin);
  await db
    .deleteFrom('userGroupMembers')
    .where('groupId', '=', groupId)
    .where('userId', '=', userId)
    .execute();
  return group;
}

/** removeStudents: admins remove students (all or nothing: every id must be a student of the class). */
export async function removeStudents(db: Db, viewerId: string, groupId: string, userIds: readonly string[]) {
  await requireAdmin(db, groupId, viewerId);
  const unique = [...new Set(userIds)];
  const students = await db
    .selectFrom('userGroupMembers')
    .select('userId')
    .where('groupId', '=', groupId)
    .where('role', '=', 'Member')
    .where('userId', 'in', unique)
    .execute();
  const found = new Set(students.map((student) => student.userId));
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw badInput(classMessages.notStudent(missing));
  await db
    .deleteFrom('userGroupMembers')
    .where('groupId', '=', groupId)
    .where('role', '=', 'Member')
    .where('userId', 'in', unique)
    .execute();
}

/**
 * removeTeacher: admins remove another teacher, or cancel a pending teacher invitation. The last admin
 * cannot be removed.
 */
export async function removeTeacher(db: Db, viewerId: string, groupId: string, userId: string) {
  await requireAdmin(db, groupId, viewerId);
  await db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .deleteFrom('userGroupInvitations')
      .where('groupId', '=', groupId)
      .where('userId', '=', userId)
      .where('acceptedAt', 'is', null)
      .executeTakeFirst();
    const role = await roleInGroup(trx, groupId, userId);
    if (role !== 'Admin') {
      if (Number(cancelled.numDeletedRows) > 0) return;
      throw badInput(classMessages.notTeacher);
    }
    if ((await adminCount(trx, groupId)) <= 1) throw conflict(classMessages.lastAdmin);
    await trx
      .deleteFrom('userGroupMembers')
      .where('groupId', '=', groupId)
      .where('userId', '=', userId)
      .execute();
  });
}
