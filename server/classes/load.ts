import type { Kysely } from 'kysely';
import type { GroupRole } from '../../src/model/classes/rules.ts';
import type { Tables } from '../db/tables.ts';
import { requireMember } from './access.ts';

type Db = Kysely<Tables>;

/** A class as the GraphQL `UserGroup` starts from; people, resources and invitations load per field. */
export interface GroupView {
  id: string;
  name: string;
  description: string;
  /** Shown to admins only. */
  accessCode: string | null;
  disabled: boolean;
  createdAt: string;
  viewerRole: GroupRole;
  shareResults: boolean;
  studentCount: number;
  resourceCount: number;
}

function groupsQuery(db: Db, viewerId: string) {
  return db
    .selectFrom('userGroups')
    .innerJoin('userGroupMembers as me', (join) =>
      join.onRef('me.groupId', '=', 'userGroups.id').on('me.userId', '=', viewerId),
    )
    .select((eb) => [
      'userGroups.id',
      'userGroups.name',
      'userGroups.description',
      'userGroups.accessCode',
      'userGroups.disabled',
      'userGroups.createdAt',
      'me.role as viewerRole',
      'me.shareResults',
      eb
        .selectFrom('userGroupMembers as students')
        .select((sub) => sub.fn.countAll<string>().as('count'))
        .whereRef('students.groupId', '=', 'userGroups.id')
        .where('students.role', '=', 'Member')
        .as('studentCount'),
      eb
        .selectFrom('userGroupResources')
        .select((sub) => sub.fn.countAll<string>().as('count'))
        .whereRef('userGroupResources.groupId', '=', 'userGroups.id')
        .as('resourceCount'),
    ]);
}

type GroupQueryRow = Awaited<ReturnType<ReturnType<typeof groupsQuery>['execute']>>[number];

function toView(row: GroupQueryRow): GroupView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    accessCode: row.viewerRole === 'Admin' ? row.accessCode : null,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    viewerRole: row.viewerRole,
    shareResults: row.shareResults,
    studentCount: Number(row.studentCount ?? 0),
    resourceCount: Number(row.resourceCount ?? 0),
  };
}

/** The classes the viewer belongs to, active or archived, by name. */
export async function loadMyClasses(db: Db, viewerId: string, archived: boolean): Promise<GroupView[]> {
  const rows = await groupsQuery(db, viewerId)
    .where('userGroups.disabled', '=', archived)
    .orderBy('userGroups.name')
    .orderBy('userGroups.id')
    .execute();
  return rows.map(toView);
}

/** One class for a member of it (NOT_FOUND or FORBIDDEN otherwise). */
export async function loadClass(db: Db, groupId: string, viewerId: string): Promise<GroupView> {
  await requireMember(db, groupId, viewerId);
  const row = await groupsQuery(db, viewerId).where('userGroups.id', '=', groupId).executeTakeFirstOrThrow();
  return toView(row);
}

/** Members of one role; e-mail addresses are shown to the class admins only. */
export async function loadMembers(db: Db, group: GroupView, role: GroupRole) {
  const rows = await db
    .selectFrom('userGroupMembers')
    .innerJoin('users', 'users.id', 'userGroupMembers.userId')
    .select([
      'users.id',
      'users.firstName',
      'users.lastName',
      'users.username',
      'userGroupMembers.shareResults',
    ])
    .where('userGroupMembers.groupId', '=', group.id)
    .where('userGroupMembers.role', '=', role)
    .orderBy('users.firstName')
    .orderBy('users.lastName')
    .orderBy('users.id')
    .execute();
  const admin = group.viewerRole === 'Admin';
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: admin ? row.username : null,
    shareResults: admin ? row.shareResults : null,
  }));
}

/** The class's resources, newest first, named after their map or course. */
export async function loadResources(db: Db, groupId: string) {
  const rows = await db
    .selectFrom('userGroupResources as r')
    .innerJoin('maps', 'maps.id', 'r.mapId')
    .leftJoin('courses', 'courses.id', 'r.courseId')
    .innerJoin('users', 'users.id', 'r.createdBy')
    .select([
      'r.id',
      'r.resourceType',
      'r.mapId',
      'r.courseId',
      'r.createdAt',
      'maps.name as mapName',
      'courses.name as courseName',
      'users.id as userId',
      'users.firstName',
      'users.lastName',
    ])
    .where('r.groupId', '=', groupId)
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.resourceType,
    mapId: row.mapId,
    courseId: row.courseId,
    name: row.resourceType === 'Course' ? (row.courseName ?? row.mapName) : row.mapName,
    created: {
      date: row.createdAt.toISOString(),
      user: { id: row.userId, firstName: row.firstName, lastName: row.lastName },
    },
  }));
}

/** Invitations not yet accepted: listed to admins with '(Pending)'. */
export async function loadPendingInvitations(db: Db, where: { groupId?: string; userId?: string }) {
  let query = db
    .selectFrom('userGroupInvitations as i')
    .innerJoin('users', 'users.id', 'i.userId')
    .innerJoin('userGroups', 'userGroups.id', 'i.groupId')
    .innerJoin('users as inviter', 'inviter.id', 'i.invitedBy')
    .select([
      'i.id',
      'i.role',
      'i.groupId',
      'i.createdAt',
      'userGroups.name as groupName',
      'users.id as userId',
      'users.firstName',
      'users.lastName',
      'users.username',
      'inviter.id as inviterId',
      'inviter.firstName as inviterFirstName',
      'inviter.lastName as inviterLastName',
    ])
    .where('i.acceptedAt', 'is', null)
    .orderBy('i.createdAt')
    .orderBy('i.id');
  if (where.groupId) query = query.where('i.groupId', '=', where.groupId);
  if (where.userId) query = query.where('i.userId', '=', where.userId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    groupId: row.groupId,
    groupName: row.groupName,
    created: row.createdAt.toISOString(),
    user: { id: row.userId, firstName: row.firstName, lastName: row.lastName, username: row.username },
    invitedBy: { id: row.inviterId, firstName: row.inviterFirstName, lastName: row.inviterLastName },
  }));
}
