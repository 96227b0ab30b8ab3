import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../support/accounts';
import {
  classOf,
  createClass,
  type Group,
  generateCode,
  inviteTeacher,
  joinByCode,
  joinLink,
} from '../support/classes';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let teacher: SignedInUser;
let student: SignedInUser;
let outsider: SignedInUser;
let colleague: SignedInUser;
let groupId: string;

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  teacher = await signedInUser(t, { firstName: 'Tess', lastName: 'Teacher' });
  student = await signedInUser(t, { firstName: 'Stu', lastName: 'Dent' });
  outsider = await signedInUser(t, { firstName: 'Olly', lastName: 'Outsider' });
  colleague = await signedInUser(t, { firstName: 'Cole', lastName: 'League' });
  groupId = await createClass(teacher, 'Year 9 Biology');
  const code = (await generateCode(teacher, groupId)).data?.generateUserGroupAccessCode.accessCode as string;
  await joinByCode(student, code);
});
afterAll(() => t?.stop());

describe('GET /a/class/:groupId/join', () => {
  it('needs a session and the CSRF header', async () => {
    const anonymous = await fetch(`${t.baseUrl}/a/class/${groupId}/join`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false });
    const noHeader = await joinLink(outsider, groupId, false);
    expect(noHeader.status).toBe(403);
  });

  it('joins a class with a live access code, and refuses once it is revoked', async () => {
    const linkUser = await signedInUser(t);
    await generateCode(teacher, groupId);
    const joined = await joinLink(linkUser, groupId);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({
      success: true,
      groupId,
      name: 'Year 9 Biology',
      role: 'Member',
      joined: true,
    });
    const again = await joinLink(linkUser, groupId);
    expect(await again.json()).toMatchObject({ success: true, joined: false });

    await teacher.gql('mutation($id: ID!) { revokeUserGroupAccessCode(id: $id) { id } }', { id: groupId });
    const closed = await joinLink(outsider, groupId);
    expect(closed.status).toBe(403);
    expect(await closed.json()).toEqual({
      success: false,
      error: 'This class is not accepting new members. Please ask your teacher for an access code.',
    });
    const missing = await joinLink(outsider, 'nosuchgrp1');
    expect(missing.status).toBe(404);
  });

  it('accepts a pending teacher invitation', async () => {
    const invited = await inviteTeacher(teacher, groupId, colleague.id);
    expect(invited.data?.inviteGroupUsers.invitations.map((invitation) => invitation.user.id)).toEqual([
      colleague.id,
    ]);
    const accepted = await joinLink(colleague, groupId);
    expect(await accepted.json()).toEqual({
      success: true,
      groupId,
      name: 'Year 9 Biology',
      role: 'Admin',
      joined: true,
    });
  });
});

describe('leaving and removing students', () => {
  it('lets a student leave and an admin remove students', async () => {
    const left = await student.gql('mutation($id: ID!) { leaveUserGroup(id: $id) }', { id: groupId });
    expect(left.data).toEqual({ leaveUserGroup: groupId });
    expect((await classOf(student, groupId)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const notStudent = await teacher.gql(
      'mutation($id: ID!, $u: [ID!]!) { removeStudents(groupId: $id, userIds: $u) { id } }',
      { id: groupId, u: [student.id] },
    );
    expect(notStudent.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const group = (await classOf(teacher, groupId)).data?.userGroup as Group;
    const removed = await teacher.gql<{ removeStudents: Group }>(
      'mutation($id: ID!, $u: [ID!]!) { removeStudents(groupId: $id, userIds: $u) { studentCount } }',
      { id: groupId, u: group.students.map((entry) => entry.id) },
    );
    expect(removed.data?.removeStudents.studentCount).toBe(0);
  });
});

describe('sharing results with the class admins', () => {
  const SET = `mutation($g: ID!, $s: Boolean!) {
    setUserGroupShareResults(groupId: $g, shareResults: $s) { id shareResults } }`;
  const sharing = async (userId: string) =>
    (await classOf(teacher, groupId)).data?.userGroup.students.find((member) => member.id === userId)
      ?.shareResults;

  it('is the student’s choice when joining, and theirs to change', async () => {
    const code = (await generateCode(teacher, groupId)).data?.generateUserGroupAccessCode
      .accessCode as string;
    const private_ = await signedInUser(t);
    const joined = await joinByCode(private_, code, false);
    expect(joined.errors).toBeUndefined();
    expect(await sharing(private_.id)).toBe(false);

    const shared = await private_.gql<{ setUserGroupShareResults: { shareResults: boolean } }>(SET, {
      g: groupId,
      s: true,
    });
    expect(shared.data?.setUserGroupShareResults.shareResults).toBe(true);
    expect(await sharing(private_.id)).toBe(true);
    await private_.gql(SET, { g: groupId, s: false });
    expect(await sharing(private_.id)).toBe(false);
  });

  it('is refused to someone outside the class, who stays outside it', async () => {
    const refused = await outsider.gql(SET, { g: groupId, s: false });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await sharing(outsider.id)).toBeUndefined();
  });
});
