import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { anonymousGql, insertMap, type SignedInUser, signedInUser } from '../support/accounts';
import { CLASS, classOf as classOfGroup, type Group, generateCode, joinByCode } from '../support/classes';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let teacher: SignedInUser;
let student: SignedInUser;
let outsider: SignedInUser;
let colleague: SignedInUser;
let groupId: string;
let teacherMap: string;
let courseId: string;

const classOf = (as: SignedInUser, id = groupId) => classOfGroup(as, id);
const join = joinByCode;
const generate = (as: SignedInUser) => generateCode(as, groupId);

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  teacher = await signedInUser(t, { firstName: 'Tess', lastName: 'Teacher' });
  student = await signedInUser(t, { firstName: 'Stu', lastName: 'Dent' });
  outsider = await signedInUser(t, { firstName: 'Olly', lastName: 'Outsider' });
  colleague = await signedInUser(t, {
    firstName: 'Cole',
    lastName: 'League',
    username: 'Cole.League@School.example',
  });
  teacherMap = await insertMap(t, teacher.id, 'Cells');
  const courseMap = await insertMap(t, outsider.id, 'Course map');
  courseId = 'course0001';
  await t.database.db
    .insertInto('courses')
    .values({
      id: courseId,
      authorId: outsider.id,
      name: 'Cell course',
      mapId: courseMap,
      access: 'public',
      tags: json([]),
    })
    .execute();
});
afterAll(() => t?.stop());

describe('creating and renaming', () => {
  it('creates a class whose creator is its admin', async () => {
    const { data, errors } = await teacher.gql<{ updateUserGroup: Group }>(
      `mutation { updateUserGroup(userGroup: { name: "  Year 9 Science " }) { ${CLASS} } }`,
    );
    expect(errors).toBeUndefined();
    const group = data?.updateUserGroup as Group;
    groupId = group.id;
    expect(group).toMatchObject({
      name: 'Year 9 Science',
      disabled: false,
      viewerRole: 'Admin',
      accessCode: null,
      studentCount: 0,
      resourceCount: 0,
      adminMembers: [{ id: teacher.id, username: teacher.username }],
      students: [],
      invitations: [],
    });
  });

  it('refuses an empty name', async () => {
    const created = await teacher.gql('mutation { updateUserGroup(userGroup: { name: "   " }) { id } }');
    expect(created.errors?.[0]).toMatchObject({
      message: 'Class name must not be empty.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const renamed = await teacher.gql(
      'mutation($id: ID!) { updateUserGroup(userGroup: { id: $id, name: "" }) { id } }',
      {
        id: groupId,
      },
    );
    expect(renamed.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('renames for an admin', async () => {
    const renamed = await teacher.gql<{ updateUserGroup: Group }>(
      'mutation($id: ID!) { updateUserGroup(userGroup: { id: $id, name: "Year 9 Biology" }) { name } }',
      { id: groupId },
    );
    expect(renamed.data?.updateUserGroup.name).toBe('Year 9 Biology');
  });
});

describe('access codes and joining', () => {
  it('lets a student join with the generated code (any case) and see the class as a student', async () => {
    const code = (await generate(teacher)).data?.generateUserGroupAccessCode.accessCode as string;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const joined = await join(student, ` ${code.toLowerCase()} `);
    expect(joined.errors).toBeUndefined();
    expect(joined.data?.joinUserGroupByCode).toMatchObject({
      id: groupId,
      name: 'Year 9 Biology',
      studentCount: 1,
    });
    const seen = (await classOf(student)).data?.userGroup as Group;
    expect(seen).toMatchObject({ viewerRole: 'Member', accessCode: null, invitations: [] });
    expect(seen.adminMembers).toEqual([{ id: teacher.id, firstName: 'Tess', username: null }]);
    const teacherView = (await classOf(teacher)).data?.userGroup as Group;
    expect(teacherView.students).toEqual([
      { id: student.id, username: student.username, shareResults: true },
    ]);
    // Joining again changes nothing.
    expect((await join(student, code)).data?.joinUserGroupByCode.studentCount).toBe(1);
  });

  it('joins without sharing results when the student chooses so (spec 1: the join dialog’s tickbox)', async () => {
    const code = (await classOf(teacher)).data?.userGroup.accessCode as string;
    const reserved = await signedInUser(t);
    expect((await join(reserved, code, false)).errors).toBeUndefined();
    const students = (await classOf(teacher)).data?.userGroup.students ?? [];
    expect(students.find((member) => member.id === reserved.id)?.shareResults).toBe(false);
    await reserved.gql('mutation($id: ID!) { leaveUserGroup(id: $id) }', { id: groupId });
  });

  it('fails with the server message for an unknown or revoked code', async () => {
    const unknown = await join(outsider, 'ZZZZZZ');
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Invalid access code. Please check the code with your teacher.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const code = (await classOf(teacher)).data?.userGroup.accessCode as string;
    const revoked = await teacher.gql<{ revokeUserGroupAccessCode: Group }>(
      'mutation($id: ID!) { revokeUserGroupAccessCode(id: $id) { accessCode } }',
      { id: groupId },
    );
    expect(revoked.data?.revokeUserGroupAccessCode.accessCode).toBeNull();
    const late = await join(outsider, code);
    expect(late.errors?.[0]?.message).toBe('Invalid access code. Please check the code with your teacher.');
    expect((await classOf(outsider)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('a non-admin caller', () => {
  const mutations: [string, () => Record<string, unknown>][] = [
    [
      'mutation($id: ID!) { updateUserGroup(userGroup: { id: $id, name: "Mine now" }) { id } }',
      () => ({ id: groupId }),
    ],
    ['mutation($id: ID!) { archiveUserGroup(id: $id) { id } }', () => ({ id: groupId })],
    ['mutation($id: ID!) { restoreUserGroup(id: $id) { id } }', () => ({ id: groupId })],
    ['mutation($id: ID!) { generateUserGroupAccessCode(id: $id) { id } }', () => ({ id: groupId })],
    ['mutation($id: ID!) { revokeUserGroupAccessCode(id: $id) { id } }', () => ({ id: groupId })],
    [
      'mutation($id: ID!, $u: [ID!]!) { inviteGroupUsers(groupId: $id, userIds: $u, role: Admin) { id } }',
      () => ({ id: groupId, u: [colleague.id] }),
    ],
    [
      'mutation($id: ID!, $u: [ID!]!) { removeStudents(groupId: $id, userIds: $u) { id } }',
      () => ({ id: groupId, u: [student.id] }),
    ],
    [
      'mutation($id: ID!, $u: ID!) { removeTeacher(groupId: $id, userId: $u) { id } }',
      () => ({ id: groupId, u: teacher.id }),
    ],
    [
      'mutation($id: ID!, $m: ID!) { addUserGroupResources(groupId: $id, resources: [{ type: Map, id: $m }]) { id } }',
      () => ({ id: groupId, m: teacherMap }),
    ],
    [
      'mutation($id: ID!, $m: ID!) { addUserGroupResource(groupId: $id, resource: { type: Map, id: $m }) { id } }',
      () => ({ id: groupId, m: teacherMap }),
    ],
    [
      'mutation($id: ID!) { removeUserGroupResource(groupId: $id, resourceId: "anything") { id } }',
      () => ({ id: groupId }),
    ],
  ];

  it.each(
    mutations.map(
      ([query, variables]) => [query.split('{')[1]?.split('(')[0]?.trim(), query, variables] as const,
    ),
  )('%s is refused with FORBIDDEN for a student and an outsider', async (_name, query, variables) => {
    for (const caller of [student, outsider]) {
      const result = await caller.gql(query, variables());
      expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect(result.data).toBeNull();
    }
    const group = (await classOf(teacher)).data?.userGroup as Group;
    expect(group).toMatchObject({ name: 'Year 9 Biology', disabled: false, studentCount: 1 });
    expect(group.adminMembers.map((admin) => admin.id)).toEqual([teacher.id]);
  });
});

describe('teachers and invitations', () => {
  it('finds a registered user by exact e-mail only', async () => {
    const found = await teacher.gql<{ getUserSummary: { id: string } | null }>(
      'query($u: String!) { getUserSummary(username: $u) { id firstName lastName username } }',
      { u: ' cole.league@school.EXAMPLE ' },
    );
    expect(found.data?.getUserSummary).toEqual({
      id: colleague.id,
      firstName: 'Cole',
      lastName: 'League',
      username: 'Cole.League@School.example',
    });
    const none = await teacher.gql('query { getUserSummary(username: "nobody@school.example") { id } }');
    expect(none.data).toEqual({ getUserSummary: null });
    const partial = await teacher.gql('query { getUserSummary(username: "Cole") { id } }');
    expect(partial.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lists a pending invitation until the teacher accepts it', async () => {
    const invited = await teacher.gql<{ inviteGroupUsers: Group }>(
      `mutation($id: ID!, $u: [ID!]!) { inviteGroupUsers(groupId: $id, userIds: $u, role: Admin) { ${CLASS} } }`,
      { id: groupId, u: [colleague.id] },
    );
    expect(invited.errors).toBeUndefined();
    expect(invited.data?.inviteGroupUsers.invitations).toEqual([
      { id: expect.any(String), role: 'Admin', user: { id: colleague.id, username: colleague.username } },
    ]);
    expect(invited.data?.inviteGroupUsers.adminMembers).toHaveLength(1);
    const mine = await colleague.gql<{ myGroupInvitations: { id: string; groupName: string }[] }>(
      '{ myGroupInvitations { id groupId groupName role invitedBy { id } } }',
    );
    expect(mine.data?.myGroupInvitations).toMatchObject([{ groupName: 'Year 9 Biology' }]);
    const accepted = await colleague.gql<{ acceptGroupInvitation: Group }>(
      `mutation($id: ID!) { acceptGroupInvitation(invitationId: $id) { ${CLASS} } }`,
      { id: mine.data?.myGroupInvitations[0]?.id },
    );
    expect(accepted.data?.acceptGroupInvitation.viewerRole).toBe('Admin');
    expect(accepted.data?.acceptGroupInvitation.invitations).toEqual([]);
    expect(accepted.data?.acceptGroupInvitation.adminMembers.map((admin) => admin.id).sort()).toEqual(
      [teacher.id, colleague.id].sort(),
    );
  });

  it('only invites teachers, and never one already teaching the class', async () => {
    const member = await teacher.gql(
      'mutation($id: ID!, $u: [ID!]!) { inviteGroupUsers(groupId: $id, userIds: $u, role: Member) { id } }',
      { id: groupId, u: [outsider.id] },
    );
    expect(member.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const again = await teacher.gql(
      'mutation($id: ID!, $u: [ID!]!) { inviteGroupUsers(groupId: $id, userIds: $u, role: Admin) { id } }',
      { id: groupId, u: [colleague.id] },
    );
    expect(again.errors?.[0]?.message).toBe('Cole League is already a teacher of this class.');
  });

  it('cancels a pending invitation and removes a teacher, but never the last admin', async () => {
    await teacher.gql(
      'mutation($id: ID!, $u: [ID!]!) { inviteGroupUsers(groupId: $id, userIds: $u, role: Admin) { id } }',
      {
        id: groupId,
        u: [outsider.id],
      },
    );
    const cancelled = await teacher.gql<{ removeTeacher: Group }>(
      `mutation($id: ID!, $u: ID!) { removeTeacher(groupId: $id, userId: $u) { ${CLASS} } }`,
      { id: groupId, u: outsider.id },
    );
    expect(cancelled.data?.removeTeacher.invitations).toEqual([]);
    const removed = await teacher.gql<{ removeTeacher: Group }>(
      `mutation($id: ID!, $u: ID!) { removeTeacher(groupId: $id, userId: $u) { ${CLASS} } }`,
      { id: groupId, u: colleague.id },
    );
    expect(removed.data?.removeTeacher.adminMembers.map((admin) => admin.id)).toEqual([teacher.id]);
    const last = await teacher.gql(
      'mutation($id: ID!, $u: ID!) { removeTeacher(groupId: $id, userId: $u) { id } }',
      {
        id: groupId,
        u: teacher.id,
      },
    );
    expect(last.errors?.[0]?.extensions.code).toBe('CONFLICT');
    const leave = await teacher.gql('mutation($id: ID!) { leaveUserGroup(id: $id) }', { id: groupId });
    expect(leave.errors?.[0]?.extensions.code).toBe('CONFLICT');
  });
});

describe('resources', () => {
  it('adds maps and courses once, shows them to students, and removes them', async () => {
    const added = await teacher.gql<{ addUserGroupResources: Group }>(
      `mutation($id: ID!, $m: ID!, $c: ID!) {
        addUserGroupResources(groupId: $id, resources: [{ type: Map, id: $m }, { type: Course, id: $c }, { type: Map, id: $m }]) { ${CLASS} }
      }`,
      { id: groupId, m: teacherMap, c: courseId },
    );
    expect(added.errors).toBeUndefined();
    const group = added.data?.addUserGroupResources as Group;
    expect(group.resourceCount).toBe(2);
    expect(group.resources.map((resource) => [resource.type, resource.name]).sort()).toEqual([
      ['Course', 'Cell course'],
      ['Map', 'Cells'],
    ]);
    const seen = (await classOf(student)).data?.userGroup as Group;
    expect(seen.resources).toHaveLength(2);
    const mapResource = group.resources.find((resource) => resource.type === 'Map');
    const removed = await teacher.gql<{ removeUserGroupResource: Group }>(
      'mutation($id: ID!, $r: ID!) { removeUserGroupResource(groupId: $id, resourceId: $r) { resourceCount } }',
      { id: groupId, r: mapResource?.id },
    );
    expect(removed.data?.removeUserGroupResource.resourceCount).toBe(1);
  });

  it('addUserGroupResource adds one resource (once) and answers the class’s resources', async () => {
    const add = () =>
      teacher.gql<{ addUserGroupResource: Group['resources'] }>(
        'mutation($id: ID!, $m: ID!) { addUserGroupResource(groupId: $id, resource: { type: Map, id: $m }) { id type name } }',
        { id: groupId, m: teacherMap },
      );
    const added = await add();
    expect(added.errors).toBeUndefined();
    const names = (resources: Group['resources'] | undefined) =>
      (resources ?? []).map((resource) => [resource.type, resource.name]).sort();
    expect(names(added.data?.addUserGroupResource)).toEqual([
      ['Course', 'Cell course'],
      ['Map', 'Cells'],
    ]);
    expect(names((await add()).data?.addUserGroupResource)).toEqual(names(added.data?.addUserGroupResource));
    const seen = (await classOf(student)).data?.userGroup as Group;
    expect(names(seen.resources)).toEqual(names(added.data?.addUserGroupResource));
    // The class as the tests after this one expect it: the course alone.
    const mapResource = added.data?.addUserGroupResource.find((resource) => resource.type === 'Map');
    await teacher.gql(
      'mutation($id: ID!, $r: ID!) { removeUserGroupResource(groupId: $id, resourceId: $r) { id } }',
      {
        id: groupId,
        r: mapResource?.id,
      },
    );
  });

  it('refuses a map the admin may not share', async () => {
    const foreign = await insertMap(t, outsider.id, 'Not shareable');
    const single = await teacher.gql(
      'mutation($id: ID!, $m: ID!) { addUserGroupResource(groupId: $id, resource: { type: Map, id: $m }) { id } }',
      { id: groupId, m: foreign },
    );
    expect(single.errors?.[0]).toMatchObject({
      message: 'You can only add maps you own or may share.',
      extensions: { code: 'FORBIDDEN' },
    });
    const result = await teacher.gql(
      'mutation($id: ID!, $m: ID!) { addUserGroupResources(groupId: $id, resources: [{ type: Map, id: $m }]) { id } }',
      { id: groupId, m: foreign },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'You can only add maps you own or may share.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('archived classes', () => {
  it('cannot be edited, invited to, given resources or joined until restored', async () => {
    const code = (await generate(teacher)).data?.generateUserGroupAccessCode.accessCode as string;
    const archived = await teacher.gql<{ archiveUserGroup: Group }>(
      'mutation($id: ID!) { archiveUserGroup(id: $id) { disabled } }',
      { id: groupId },
    );
    expect(archived.data?.archiveUserGroup.disabled).toBe(true);

    const refused = [
      await teacher.gql(
        'mutation($id: ID!) { updateUserGroup(userGroup: { id: $id, name: "New" }) { id } }',
        { id: groupId },
      ),
      await generate(teacher),
      await teacher.gql(
        'mutation($id: ID!, $u: [ID!]!) { inviteGroupUsers(groupId: $id, userIds: $u, role: Admin) { id } }',
        { id: groupId, u: [colleague.id] },
      ),
      await teacher.gql(
        'mutation($id: ID!, $m: ID!) { addUserGroupResources(groupId: $id, resources: [{ type: Map, id: $m }]) { id } }',
        { id: groupId, m: teacherMap },
      ),
    ];
    for (const result of refused) {
      expect(result.errors?.[0]).toMatchObject({
        message: 'This class is archived. Restore it first.',
        extensions: { code: 'CONFLICT' },
      });
    }
    const late = await join(outsider, code);
    expect(late.errors?.[0]?.message).toBe('This class has been archived and cannot be joined.');

    const lists = await teacher.gql<{ active: Group[]; archived: Group[] }>(
      '{ active: myClasses { id } archived: myClasses(archived: true) { id name disabled studentCount resourceCount } }',
    );
    expect(lists.data?.active).toEqual([]);
    expect(lists.data?.archived).toEqual([
      { id: groupId, name: 'Year 9 Biology', disabled: true, studentCount: 1, resourceCount: 1 },
    ]);

    const restored = await teacher.gql<{ restoreUserGroup: Group }>(
      'mutation($id: ID!) { restoreUserGroup(id: $id) { disabled } }',
      { id: groupId },
    );
    expect(restored.data?.restoreUserGroup.disabled).toBe(false);
    const renamed = await teacher.gql(
      'mutation($id: ID!) { updateUserGroup(userGroup: { id: $id, name: "Year 9 Biology" }) { id } }',
      {
        id: groupId,
      },
    );
    expect(renamed.errors).toBeUndefined();
  });
});

describe('without a session', () => {
  it('answers UNAUTHENTICATED', async () => {
    for (const query of [
      '{ myClasses { id } }',
      '{ userGroup(groupId: "x") { id } }',
      '{ getUserSummary(username: "a@b.example") { id } }',
      'mutation { updateUserGroup(userGroup: { name: "x" }) { id } }',
      'mutation { joinUserGroupByCode(accessCode: "ABCDEF") { id } }',
      'mutation { leaveUserGroup(id: "x") }',
    ]) {
      expect((await anonymousGql(t, query)).errors?.[0]?.extensions.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
