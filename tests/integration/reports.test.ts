/**
 * Progress and answer reports (issue 29) against the real server: who may read each report of a course's
 * map, for every kind of user, and what the course report says: the course's lessons and quizzes as
 * columns, each learner's completion of each, counted by the course home's rule from the learners' real
 * lesson progress and answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { classMessages } from '../../src/model/classes/messages';
import { newId } from '../../src/model/ids';
import { progressMessages } from '../../src/model/progress/messages';
import { ANSWER_TYPE, VALID_ANSWER_FORMAT } from '../../src/model/quiz/constants';
import { QUIZ_MESSAGES } from '../../src/model/quiz/messages';
import { usageMessages } from '../../src/model/usage/messages';
import {
  anonymousGql,
  type SignedInUser,
  shareMap,
  signedInUser,
  signedInWithRoles,
} from '../support/accounts';
import { createClass, generateCode, joinByCode } from '../support/classes';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

const text = (value: string) => ({ text: value, format: VALID_ANSWER_FORMAT.TEXT });

/**
 * Lesson lengths: One by its media (200 s), Two by its longest video (80 s), Three by its last timed step
 * (40,000 ms: 40 s).
 */
const PRESENTATIONS = [
  {
    id: 'presOne01',
    name: 'One',
    type: 'lesson',
    sequence: [],
    videos: [{ duration: 30 }],
    media: { type: 'video', url: '/media/one.mp4', duration: 200 },
  },
  {
    id: 'presTwo02',
    name: 'Two',
    type: 'lesson',
    sequence: [{ timeSync: { timestamp: 5000 } }],
    videos: [{ duration: 50 }, { duration: 80 }],
  },
  {
    id: 'presThree3',
    name: 'Three',
    type: 'lesson',
    sequence: [{ timeSync: { timestamp: 10000 } }, { timeSync: { timestamp: 40000 } }],
    videos: [],
  },
];
const QUESTIONS = [
  { id: 'qShort0001', answerType: ANSWER_TYPE.SHORT_TEXT, validAnswers: [text('Chlorophyll')] },
  {
    id: 'qNumber001',
    answerType: ANSWER_TYPE.NUMBER,
    validAnswers: [{ text: '42', format: VALID_ANSWER_FORMAT.NUMBER }],
  },
  {
    id: 'qChoice001',
    answerType: ANSWER_TYPE.MULTIPLE_CHOICE,
    validAnswers: [text('Leaves'), { ...text('Roots'), invalid: true }],
  },
];
/** A module holding a lesson and a quiz, then a top-level lesson, a recall item, a quiz and a lesson. */
const COURSE_ITEMS = [
  {
    id: 'moduleOne1',
    type: 'module',
    name: 'Basics',
    items: [
      { id: 'lessonA001', type: 'lesson', name: 'Light', presentationId: 'presOne01' },
      { id: 'quizA00001', type: 'quiz', name: 'Light quiz', questions: ['qShort0001', 'qNumber001'] },
    ],
  },
  { id: 'lessonB001', type: 'lesson', name: 'Water', presentationId: 'presTwo02' },
  { id: 'recallOne1', type: 'recall', name: 'Recall', tags: ['tagOne0001'] },
  { id: 'quizB00001', type: 'quiz', name: 'Roots quiz', questions: ['qChoice001'] },
  { id: 'lessonC001', type: 'lesson', name: 'Sugar', presentationId: 'presThree3' },
];
const DOCUMENT = {
  name: 'Photosynthesis',
  nodes: [],
  connections: [],
  presentations: PRESENTATIONS,
  questions: QUESTIONS,
  courseItems: COURSE_ITEMS,
};

const USER = 'user { id firstName lastName username }';
const REPORT = `id mapId items { id type name moduleName questionIds presentationId } rows { ${USER} progress }`;
const COURSE_REPORT = `query($m: ID!, $g: ID) { courseReport(mapId: $m, userGroupId: $g) { ${REPORT} } }`;
const ALL_PROGRESS = `query($m: ID!) { mapProgressAllUsers(mapId: $m) { id ${USER} } }`;
const GROUP_PROGRESS = `query($m: ID!, $g: ID!) { mapProgressGroupUsers(mapId: $m, userGroupId: $g) { id ${USER} } }`;
const ATTEMPT = `id quizId ${USER} answers { questionId mark completed }`;
const ALL_ANSWERS = `query($m: ID!, $q: ID) { getAllAnswers(mapId: $m, quizId: $q) { ${ATTEMPT} } }`;
const GROUP_ANSWERS = `query($m: ID!, $g: ID!, $q: ID) {
  getGroupUsersAnswers(mapId: $m, userGroupId: $g, quizId: $q) { ${ATTEMPT} } }`;
const USAGE = 'query($m: ID!) { mapUsage(mapId: $m) { mapId dayUsage { date totalUses } } }';
const UPDATE_PROGRESS = `mutation($p: LessonProgressInput!) { updateLessonProgress(lessonProgress: $p) { id } }`;
const SAVE_ANSWER = 'mutation($a: AnswerInput!) { saveAnswer(answer: $a) { questionId mark completed } }';
const RETRY = 'mutation($m: ID!, $q: ID!) { retryQuiz(mapId: $m, quizId: $q) { id answers { questionId } } }';
const ADD_COURSE = `mutation($g: ID!, $c: ID!) {
  addUserGroupResources(groupId: $g, resources: [{ type: Course, id: $c }]) { resources { mapId courseId } } }`;
const ADD_MAP = `mutation($g: ID!, $m: ID!) {
  addUserGroupResources(groupId: $g, resources: [{ type: Map, id: $m }]) { id } }`;

type GqlError = { message: string; extensions?: { code?: string } };
type Result<T = Record<string, unknown>> = { data?: T | null; errors?: GqlError[] };
type ReportUser = { id: string; firstName: string; lastName: string; username: string };
type Item = {
  id: string;
  type: string;
  name: string;
  moduleName: string | null;
  questionIds: string[];
  presentationId: string | null;
};
type CourseReport = {
  id: string;
  mapId: string;
  items: Item[];
  rows: { user: ReportUser; progress: number[] }[];
};
type Attempt = {
  id: string;
  quizId: string;
  user: ReportUser;
  answers: { questionId: string; mark: string; completed: boolean }[];
};

let t: TestServer;
let owner: SignedInUser;
let editor: SignedInUser;
let viewer: SignedInUser;
let teacher: SignedInUser;
let studentA: SignedInUser;
let studentB: SignedInUser;
let studentC: SignedInUser;
let stranger: SignedInUser;
let admin: SignedInUser;
let mapId: string;
let courseId: string;
let classId: string;
/** A class of the teacher's without the map. */
let emptyClassId: string;

/** The learners whose work the reports carry: no refusal may name any of them. */
const ZED = { firstName: 'Zed', lastName: 'Zimmerly', username: 'zed@a-school.org' };
const AMY = { firstName: 'Amy', lastName: 'Ambleside', username: 'amy@b-school.org' };
const CAL = { firstName: 'Cal', lastName: 'Calloway', username: 'cal@a-school.org' };
const VERA = { firstName: 'Vera', lastName: 'Vantongeren', username: 'vera@c-school.org' };
const LEARNERS = [ZED, AMY, CAL, VERA];

const ok = <T>(result: Result<T>): T => {
  if (result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
};
const watch = async (as: SignedInUser, lessonId: string, seconds: number) =>
  ok(
    await as.gql(UPDATE_PROGRESS, {
      p: { mapId, lessonId, previousWatchedTime: seconds, longestWatchedTime: seconds },
    }),
  );
const answer = async (
  as: SignedInUser,
  quizId: string,
  questionId: string,
  content: string,
  completed = true,
) =>
  ok(
    await as.gql<{ saveAnswer: { mark: string; completed: boolean } }>(SAVE_ANSWER, {
      a: { mapId, quizId, questionId, content, completed },
    }),
  ).saveAnswer;
const courseReport = (as: SignedInUser, groupId: string | null = null) =>
  as.gql<{ courseReport: CourseReport }>(COURSE_REPORT, { m: mapId, g: groupId });
const allAnswers = (as: SignedInUser, quizId: string | null = null) =>
  as.gql<{ getAllAnswers: Attempt[] }>(ALL_ANSWERS, { m: mapId, q: quizId });
const groupAnswers = (as: SignedInUser, quizId: string | null = null) =>
  as.gql<{ getGroupUsersAnswers: Attempt[] }>(GROUP_ANSWERS, { m: mapId, g: classId, q: quizId });
const refusal = (result: Result<unknown>) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});
/** Each row as its username and progress, in the report's order. */
const cells = (report: CourseReport | undefined) =>
  (report?.rows ?? []).map((row) => [row.user.username, row.progress]);

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  [owner, editor, viewer, teacher, studentA, studentB, studentC, stranger, admin] = await Promise.all([
    signedInUser(t, { firstName: 'Olive', lastName: 'Owner', username: 'olive@teachers.org' }),
    signedInUser(t, { firstName: 'Eddie', lastName: 'Editor', username: 'eddie@teachers.org' }),
    signedInUser(t, VERA),
    signedInUser(t, { firstName: 'Tess', lastName: 'Teacher', username: 'tess@a-school.org' }),
    signedInUser(t, ZED),
    signedInUser(t, AMY),
    signedInUser(t, CAL),
    signedInUser(t, { firstName: 'Sam', lastName: 'Stranger', username: 'sam@elsewhere.org' }),
    signedInWithRoles(t, ['ADMIN']),
  ]);

  // The owner's map, made a public course; written directly, as map saving and course publishing are others' calls.
  mapId = newId();
  courseId = newId();
  await t.database.db
    .insertInto('maps')
    .values({
      id: mapId,
      ownerId: owner.id,
      name: 'Photosynthesis',
      document: json(DOCUMENT),
      courseId,
      createdBy: owner.id,
      updatedBy: owner.id,
    })
    .execute();
  await t.database.db
    .insertInto('courses')
    .values({
      id: courseId,
      authorId: owner.id,
      name: 'Plants',
      mapId,
      access: 'public',
      tags: json([]),
      updatedAt: new Date(),
    })
    .execute();
  await shareMap(t, mapId, editor.id, 'edit');
  await shareMap(t, mapId, viewer.id, 'view');

  // The teacher is neither the map's owner nor an editor: a map resource needs sharing rights (edit), so
  // the teacher's class takes the course made from the map, which anyone may find.
  classId = await createClass(teacher, 'Year 9 Biology');
  emptyClassId = await createClass(teacher, 'Year 10 Physics');
  const added = ok(
    await teacher.gql<{ addUserGroupResources: { resources: { mapId: string; courseId: string }[] } }>(
      ADD_COURSE,
      { g: classId, c: courseId },
    ),
  );
  expect(added.addUserGroupResources.resources).toEqual([{ mapId, courseId }]);
  const code = ok(await generateCode(teacher, classId)).generateUserGroupAccessCode.accessCode as string;
  ok(await joinByCode(studentA, code, true));
  ok(await joinByCode(studentB, code, true));
  ok(await joinByCode(studentC, code, true));
  // Joining needs consent to share results; Cal's has since been withdrawn (no call does that yet).
  await t.database.db
    .updateTable('userGroupMembers')
    .set({ shareResults: false })
    .where('groupId', '=', classId)
    .where('userId', '=', studentC.id)
    .execute();

  // Zed (sharing): half of lesson A, both questions of quiz A, all of lesson B, lesson C past its end.
  await watch(studentA, 'presOne01', 100);
  await answer(studentA, 'quizA00001', 'qShort0001', 'Chlorophyll');
  await answer(studentA, 'quizA00001', 'qNumber001', '41');
  await watch(studentA, 'presTwo02', 80);
  await watch(studentA, 'presThree3', 60);
  // Cal (not sharing): a quarter of lesson B and quiz B.
  await watch(studentC, 'presTwo02', 20);
  await answer(studentC, 'quizB00001', 'qChoice001', 'Roots');
  // Vera (a viewer): quiz A only, one answer submitted, the other a draft that does not count.
  await answer(viewer, 'quizA00001', 'qShort0001', 'Sugar', false);
  await answer(viewer, 'quizA00001', 'qNumber001', '42');
  // Amy (sharing) has done nothing.
});
afterAll(() => t?.stop());

type Who = 'owner' | 'editor' | 'viewer' | 'class teacher' | 'student' | 'stranger' | 'anonymous' | 'ADMIN';
type Query = { query: string; variables: () => Record<string, unknown>; forbidden: string };

const mapReport = (query: string, forbidden: string): Query => ({
  query,
  variables: () => ({ m: mapId }),
  forbidden,
});
const classReport = (query: string): Query => ({
  query,
  variables: () => ({ m: mapId, g: classId }),
  forbidden: classMessages.adminOnly,
});
const QUERIES: Record<string, Query> = {
  'courseReport (everyone)': mapReport(COURSE_REPORT, progressMessages.allUsersNotAllowed),
  'courseReport (class)': classReport(COURSE_REPORT),
  mapProgressAllUsers: mapReport(ALL_PROGRESS, progressMessages.allUsersNotAllowed),
  mapProgressGroupUsers: classReport(GROUP_PROGRESS),
  getAllAnswers: mapReport(ALL_ANSWERS, QUIZ_MESSAGES.allAnswersNotAllowed),
  getGroupUsersAnswers: classReport(GROUP_ANSWERS),
  mapUsage: mapReport(USAGE, usageMessages.notAllowed),
};

/** Each report's expected refusal for each user; null where the user may read it. */
const EVERYONE = {
  owner: null,
  editor: null,
  viewer: 'FORBIDDEN',
  'class teacher': 'FORBIDDEN',
  student: 'FORBIDDEN',
  stranger: 'NOT_FOUND',
  anonymous: 'UNAUTHENTICATED',
  ADMIN: null,
} as const;
const CLASS = {
  owner: 'FORBIDDEN',
  editor: 'FORBIDDEN',
  viewer: 'FORBIDDEN',
  'class teacher': null,
  student: 'FORBIDDEN',
  stranger: 'FORBIDDEN',
  anonymous: 'UNAUTHENTICATED',
  ADMIN: null,
} as const;
const USAGE_RULE = {
  owner: null,
  editor: 'FORBIDDEN',
  viewer: 'FORBIDDEN',
  'class teacher': null,
  student: 'FORBIDDEN',
  stranger: 'NOT_FOUND',
  anonymous: 'UNAUTHENTICATED',
  ADMIN: null,
} as const;
const EXPECTED: Record<string, Record<Who, string | null>> = {
  'courseReport (everyone)': EVERYONE,
  'courseReport (class)': CLASS,
  mapProgressAllUsers: EVERYONE,
  mapProgressGroupUsers: CLASS,
  getAllAnswers: EVERYONE,
  getGroupUsersAnswers: CLASS,
  mapUsage: USAGE_RULE,
};
const MATRIX = Object.entries(EXPECTED).flatMap(([name, byUser]) =>
  Object.entries(byUser).map(([who, code]) => ({ name, who: who as Who, code })),
);

const userOf = (who: Who): SignedInUser | null =>
  ({
    owner,
    editor,
    viewer,
    'class teacher': teacher,
    student: studentA,
    stranger,
    anonymous: null,
    ADMIN: admin,
  })[who];

describe('who may read each report', () => {
  it.each(MATRIX)('$name as $who: $code', async ({ name, who, code }) => {
    const { query, variables, forbidden } = QUERIES[name] as Query;
    const as = userOf(who);
    const result = (
      as ? await as.gql(query, variables()) : await anonymousGql(t, query, variables())
    ) as Result;
    if (code === null) {
      expect(result.errors).toBeUndefined();
      expect(result.data).not.toBeNull();
      return;
    }
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(refusal(result).code).toBe(code);
    if (code === 'FORBIDDEN') expect(refusal(result).message).toBe(forbidden);
    if (code === 'NOT_FOUND') expect(refusal(result).message).toBe('Map not found.');
    // A refusal names no learner whose work the report holds.
    const said = JSON.stringify(result);
    for (const learner of LEARNERS)
      for (const name of Object.values(learner)) expect(said).not.toContain(name);
  });

  it('answers a missing class, a class without the map and a missing map as not found, even to ADMIN', async () => {
    for (const as of [teacher, admin]) {
      expect(refusal(await as.gql(COURSE_REPORT, { m: mapId, g: 'noclass123' }))).toEqual({
        code: 'NOT_FOUND',
        message: classMessages.notFound,
      });
      expect(refusal(await as.gql(COURSE_REPORT, { m: mapId, g: emptyClassId }))).toEqual({
        code: 'NOT_FOUND',
        message: progressMessages.mapNotInClass,
      });
    }
    for (const query of [COURSE_REPORT, ALL_PROGRESS, ALL_ANSWERS, USAGE])
      expect(refusal(await admin.gql(query, { m: 'nomap12345' })), query).toEqual({
        code: 'NOT_FOUND',
        message: 'Map not found.',
      });
  });
});

describe('courseReport', () => {
  it('has a column for each lesson and quiz in the course’s order, modules’ items in place, none for recall', async () => {
    const report = ok(await courseReport(owner)).courseReport;
    expect(report.id).toBe(mapId);
    expect(report.mapId).toBe(mapId);
    expect(report.items).toEqual([
      {
        id: 'lessonA001',
        type: 'lesson',
        name: 'Light',
        moduleName: 'Basics',
        questionIds: [],
        presentationId: 'presOne01',
      },
      {
        id: 'quizA00001',
        type: 'quiz',
        name: 'Light quiz',
        moduleName: 'Basics',
        questionIds: ['qShort0001', 'qNumber001'],
        presentationId: null,
      },
      {
        id: 'lessonB001',
        type: 'lesson',
        name: 'Water',
        moduleName: null,
        questionIds: [],
        presentationId: 'presTwo02',
      },
      {
        id: 'quizB00001',
        type: 'quiz',
        name: 'Roots quiz',
        moduleName: null,
        questionIds: ['qChoice001'],
        presentationId: null,
      },
      {
        id: 'lessonC001',
        type: 'lesson',
        name: 'Sugar',
        moduleName: null,
        questionIds: [],
        presentationId: 'presThree3',
      },
    ]);
  });

  it('lists everyone who worked on the map, by username domain, with each item’s fraction complete', async () => {
    const report = ok(await courseReport(owner)).courseReport;
    // Lessons: watched / length (200 s by media, 80 s by the longest video, 40 s by the last step), at most 1.
    // Quizzes: questions completed (a wrong answer counts, a draft does not) / questions.
    expect(cells(report)).toEqual([
      ['cal@a-school.org', [0, 0, 0.25, 1, 0]],
      ['zed@a-school.org', [0.5, 1, 1, 0, 1]],
      ['vera@c-school.org', [0, 0.5, 0, 0, 0]],
    ]);
    expect(report.rows[1]?.user).toEqual({
      id: studentA.id,
      firstName: 'Zed',
      lastName: 'Zimmerly',
      username: 'zed@a-school.org',
    });
    // The editor and a site administrator read the same report.
    expect(cells(ok(await courseReport(editor)).courseReport)).toEqual(cells(report));
    expect(cells(ok(await courseReport(admin)).courseReport)).toEqual(cells(report));
  });

  it('for a class: its sharing students only, one who did nothing with zeros', async () => {
    const report = ok(await courseReport(teacher, classId)).courseReport;
    expect(report.id).toBe(`${mapId}:${classId}`);
    expect(report.items.map((item) => item.id)).toEqual([
      'lessonA001',
      'quizA00001',
      'lessonB001',
      'quizB00001',
      'lessonC001',
    ]);
    // Cal worked but does not share his results; Vera is not in the class.
    expect(cells(report)).toEqual([
      ['zed@a-school.org', [0.5, 1, 1, 0, 1]],
      ['amy@b-school.org', [0, 0, 0, 0, 0]],
    ]);
    expect(cells(ok(await courseReport(admin, classId)).courseReport)).toEqual(cells(report));
  });

  it('counts only the current attempt at a quiz taken again', async () => {
    const retried = ok(
      await studentA.gql<{ retryQuiz: { answers: unknown[] } }>(RETRY, { m: mapId, q: 'quizA00001' }),
    );
    expect(retried.retryQuiz.answers).toEqual([]);
    const zedsQuizA = async (as: SignedInUser, groupId: string | null) =>
      ok(await courseReport(as, groupId)).courseReport.rows.find((row) => row.user.id === studentA.id)
        ?.progress[1];
    expect(await zedsQuizA(owner, null)).toBe(0);
    expect(await zedsQuizA(teacher, classId)).toBe(0);
    await answer(studentA, 'quizA00001', 'qNumber001', '42');
    expect(await zedsQuizA(owner, null)).toBe(0.5);
    expect(await zedsQuizA(teacher, classId)).toBe(0.5);
    // The rest of Zed's row is as it was.
    const zed = ok(await courseReport(owner)).courseReport.rows.find((row) => row.user.id === studentA.id);
    expect(zed?.progress).toEqual([0.5, 0.5, 1, 0, 1]);
  });

  it('is never served stale: lesson progress after a read shows at the next read, for everyone and a class', async () => {
    const amysFirstLesson = async (as: SignedInUser, groupId: string | null) =>
      ok(await courseReport(as, groupId)).courseReport.rows.find((row) => row.user.id === studentB.id)
        ?.progress[0];
    expect(await amysFirstLesson(teacher, classId)).toBe(0);
    expect(await amysFirstLesson(owner, null)).toBeUndefined();
    await watch(studentB, 'presOne01', 100);
    expect(await amysFirstLesson(teacher, classId)).toBe(0.5);
    expect(await amysFirstLesson(owner, null)).toBe(0.5);
  });
});

describe('answers of one quiz', () => {
  it('getAllAnswers with a quizId answers only the current attempts at that quiz', async () => {
    const every = ok(await allAnswers(owner)).getAllAnswers;
    expect(every.map((attempt) => [attempt.user.username, attempt.quizId])).toEqual([
      ['cal@a-school.org', 'quizB00001'],
      ['zed@a-school.org', 'quizA00001'],
      ['vera@c-school.org', 'quizA00001'],
    ]);
    const quizA = ok(await allAnswers(owner, 'quizA00001')).getAllAnswers;
    expect(quizA.map((attempt) => attempt.user.username)).toEqual(['zed@a-school.org', 'vera@c-school.org']);
    // Zed's is the attempt after the retry: one answer.
    expect(quizA[0]?.answers).toEqual([{ questionId: 'qNumber001', mark: 'Correct', completed: true }]);
    const quizB = ok(await allAnswers(editor, 'quizB00001')).getAllAnswers;
    expect(quizB.map((attempt) => [attempt.user.username, attempt.answers])).toEqual([
      ['cal@a-school.org', [{ questionId: 'qChoice001', mark: 'Wrong', completed: true }]],
    ]);
    expect(ok(await allAnswers(owner, 'noSuchQuiz')).getAllAnswers).toEqual([]);
  });

  it('getGroupUsersAnswers with a quizId answers only that quiz’s, of the sharing students', async () => {
    const quizA = ok(await groupAnswers(teacher, 'quizA00001')).getGroupUsersAnswers;
    expect(quizA.map((attempt) => [attempt.user.username, attempt.quizId])).toEqual([
      ['zed@a-school.org', 'quizA00001'],
    ]);
    // Cal's is the only attempt at quiz B, and he does not share his results.
    expect(ok(await groupAnswers(teacher, 'quizB00001')).getGroupUsersAnswers).toEqual([]);
    expect(ok(await groupAnswers(teacher)).getGroupUsersAnswers).toHaveLength(1);
  });
});

describe('a class teacher who adds the map itself', () => {
  it('needs sharing rights on it: with view rights only, the map is refused as a class resource', async () => {
    const added = await viewer.gql(ADD_MAP, { g: await createClass(viewer, 'Vera’s class'), m: mapId });
    expect(refusal(added)).toEqual({ code: 'FORBIDDEN', message: classMessages.mapNotShareable });
  });
});
