/**
 * Lesson progress against the real server: each user stores their own progress on the lessons of a map
 * they may see, the longest time never shrinks, and the all-users and class reports are for those who
 * answer for the map or the class.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { classMessages } from '../../src/model/classes/messages';
import { MAX_WATCHED_TIME_SECONDS, mapProgressId, progressMessages } from '../../src/model/progress';
import {
  anonymousGql,
  insertMap,
  type SignedInUser,
  shareMap,
  signedInUser,
  signedInWithRoles,
} from '../support/accounts';
import { createClass, generateCode, joinByCode } from '../support/classes';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

const LESSONS = 'lessons { lessonId longestWatchedTime previousWatchedTime }';
const UPDATE = `mutation($p: LessonProgressInput!) { updateLessonProgress(lessonProgress: $p) { id mapId ${LESSONS} } }`;
const OWN = `query($mapId: ID!) { mapProgress(mapId: $mapId) { id mapId ${LESSONS} } }`;
const USER_ROWS = `id mapId user { id firstName lastName username } ${LESSONS}`;
const ALL = `query($mapId: ID!) { mapProgressAllUsers(mapId: $mapId) { ${USER_ROWS} } }`;
const GROUP = `query($mapId: ID!, $g: ID!) { mapProgressGroupUsers(mapId: $mapId, userGroupId: $g) { ${USER_ROWS} } }`;
const ADD = `mutation($g: ID!, $m: ID!) {
  addUserGroupResources(groupId: $g, resources: [{ type: Map, id: $m }]) { id } }`;

type Lesson = { lessonId: string; longestWatchedTime: number; previousWatchedTime: number };
type Progress = { id: string; mapId: string; lessons: Lesson[] };
type UserRow = Progress & { user: { id: string; username: string } };
type Result = { errors?: { message: string; extensions: { code?: string } }[] };

let t: TestServer;
let owner: SignedInUser;
let viewer: SignedInUser;
let stranger: SignedInUser;
let studentA: SignedInUser;
let studentB: SignedInUser;
let mapId: string;
let classId: string;
let otherClassId: string;

const report = (mapIdOf: string, lessonId: string, previous: number, longest: number) => ({
  p: { mapId: mapIdOf, lessonId, previousWatchedTime: previous, longestWatchedTime: longest },
});
const update = (as: SignedInUser, lessonId: string, previous: number, longest: number, id = mapId) =>
  as.gql<{ updateLessonProgress: Progress }>(UPDATE, report(id, lessonId, previous, longest));
const own = (as: SignedInUser) => as.gql<{ mapProgress: Progress }>(OWN, { mapId });
const allUsers = (as: SignedInUser) => as.gql<{ mapProgressAllUsers: UserRow[] }>(ALL, { mapId });
const groupUsers = (as: SignedInUser, g: string) =>
  as.gql<{ mapProgressGroupUsers: UserRow[] }>(GROUP, { mapId, g });
const refusal = (result: Result) => ({
  code: result.errors?.[0]?.extensions.code,
  message: result.errors?.[0]?.message,
});

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  [owner, viewer, stranger, studentA, studentB] = await Promise.all([
    signedInUser(t, { firstName: 'Olive', lastName: 'Owner', username: 'olive@teachers.org' }),
    signedInUser(t, { firstName: 'Vera', lastName: 'Viewer', username: 'vera@c-school.org' }),
    signedInUser(t, { firstName: 'Sam', lastName: 'Stranger', username: 'sam@elsewhere.org' }),
    signedInUser(t, { firstName: 'Zed', lastName: 'Student', username: 'zed@a-school.org' }),
    signedInUser(t, { firstName: 'Amy', lastName: 'Student', username: 'amy@b-school.org' }),
  ]);
  mapId = await insertMap(t, owner.id, 'Photosynthesis');
  // Lessons are presentations in the stored document.
  const presentations = [
    { id: 'lessonOne1', name: 'Light', type: 'lesson' },
    { id: 'lessonTwo2', name: 'Water', type: 'lesson' },
  ];
  await t.database.db
    .updateTable('maps')
    .set({ document: json({ nodes: [], connections: [], presentations }) })
    .where('id', '=', mapId)
    .execute();
  await shareMap(t, mapId, viewer.id, 'view');

  classId = await createClass(owner, 'Year 9 Biology');
  otherClassId = await createClass(owner, 'Year 10 Physics');
  const code = (await generateCode(owner, classId)).data?.generateUserGroupAccessCode.accessCode as string;
  await joinByCode(studentA, code);
  await joinByCode(studentB, code);
  const added = await owner.gql(ADD, { g: classId, m: mapId });
  if (added.errors) throw new Error(JSON.stringify(added.errors));
});
afterAll(() => t?.stop());

describe('updateLessonProgress', () => {
  it('stores a viewer’s progress and keeps the longest time as the furthest reached', async () => {
    const first = await update(viewer, 'lessonOne1', 40, 40);
    expect(first.errors).toBeUndefined();
    expect(first.data?.updateLessonProgress).toEqual({
      id: mapProgressId(mapId, viewer.id),
      mapId,
      lessons: [{ lessonId: 'lessonOne1', longestWatchedTime: 40, previousWatchedTime: 40 }],
    });
    // Rewatching the start: where the user is moves back, the furthest point stays.
    const second = await update(viewer, 'lessonOne1', 12.5, 12.5);
    expect(second.data?.updateLessonProgress.lessons).toEqual([
      { lessonId: 'lessonOne1', longestWatchedTime: 40, previousWatchedTime: 12.5 },
    ]);
    const further = await update(viewer, 'lessonOne1', 55, 55);
    expect(further.data?.updateLessonProgress.lessons[0]?.longestWatchedTime).toBe(55);
  });

  it('refuses a lesson the map does not have', async () => {
    expect(refusal(await update(viewer, 'noSuchLsn', 1, 1))).toEqual({
      code: 'BAD_USER_INPUT',
      message: progressMessages.unknownLesson,
    });
  });

  it('refuses negative, too long and non-finite times, storing nothing', async () => {
    expect(refusal(await update(viewer, 'lessonTwo2', -1, 5))).toEqual({
      code: 'BAD_USER_INPUT',
      message: progressMessages.invalidTime('previousWatchedTime', MAX_WATCHED_TIME_SECONDS),
    });
    expect(refusal(await update(viewer, 'lessonTwo2', 5, MAX_WATCHED_TIME_SECONDS + 1))).toEqual({
      code: 'BAD_USER_INPUT',
      message: progressMessages.invalidTime('longestWatchedTime', MAX_WATCHED_TIME_SECONDS),
    });
    // JSON has no Infinity: a literal too large for a double is the way a non-finite number arrives.
    const literal = `mutation { updateLessonProgress(lessonProgress: { mapId: "${mapId}", lessonId: "lessonTwo2",
      previousWatchedTime: 1e400, longestWatchedTime: 1e400 }) { id } }`;
    expect(refusal(await viewer.gql(literal))).toEqual({
      code: 'BAD_USER_INPUT',
      message: progressMessages.invalidTime('previousWatchedTime', MAX_WATCHED_TIME_SECONDS),
    });
    const lessons = (await own(viewer)).data?.mapProgress.lessons ?? [];
    expect(lessons.map((lesson) => lesson.lessonId)).toEqual(['lessonOne1']);
  });

  it('answers a map the user may not see, or a missing one, as not found', async () => {
    for (const result of [
      await update(stranger, 'lessonOne1', 1, 1),
      await update(viewer, 'lessonOne1', 1, 1, 'nomap12345'),
    ]) {
      expect(refusal(result)).toEqual({ code: 'NOT_FOUND', message: 'Map not found.' });
    }
  });

  it('needs a signed-in user', async () => {
    const anonymous = await anonymousGql(t, UPDATE, report(mapId, 'lessonOne1', 1, 1));
    expect(refusal(anonymous as Result).code).toBe('UNAUTHENTICATED');
    expect(refusal((await anonymousGql(t, OWN, { mapId })) as Result).code).toBe('UNAUTHENTICATED');
  });
});

describe('mapProgress', () => {
  it('answers only the user’s own rows', async () => {
    await update(studentA, 'lessonTwo2', 30, 30);
    const mine = await own(viewer);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.mapProgress).toEqual({
      id: mapProgressId(mapId, viewer.id),
      mapId,
      lessons: [{ lessonId: 'lessonOne1', longestWatchedTime: 55, previousWatchedTime: 55 }],
    });
  });

  it('has no lessons before the user played any, and is not found for a stranger', async () => {
    expect((await own(owner)).data?.mapProgress).toEqual({
      id: mapProgressId(mapId, owner.id),
      mapId,
      lessons: [],
    });
    expect(refusal(await own(stranger)).code).toBe('NOT_FOUND');
  });
});

describe('mapProgressAllUsers', () => {
  it('lists every user with progress to the owner, by the domain of their username', async () => {
    const { data, errors } = await allUsers(owner);
    expect(errors).toBeUndefined();
    const rows = data?.mapProgressAllUsers ?? [];
    expect(rows.map((row) => row.user.username)).toEqual(['zed@a-school.org', 'vera@c-school.org']);
    expect(rows[0]).toMatchObject({
      id: mapProgressId(mapId, studentA.id),
      mapId,
      user: { id: studentA.id, firstName: 'Zed', lastName: 'Student' },
      lessons: [{ lessonId: 'lessonTwo2', longestWatchedTime: 30, previousWatchedTime: 30 }],
    });
  });

  it('is open to a user the map is shared with for editing, and to a site administrator', async () => {
    const editor = await signedInUser(t, { firstName: 'Eddie', lastName: 'Editor' });
    await shareMap(t, mapId, editor.id, 'edit');
    expect((await allUsers(editor)).data?.mapProgressAllUsers).toHaveLength(2);
    const admin = await signedInWithRoles(t, ['ADMIN']);
    expect((await allUsers(admin)).data?.mapProgressAllUsers).toHaveLength(2);
  });

  it('is refused to a viewer, and not found for a stranger', async () => {
    expect(refusal(await allUsers(viewer))).toEqual({
      code: 'FORBIDDEN',
      message: progressMessages.allUsersNotAllowed,
    });
    expect(refusal(await allUsers(stranger)).code).toBe('NOT_FOUND');
  });
});

describe('mapProgressGroupUsers', () => {
  it('lists the whole class to its teacher, a student without progress with no lessons', async () => {
    const { data, errors } = await groupUsers(owner, classId);
    expect(errors).toBeUndefined();
    expect(data?.mapProgressGroupUsers).toEqual([
      {
        id: mapProgressId(mapId, studentA.id),
        mapId,
        user: { id: studentA.id, firstName: 'Zed', lastName: 'Student', username: 'zed@a-school.org' },
        lessons: [{ lessonId: 'lessonTwo2', longestWatchedTime: 30, previousWatchedTime: 30 }],
      },
      {
        id: mapProgressId(mapId, studentB.id),
        mapId,
        user: { id: studentB.id, firstName: 'Amy', lastName: 'Student', username: 'amy@b-school.org' },
        lessons: [],
      },
    ]);
  });

  it('is refused to a student of the class and to someone outside it', async () => {
    for (const as of [studentA, stranger]) {
      expect(refusal(await groupUsers(as, classId))).toEqual({
        code: 'FORBIDDEN',
        message: classMessages.adminOnly,
      });
    }
  });

  it('is refused for a class that does not have the map, and for a missing class', async () => {
    expect(refusal(await groupUsers(owner, otherClassId))).toEqual({
      code: 'NOT_FOUND',
      message: progressMessages.mapNotInClass,
    });
    expect(refusal(await groupUsers(owner, 'noclass123')).code).toBe('NOT_FOUND');
  });
});
