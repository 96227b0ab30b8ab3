/**
 * Quiz answers against the real server (issue 26): learners answer the questions of a map they may see
 * and read back only their own attempts, marked by the server; the owner and editors read everyone's
 * current attempts, a class's teachers only those of students who share their results; retrying keeps the
 * history; a saved map's new or changed questions must be valid.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { classMessages } from '../../src/model/classes/messages';
import { ANSWER_TYPE, QUIZ_LIMITS, VALID_ANSWER_FORMAT } from '../../src/model/quiz/constants';
import { QUIZ_MESSAGES } from '../../src/model/quiz/messages';
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

const ANSWER = 'questionId content mark attempts completed details { missedNodes { id title } }';
const ATTEMPT = `id quizId lessonId startDate user { id firstName lastName username } answers { ${ANSWER} }`;
const SAVE = `mutation($a: AnswerInput!) { saveAnswer(answer: $a) { ${ANSWER} } }`;
const RESET = `mutation($m: ID!, $q: ID!, $id: ID!) { resetAnswer(mapId: $m, quizId: $q, questionId: $id) { ${ANSWER} } }`;
const SHOW = `mutation($m: ID!, $q: ID!, $id: ID!) { showAnswer(mapId: $m, quizId: $q, questionId: $id) { ${ANSWER} } }`;
const RETRY = `mutation($m: ID!, $q: ID!, $l: ID) { retryQuiz(mapId: $m, quizId: $q, lessonId: $l) { ${ATTEMPT} } }`;
const OWN = `query($m: ID!, $q: ID!) { quizAttempt(mapId: $m, quizId: $q) { ${ATTEMPT} } }`;
const HISTORY = `query($m: ID!, $q: ID!, $id: ID!) {
  answerHistory(mapId: $m, quizId: $q, questionId: $id) { content mark submittedAt } }`;
const ALL = `query($m: ID!) { getAllAnswers(mapId: $m) { ${ATTEMPT} } }`;
const GROUP = `query($m: ID!, $g: ID!) { getGroupUsersAnswers(mapId: $m, userGroupId: $g) { ${ATTEMPT} } }`;
const ADD = `mutation($g: ID!, $m: ID!) {
  addUserGroupResources(groupId: $g, resources: [{ type: Map, id: $m }]) { id } }`;
const VERSION = 'query($m: ID!) { map(mapId: $m) { version document } }';
const SAVE_MAP = `mutation($m: ID!, $v: Int!, $d: JSON!) { saveMap(mapId: $m, baseVersion: $v, document: $d) { version } }`;

type Answer = {
  questionId: string;
  content: unknown;
  mark: string;
  attempts: number;
  completed: boolean;
  details: { missedNodes: { id: string; title: string }[] } | null;
};
type Attempt = {
  id: string;
  quizId: string;
  lessonId: string | null;
  startDate: string;
  user: { id: string; username: string };
  answers: Answer[];
};
type Result = { errors?: { message: string; extensions?: { code?: string } }[] };

const node = (id: string, title: string, x: number) => ({
  id,
  title,
  levels: [{ levelId: 1, position: { x, y: 0 } }],
});
const text = (value: string) => ({ text: value, format: VALID_ANSWER_FORMAT.TEXT });
const QUESTIONS = [
  { id: 'qShort0001', answerType: ANSWER_TYPE.SHORT_TEXT, validAnswers: [text('Chlorophyll')] },
  {
    id: 'qNumber001',
    answerType: ANSWER_TYPE.NUMBER,
    validAnswers: [{ text: '42', format: VALID_ANSWER_FORMAT.NUMBER }],
  },
  {
    id: 'qRecall001',
    answerType: ANSWER_TYPE.RECALL,
    recall: {
      nodes: [
        { nodeId: 'nodeLight1', type: 'required' },
        { nodeId: 'nodeWater1', type: 'required' },
      ],
    },
  },
  {
    id: 'qChoice001',
    answerType: ANSWER_TYPE.MULTIPLE_CHOICE,
    validAnswers: [text('Leaves'), { ...text('Roots'), invalid: true }],
  },
];
const DOCUMENT = {
  nodes: [node('nodeLight1', 'Sunlight', 0), node('nodeWater1', 'Water', 200)],
  connections: [],
  questions: QUESTIONS,
};

let t: TestServer;
let owner: SignedInUser;
let editor: SignedInUser;
let learner: SignedInUser;
let other: SignedInUser;
let stranger: SignedInUser;
let studentA: SignedInUser;
let studentB: SignedInUser;
let mapId: string;
let noRedoMapId: string;
let classId: string;

const input = (as: { mapId?: string; questionId: string; content: unknown; completed?: boolean }) => ({
  mapId: as.mapId ?? mapId,
  quizId: as.mapId ?? mapId,
  questionId: as.questionId,
  content: as.content,
  completed: as.completed ?? true,
});
const save = (user: SignedInUser, answer: Parameters<typeof input>[0]) =>
  user.gql<{ saveAnswer: Answer }>(SAVE, { a: input(answer) });
const own = (user: SignedInUser, id = mapId) =>
  user.gql<{ quizAttempt: Attempt | null }>(OWN, { m: id, q: id });
const history = (user: SignedInUser, questionId: string) =>
  user.gql<{ answerHistory: { content: unknown; mark: string; submittedAt: string }[] }>(HISTORY, {
    m: mapId,
    q: mapId,
    id: questionId,
  });
const all = (user: SignedInUser) => user.gql<{ getAllAnswers: Attempt[] }>(ALL, { m: mapId });
const group = (user: SignedInUser) =>
  user.gql<{ getGroupUsersAnswers: Attempt[] }>(GROUP, { m: mapId, g: classId });
const refusal = (result: Result) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});
const answerOf = (attempt: Attempt | null | undefined, questionId: string) =>
  attempt?.answers.find((answer) => answer.questionId === questionId);
const submissionCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('quizAnswerSubmissions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Writes a map's stored document directly (with a name, as a save needs one). */
async function setDocument(id: string, document: Record<string, unknown>) {
  const stored = json({ name: 'Quiz map', ...document });
  await t.database.db.updateTable('maps').set({ document: stored }).where('id', '=', id).execute();
}

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  [owner, editor, learner, other, stranger, studentA, studentB] = await Promise.all([
    signedInUser(t, { firstName: 'Olive', lastName: 'Owner', username: 'olive@teachers.org' }),
    signedInUser(t, { firstName: 'Eddie', lastName: 'Editor', username: 'eddie@teachers.org' }),
    signedInUser(t, { firstName: 'Lena', lastName: 'Learner', username: 'lena@c-school.org' }),
    signedInUser(t, { firstName: 'Otto', lastName: 'Other', username: 'otto@b-school.org' }),
    signedInUser(t, { firstName: 'Sam', lastName: 'Stranger', username: 'sam@elsewhere.org' }),
    signedInUser(t, { firstName: 'Zed', lastName: 'Student', username: 'zed@a-school.org' }),
    signedInUser(t, { firstName: 'Amy', lastName: 'Student', username: 'amy@a-school.org' }),
  ]);
  mapId = await insertMap(t, owner.id, 'Photosynthesis');
  await setDocument(mapId, DOCUMENT);
  await shareMap(t, mapId, editor.id, 'edit');
  await shareMap(t, mapId, learner.id, 'view');
  await shareMap(t, mapId, other.id, 'view');
  // A map whose quiz may be taken once only.
  noRedoMapId = await insertMap(t, owner.id, 'Once only');
  await setDocument(noRedoMapId, {
    ...DOCUMENT,
    settings: { quiz: { answerMode: 'Quiz', enableRedo: false } },
  });
  await shareMap(t, noRedoMapId, learner.id, 'view');

  // Both students see the map through the class; Amy has since withdrawn her consent to share results.
  classId = await createClass(owner, 'Year 9 Biology');
  const code = (await generateCode(owner, classId)).data?.generateUserGroupAccessCode.accessCode as string;
  await joinByCode(studentA, code);
  await joinByCode(studentB, code);
  await t.database.db
    .updateTable('userGroupMembers')
    .set({ shareResults: false })
    .where('groupId', '=', classId)
    .where('userId', '=', studentB.id)
    .execute();
  const added = await owner.gql(ADD, { g: classId, m: mapId });
  if (added.errors) throw new Error(JSON.stringify(added.errors));
});
afterAll(() => t?.stop());

describe('saveAnswer', () => {
  it('keeps a draft unmarked, then marks each submission on the server and counts it', async () => {
    const draft = await save(learner, { questionId: 'qShort0001', content: 'chloro', completed: false });
    expect(draft.errors).toBeUndefined();
    expect(draft.data?.saveAnswer).toEqual({
      questionId: 'qShort0001',
      content: 'chloro',
      mark: 'Unmarked',
      attempts: 0,
      completed: false,
      details: null,
    });
    const wrong = await save(learner, { questionId: 'qShort0001', content: 'Carotene' });
    expect(wrong.data?.saveAnswer).toMatchObject({ mark: 'Wrong', attempts: 1, completed: true });
    const right = await save(learner, { questionId: 'qShort0001', content: ' chloro PHYLL ' });
    expect(right.data?.saveAnswer).toMatchObject({ mark: 'Correct', attempts: 2, completed: true });
    const number = await save(learner, { questionId: 'qNumber001', content: '42' });
    expect(number.data?.saveAnswer).toMatchObject({ mark: 'Correct', attempts: 1 });
  });

  it('marks a recall answer by the titles of the map’s nodes and names the nodes it missed', async () => {
    const result = await save(learner, { questionId: 'qRecall001', content: ['sunlight', 'Soil'] });
    expect(result.errors).toBeUndefined();
    expect(result.data?.saveAnswer).toMatchObject({
      mark: 'Wrong',
      content: ['sunlight', 'Soil'],
      details: { missedNodes: [{ id: 'nodeWater1', title: 'Water' }] },
    });
  });

  it('reads back the learner’s current attempt with the server’s marks, and the history of one question', async () => {
    const { data, errors } = await own(learner);
    expect(errors).toBeUndefined();
    const attempt = data?.quizAttempt;
    expect(attempt).toMatchObject({ quizId: mapId, lessonId: null, user: { id: learner.id } });
    expect(attempt?.answers.map((answer) => [answer.questionId, answer.mark])).toEqual([
      ['qNumber001', 'Correct'],
      ['qRecall001', 'Wrong'],
      ['qShort0001', 'Correct'],
    ]);
    const submitted = (await history(learner, 'qShort0001')).data?.answerHistory ?? [];
    expect(submitted.map(({ content, mark }) => ({ content, mark }))).toEqual([
      { content: 'Carotene', mark: 'Wrong' },
      { content: ' chloro PHYLL ', mark: 'Correct' },
    ]);
    expect(Date.parse(submitted[0]?.submittedAt ?? '')).not.toBeNaN();
  });

  it('never takes a mark from the client: a forged one is refused and the stored mark is the server’s', async () => {
    const before = await submissionCount();
    const forged = await learner.gql(SAVE, {
      a: { ...input({ questionId: 'qChoice001', content: 'Roots' }), mark: 'Correct' },
    });
    expect(forged.data ?? null).toBeNull();
    expect(refusal(forged).message).toContain('Field "mark" is not defined by type AnswerInput');
    // Smuggled inside the content, it is content of the wrong shape.
    const smuggled = await save(learner, {
      questionId: 'qChoice001',
      content: { text: 'Roots', mark: 'Correct' },
    });
    expect(refusal(smuggled).code).toBe('BAD_USER_INPUT');
    expect(await submissionCount()).toBe(before);
    expect(answerOf((await own(learner)).data?.quizAttempt, 'qChoice001')).toBeUndefined();

    const honest = await save(learner, { questionId: 'qChoice001', content: 'Roots' });
    expect(honest.data?.saveAnswer.mark).toBe('Wrong');
    const stored = await t.database.db
      .selectFrom('quizAnswers')
      .select(['mark', 'attempts'])
      .where('questionId', '=', 'qChoice001')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ mark: 'Wrong', attempts: 1 });
  });

  it('refuses an unknown question, an unseeable map, content of the wrong shape or over the limits, storing nothing', async () => {
    const before = await submissionCount();
    // The model names each answer type in its own words.
    const [shapeStart, shapeEnd] = QUIZ_MESSAGES.wrongAnswerShape('\u0000').split('\u0000');
    const wrongShape = new RegExp(`^${escapeRegExp(shapeStart ?? '')}.+${escapeRegExp(shapeEnd ?? '')}$`);
    const cases: [Result, string, string | RegExp][] = [
      [
        await save(other, { questionId: 'noSuchQ001', content: 'x' }),
        'BAD_USER_INPUT',
        QUIZ_MESSAGES.questionNotFound,
      ],
      [await save(stranger, { questionId: 'qShort0001', content: 'x' }), 'NOT_FOUND', 'Map not found.'],
      [
        await save(other, { mapId: 'noMap12345', questionId: 'qShort0001', content: 'x' }),
        'NOT_FOUND',
        'Map not found.',
      ],
      [await save(other, { questionId: 'qShort0001', content: ['a list'] }), 'BAD_USER_INPUT', wrongShape],
      [await save(other, { questionId: 'qRecall001', content: 'a string' }), 'BAD_USER_INPUT', wrongShape],
      [await save(other, { questionId: 'qNumber001', content: 42 }), 'BAD_USER_INPUT', wrongShape],
      [
        await save(other, {
          questionId: 'qShort0001',
          content: 'x'.repeat(QUIZ_LIMITS.answerTextLength + 1),
        }),
        'BAD_USER_INPUT',
        QUIZ_MESSAGES.answerTooLong,
      ],
      [
        await save(other, {
          questionId: 'qRecall001',
          content: Array.from({ length: QUIZ_LIMITS.answerParts + 1 }, (_, i) => `name ${i}`),
        }),
        'BAD_USER_INPUT',
        QUIZ_MESSAGES.tooManyAnswerParts,
      ],
    ];
    for (const [result, code, message] of cases) {
      expect(refusal(result).code).toBe(code);
      expect(refusal(result).message).toMatch(message);
    }
    expect((await own(other)).data?.quizAttempt).toBeNull();
    expect(await submissionCount()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const anonymous = (await anonymousGql(t, SAVE, {
      a: input({ questionId: 'qShort0001', content: 'x' }),
    })) as Result;
    expect(refusal(anonymous).code).toBe('UNAUTHENTICATED');
  });
});

describe('resetAnswer and showAnswer', () => {
  it('reset clears the content and mark, keeping the count; show marks the answer completed', async () => {
    const reset = await learner.gql<{ resetAnswer: Answer }>(RESET, { m: mapId, q: mapId, id: 'qNumber001' });
    expect(reset.data?.resetAnswer).toEqual({
      questionId: 'qNumber001',
      content: null,
      mark: 'Unmarked',
      attempts: 1,
      completed: false,
      details: null,
    });
    const shown = await learner.gql<{ showAnswer: Answer }>(SHOW, { m: mapId, q: mapId, id: 'qNumber001' });
    expect(shown.data?.showAnswer).toMatchObject({ content: null, attempts: 1, completed: true });
    const unknown = await learner.gql(SHOW, { m: mapId, q: mapId, id: 'noSuchQ001' });
    expect(refusal(unknown)).toEqual({ code: 'BAD_USER_INPUT', message: QUIZ_MESSAGES.questionNotFound });
  });
});

describe('quizAttempt', () => {
  it('answers only the learner’s own attempt', async () => {
    await save(other, { questionId: 'qShort0001', content: 'Chlorophyll' });
    const mine = (await own(other)).data?.quizAttempt;
    expect(mine?.user.id).toBe(other.id);
    expect(mine?.answers.map((answer) => answer.questionId)).toEqual(['qShort0001']);
    expect((await own(editor)).data?.quizAttempt).toBeNull();
    expect(refusal(await own(stranger)).code).toBe('NOT_FOUND');
  });
});

describe('getAllAnswers', () => {
  it('lists each learner’s current attempt to the owner and editors, by the domain of their username', async () => {
    await save(studentA, { questionId: 'qShort0001', content: 'Chlorophyll' });
    await save(studentB, { questionId: 'qShort0001', content: 'Sugar' });
    for (const reader of [owner, editor]) {
      const { data, errors } = await all(reader);
      expect(errors).toBeUndefined();
      expect(data?.getAllAnswers.map((attempt) => attempt.user.username)).toEqual([
        'amy@a-school.org',
        'zed@a-school.org',
        'otto@b-school.org',
        'lena@c-school.org',
      ]);
    }
    const rows = (await all(owner)).data?.getAllAnswers ?? [];
    expect(answerOf(rows[0], 'qShort0001')).toMatchObject({ content: 'Sugar', mark: 'Wrong' });
    expect(rows[3]?.answers).toHaveLength(4);
  });

  it('is read afresh after every change to the answers: a submission, a reset, a shown answer', async () => {
    const studentAs = async () =>
      answerOf(
        (await all(owner)).data?.getAllAnswers.find((row) => row.user.id === studentA.id),
        'qShort0001',
      );
    expect(await studentAs()).toMatchObject({ content: 'Chlorophyll', mark: 'Correct' });
    await save(studentA, { questionId: 'qShort0001', content: 'Starch' });
    expect(await studentAs()).toMatchObject({ content: 'Starch', mark: 'Wrong', attempts: 2 });
    await studentA.gql(RESET, { m: mapId, q: mapId, id: 'qShort0001' });
    expect(await studentAs()).toMatchObject({ content: null, mark: 'Unmarked', completed: false });
    await studentA.gql(SHOW, { m: mapId, q: mapId, id: 'qShort0001' });
    expect(await studentAs()).toMatchObject({ content: null, completed: true });
    // As the class report expects it further on: Chlorophyll, Correct.
    await save(studentA, { questionId: 'qShort0001', content: 'Chlorophyll' });
    expect(await studentAs()).toMatchObject({ content: 'Chlorophyll', mark: 'Correct' });
  });

  it('is open to a site administrator', async () => {
    const admin = await signedInWithRoles(t, ['ADMIN']);
    expect((await all(admin)).data?.getAllAnswers).toHaveLength(4);
  });

  it('is refused to a learner who can see the map, and not found for a stranger', async () => {
    expect(refusal(await all(learner))).toEqual({
      code: 'FORBIDDEN',
      message: QUIZ_MESSAGES.allAnswersNotAllowed,
    });
    expect(refusal(await all(stranger))).toEqual({ code: 'NOT_FOUND', message: 'Map not found.' });
  });
});

describe('getGroupUsersAnswers', () => {
  it('lists to the class’s teacher only the students who share their results', async () => {
    const { data, errors } = await group(owner);
    expect(errors).toBeUndefined();
    expect(data?.getGroupUsersAnswers.map((attempt) => attempt.user.id)).toEqual([studentA.id]);
    expect(answerOf(data?.getGroupUsersAnswers[0], 'qShort0001')?.mark).toBe('Correct');
  });

  it('is refused to a student of the class and to a learner outside it', async () => {
    for (const user of [studentA, learner]) {
      expect(refusal(await group(user))).toEqual({ code: 'FORBIDDEN', message: classMessages.adminOnly });
    }
  });
});

describe('retryQuiz', () => {
  it('is refused when the quiz’s settings do not enable redo', async () => {
    await save(learner, { mapId: noRedoMapId, questionId: 'qShort0001', content: 'Chlorophyll' });
    const result = await learner.gql(RETRY, { m: noRedoMapId, q: noRedoMapId });
    expect(refusal(result)).toEqual({ code: 'BAD_USER_INPUT', message: QUIZ_MESSAGES.redoNotAllowed });
    expect((await own(learner, noRedoMapId)).data?.quizAttempt?.answers).toHaveLength(1);
  });

  it('starts a new, empty attempt when allowed, keeping the history of the earlier one', async () => {
    const before = (await own(learner)).data?.quizAttempt;
    const retried = await learner.gql<{ retryQuiz: Attempt }>(RETRY, { m: mapId, q: mapId, l: 'lessonOne1' });
    expect(retried.errors).toBeUndefined();
    const attempt = retried.data?.retryQuiz;
    expect(attempt).toMatchObject({
      quizId: mapId,
      lessonId: 'lessonOne1',
      answers: [],
      user: { id: learner.id },
    });
    expect(attempt?.id).not.toBe(before?.id);
    expect((await own(learner)).data?.quizAttempt?.id).toBe(attempt?.id);
    // Retrying again before answering anything keeps the same empty attempt.
    const again = await learner.gql<{ retryQuiz: Attempt }>(RETRY, { m: mapId, q: mapId });
    expect(again.data?.retryQuiz.id).toBe(attempt?.id);

    const resubmitted = await save(learner, { questionId: 'qShort0001', content: 'Chlorophyll' });
    expect(resubmitted.data?.saveAnswer).toMatchObject({ mark: 'Correct', attempts: 1 });
    const marks = (await history(learner, 'qShort0001')).data?.answerHistory.map((entry) => entry.mark);
    expect(marks).toEqual(['Wrong', 'Correct', 'Correct']);
    const current = (await all(owner)).data?.getAllAnswers.find((row) => row.user.id === learner.id);
    expect(current?.id).toBe(attempt?.id);
    expect(current?.answers.map((answer) => answer.questionId)).toEqual(['qShort0001']);
  });
});

describe('saving a map with questions', () => {
  const mapVersion = async (id: string) => {
    const { data } = await owner.gql<{ map: { version: number; document: Record<string, unknown> } }>(
      VERSION,
      {
        m: id,
      },
    );
    if (!data) throw new Error('map not loaded');
    return data.map;
  };
  const saveMap = async (id: string, questions: unknown[]) => {
    const { version, document } = await mapVersion(id);
    return owner.gql(SAVE_MAP, { m: id, v: version, d: { ...document, questions } });
  };

  it('refuses a new question with an invalid definition, with the validity text', async () => {
    const invalid = { id: 'qNewShort1', answerType: ANSWER_TYPE.SHORT_TEXT, validAnswers: [] };
    expect(refusal(await saveMap(mapId, [...QUESTIONS, invalid]))).toEqual({
      code: 'BAD_USER_INPUT',
      message: QUIZ_MESSAGES.invalidQuestion(5, QUIZ_MESSAGES.unmarkedQuestion),
    });
    const changed = QUESTIONS.map((question) =>
      question.id === 'qRecall001' ? { ...question, recall: { nodes: [] } } : question,
    );
    expect(refusal(await saveMap(mapId, changed))).toEqual({
      code: 'BAD_USER_INPUT',
      message: QUIZ_MESSAGES.invalidQuestion(3, QUIZ_MESSAGES.noRecallNodes),
    });
    const valid = { ...invalid, validAnswers: [text('Glucose')] };
    expect((await saveMap(mapId, [...QUESTIONS, valid])).errors).toBeUndefined();
  });

  it('accepts a legacy invalid question saved unchanged, and refuses it once changed', async () => {
    const legacy = { id: 'qLegacy001', answerType: '2', validAnswers: [], prose: null };
    const legacyMapId = await insertMap(t, owner.id, 'Legacy quiz');
    await setDocument(legacyMapId, { ...DOCUMENT, questions: [legacy] });
    expect((await saveMap(legacyMapId, [legacy])).errors).toBeUndefined();
    expect(refusal(await saveMap(legacyMapId, [{ ...legacy, prose: 'Which part?' }]))).toEqual({
      code: 'BAD_USER_INPUT',
      message: QUIZ_MESSAGES.invalidQuestion(1, QUIZ_MESSAGES.answersInvalid),
    });
  });
});

describe('the quiz tables', () => {
  it('lose a map’s attempts, answers and history with the map', async () => {
    const doomed = await insertMap(t, owner.id, 'Doomed');
    await setDocument(doomed, DOCUMENT);
    await owner.gql(SAVE, { a: input({ mapId: doomed, questionId: 'qShort0001', content: 'x' }) });
    await t.database.db.deleteFrom('maps').where('id', '=', doomed).execute();
    const left = await sql<{
      n: string;
    }>`select count(*) as n from quiz_attempts where map_id = ${doomed}`.execute(t.database.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});
