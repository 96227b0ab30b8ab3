/**
 * The course home and the course's map (issue 28; spec 3 section 6): what each viewer may open, for every
 * access value, signed in and not, enforced by the server; progress and where to continue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { newId } from '../../src/model/ids';
import { anonymousGql, type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let author: SignedInUser;
let learner: SignedInUser;

const lesson = (id: string, name: string) => ({
  id,
  name,
  type: 'lesson',
  sequence: [],
  videos: [],
  media: { type: 'video', url: `/media/${id}.mp4`, duration: 100 },
});

/** Module one (two lessons), a lesson, module two (a quiz and a recall item), a lesson of a deleted presentation. */
const COURSE_DOCUMENT = {
  nodes: [],
  connections: [],
  presentations: [lesson('presOne01', 'One'), lesson('presTwo02', 'Two'), lesson('presThree3', 'Three')],
  questions: [{ id: 'questOne01', name: 'First question', prose: [] }],
  courseItems: [
    {
      id: 'moduleOne1',
      type: 'module',
      name: 'Basics',
      items: [
        { id: 'lessonOne1', type: 'lesson', name: 'Lesson one', presentationId: 'presOne01' },
        { id: 'lessonTwo2', type: 'lesson', name: 'Lesson two', presentationId: 'presTwo02' },
      ],
    },
    { id: 'lessonThr3', type: 'lesson', name: 'Lesson three', presentationId: 'presThree3' },
    {
      id: 'moduleTwo2',
      type: 'module',
      name: 'Practice',
      items: [
        { id: 'quizOne001', type: 'quiz', name: 'Quiz', questions: ['questOne01'] },
        { id: 'recallOne1', type: 'recall', name: 'Recall', tags: ['tagOne0001'] },
        { id: 'lessonGone', type: 'lesson', name: 'Gone', presentationId: 'presGone01' },
        { id: 'oddItem001', type: 'slideshow', name: 'Odd' },
      ],
    },
  ],
};

async function insertCourse(options: {
  access?: 'private' | 'public' | 'public-not-listed';
  price?: number;
  suspended?: boolean;
}) {
  const mapId = newId();
  const courseId = newId();
  await t.database.db
    .insertInto('maps')
    .values({
      id: mapId,
      ownerId: author.id,
      name: 'Course map',
      document: json(COURSE_DOCUMENT),
      courseId,
      createdBy: author.id,
      updatedBy: author.id,
    })
    .execute();
  await t.database.db
    .insertInto('courses')
    .values({
      id: courseId,
      authorId: author.id,
      name: 'Plants',
      mapId,
      access: options.access ?? 'public',
      tags: json([]),
      requirePayment: options.price !== undefined,
      priceAmount: options.price ?? null,
      priceCurrency: options.price !== undefined ? 'GBP' : null,
      suspendDate: options.suspended ? new Date() : null,
      suspendReason: options.suspended ? 'Under review' : null,
      updatedAt: new Date(),
    })
    .execute();
  return { mapId, courseId };
}

const HOME = `query($courseId: ID!) { courseHome(courseId: $courseId) {
  access isStaff continueItemId started paymentsAvailable
  course { id name access requirePayment price { amount currency } suspend { reason } }
  outline { id type name state progress complete presentationId questionIds items { id type state progress complete duration } }
} }`;

interface Entry {
  id: string;
  type: string;
  state: string | null;
  progress: number | null;
  complete: boolean;
  items?: Entry[];
}
interface Home {
  access: string;
  isStaff: boolean;
  continueItemId: string | null;
  started: boolean;
  course: { price: { amount: number; currency: string } | null; suspend: { reason: string } | null };
  outline: Entry[];
}
type Answer = { data: unknown; errors?: { message: string; extensions: { code?: string } }[] };

async function homeOf(viewer: SignedInUser | null, courseId: string) {
  const answer = (
    viewer ? await viewer.gql(HOME, { courseId }) : await anonymousGql(t, HOME, { courseId })
  ) as Answer;
  return { home: (answer.data as { courseHome: Home } | null)?.courseHome, errors: answer.errors };
}

/** Each item's state by id, modules' items included. */
function statesOf(home: Home | undefined): Record<string, string | null> {
  const states: Record<string, string | null> = {};
  for (const entry of home?.outline ?? [])
    for (const item of entry.items?.length ? entry.items : [entry]) states[item.id] = item.state;
  return states;
}

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  author = await signedInUser(t, { firstName: 'Ada' });
  learner = await signedInUser(t, { firstName: 'Lee' });
});
afterAll(() => t?.stop());

const CLOSED_LATER = { lessonThr3: 'login', quizOne001: 'login', recallOne1: 'login' };

describe('the preview and login rules', () => {
  it('a free public course: anonymous visitors open the first two lessons, sign in for the rest', async () => {
    const { courseId } = await insertCourse({});
    const { home, errors } = await homeOf(null, courseId);
    expect(errors).toBeUndefined();
    expect(home?.access).toBe('None');
    expect(statesOf(home)).toEqual({
      lessonOne1: 'open',
      lessonTwo2: 'open',
      ...CLOSED_LATER,
      lessonGone: 'unavailable',
      oddItem001: 'unsupported',
    });
  });

  it('signed in but not enrolled: the rest asks to enrol; enrolled (Free): everything opens', async () => {
    const { courseId } = await insertCourse({});
    const before = statesOf((await homeOf(learner, courseId)).home);
    expect(before).toMatchObject({ lessonOne1: 'open', lessonThr3: 'enrol', quizOne001: 'enrol' });
    await learner.gql('mutation($c: ID!) { enrolCourse(courseId: $c) { id } }', { c: courseId });
    const { home } = await homeOf(learner, courseId);
    expect(home?.access).toBe('Free');
    expect(statesOf(home)).toMatchObject({ lessonThr3: 'open', quizOne001: 'open', recallOne1: 'open' });
  });

  it('a paid course: nothing before sign-in, the price to buy, everything once bought (Paid)', async () => {
    const { courseId } = await insertCourse({ price: 1999 });
    const anonymous = await homeOf(null, courseId);
    expect(anonymous.home?.course.price).toEqual({ amount: 1999, currency: 'GBP' });
    expect(statesOf(anonymous.home)).toMatchObject({ lessonOne1: 'login', lessonTwo2: 'login' });
    const signedIn = await homeOf(learner, courseId);
    expect(signedIn.home?.access).toBe('RequiresPayment');
    expect(statesOf(signedIn.home)).toMatchObject({ lessonOne1: 'pay', quizOne001: 'pay' });
    // Enrolling is no way around paying.
    await learner.gql('mutation($c: ID!) { enrolCourse(courseId: $c) { id } }', { c: courseId });
    expect((await homeOf(learner, courseId)).home?.access).toBe('RequiresPayment');
    await t.database.db
      .insertInto('coursePurchases')
      .values({ userId: learner.id, courseId, checkoutSessionId: 'cs_test_1', amount: 1999, currency: 'GBP' })
      .execute();
    const bought = await homeOf(learner, courseId);
    expect(bought.home?.access).toBe('Paid');
    expect(statesOf(bought.home)).toMatchObject({
      lessonOne1: 'open',
      lessonThr3: 'open',
      quizOne001: 'open',
    });
  });

  it('a shared map gives Shared access; the author is staff with everything open', async () => {
    const { courseId, mapId } = await insertCourse({ access: 'private' });
    const friend = await signedInUser(t);
    await shareMap(t, mapId, friend.id, 'view');
    const shared = await homeOf(friend, courseId);
    expect(shared.home?.access).toBe('Shared');
    expect(statesOf(shared.home)).toMatchObject({ lessonThr3: 'open', quizOne001: 'open' });
    const own = await homeOf(author, courseId);
    expect(own.home?.isStaff).toBe(true);
    expect(statesOf(own.home)).toMatchObject({ lessonThr3: 'open' });
  });

  it('a private course is not found by anyone else, like a course that does not exist', async () => {
    const { courseId } = await insertCourse({ access: 'private' });
    for (const viewer of [null, learner]) {
      const { home, errors } = await homeOf(viewer, courseId);
      expect(home).toBeUndefined();
      expect(errors?.[0]).toMatchObject({ message: 'Course not found.', extensions: { code: 'NOT_FOUND' } });
    }
    const missing = await homeOf(null, 'noSuchCrse');
    expect(missing.errors?.[0]?.message).toBe('Course not found.');
  });

  it('a public-not-listed course opens by its link to anyone, signed in or not', async () => {
    const { courseId } = await insertCourse({ access: 'public-not-listed' });
    expect(statesOf((await homeOf(null, courseId)).home)).toMatchObject({ lessonOne1: 'open' });
    const listed = await learner.gql<{ courses: { id: string }[] }>('{ courses { id } }');
    expect(listed.data?.courses.map((course) => course.id)).not.toContain(courseId);
  });

  it('a suspended course says so and opens nothing but to its staff', async () => {
    const { courseId } = await insertCourse({ suspended: true });
    const { home } = await homeOf(null, courseId);
    expect(home?.course.suspend?.reason).toBe('Under review');
    expect(statesOf(home)).toMatchObject({ lessonOne1: 'suspended', lessonThr3: 'suspended' });
    expect(statesOf((await homeOf(author, courseId)).home)).toMatchObject({ lessonOne1: 'open' });
  });
});

const MAP = `query($mapId: ID!, $courseId: ID) { map(mapId: $mapId, courseId: $courseId) {
  id accessRight hasEditRights copyAllowed document } }`;
type MapAnswer = {
  map: {
    accessRight: string;
    copyAllowed: boolean;
    document: { presentations: { id: string }[]; questions: { id: string }[] };
  };
};

async function mapThroughCourse(viewer: SignedInUser | null, mapId: string, courseId: string | null) {
  const variables = { mapId, courseId };
  return (viewer ? await viewer.gql(MAP, variables) : await anonymousGql(t, MAP, variables)) as Answer & {
    data: MapAnswer | null;
  };
}

describe("the course's map", () => {
  it('opens to anonymous visitors with only what is open to them: no closed lesson, no question', async () => {
    const { courseId, mapId } = await insertCourse({});
    const { data, errors } = await mapThroughCourse(null, mapId, courseId);
    expect(errors).toBeUndefined();
    expect(data?.map).toMatchObject({ accessRight: 'view', copyAllowed: false });
    expect(data?.map.document.presentations.map((entry) => entry.id)).toEqual(['presOne01', 'presTwo02']);
    expect(data?.map.document.questions).toEqual([]);
  });

  it('without its course, the map stays closed to those the course does not entitle', async () => {
    const { mapId } = await insertCourse({});
    const stranger = await signedInUser(t);
    const { errors } = await mapThroughCourse(stranger, mapId, null);
    expect(errors?.[0]).toMatchObject({ message: 'Map not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('an enrolled learner sees the whole map, with or without the course', async () => {
    const { courseId, mapId } = await insertCourse({});
    const student = await signedInUser(t);
    await student.gql('mutation($c: ID!) { enrolCourse(courseId: $c) { id } }', { c: courseId });
    for (const through of [courseId, null]) {
      const { data } = await mapThroughCourse(student, mapId, through);
      expect(data?.map.accessRight).toBe('view');
      expect(data?.map.document.presentations).toHaveLength(3);
      expect(data?.map.document.questions).toHaveLength(1);
    }
  });

  it("a private course's map is not found through it by strangers, nor through another map's course", async () => {
    const hidden = await insertCourse({ access: 'private' });
    expect((await mapThroughCourse(null, hidden.mapId, hidden.courseId)).errors?.[0]?.message).toBe(
      'Map not found.',
    );
    const open = await insertCourse({});
    expect((await mapThroughCourse(null, hidden.mapId, open.courseId)).errors?.[0]?.message).toBe(
      'Map not found.',
    );
  });

  it('the summary through the course leaves out closed lessons and questions too', async () => {
    const { courseId, mapId } = await insertCourse({});
    const { data } = (await anonymousGql(
      t,
      `query($mapId: ID!, $courseId: ID) { mapSummary(mapId: $mapId, courseId: $courseId) {
        presentations { id media { duration } } questions { id } courseItems } }`,
      { mapId, courseId },
    )) as {
      data: { mapSummary: { presentations: { id: string }[]; questions: unknown[]; courseItems: unknown[] } };
    };
    expect(data.mapSummary.presentations.map((entry) => entry.id)).toEqual(['presOne01', 'presTwo02']);
    expect(data.mapSummary.questions).toEqual([]);
    expect(data.mapSummary.courseItems).toHaveLength(3);
  });
});

describe('visits', () => {
  const VISIT = 'mutation($courseId: ID!) { visitCourse(courseId: $courseId) }';
  const courseLoadsOf = async (mapId: string) => {
    const rows = await t.database.db
      .selectFrom('mapUsageDays')
      .select(['userCourseLoads', 'anonymousCourseLoads'])
      .where('mapId', '=', mapId)
      .execute();
    return rows.reduce(
      (sum, row) => ({
        user: sum.user + row.userCourseLoads,
        anonymous: sum.anonymous + row.anonymousCourseLoads,
      }),
      { user: 0, anonymous: 0 },
    );
  };

  it('count once per visit, not per read of the course home, and give the learner a recent course', async () => {
    const { mapId, courseId } = await insertCourse({});
    for (let read = 0; read < 3; read++) expect((await homeOf(learner, courseId)).home).toBeDefined();
    expect(await courseLoadsOf(mapId)).toEqual({ user: 0, anonymous: 0 });

    expect((await learner.gql(VISIT, { courseId })).data).toEqual({ visitCourse: true });
    expect((await anonymousGql(t, VISIT, { courseId })).data).toEqual({ visitCourse: true });
    expect(await courseLoadsOf(mapId)).toEqual({ user: 1, anonymous: 1 });
    const recent = await learner.gql<{ recentMaps: { courseId: string | null }[] }>(
      '{ recentMaps(userAction: CourseLoad) { courseId } }',
    );
    expect(recent.data?.recentMaps.map((entry) => entry.courseId)).toContain(courseId);
  });

  it('are refused, counting nothing, for a course the visitor may not find', async () => {
    const { mapId, courseId } = await insertCourse({ access: 'private' });
    const answer = (await anonymousGql(t, VISIT, { courseId })) as Answer;
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Course not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await courseLoadsOf(mapId)).toEqual({ user: 0, anonymous: 0 });
  });
});

describe('progress', () => {
  it('marks lessons by the share watched and quizzes by questions completed, and says where to continue', async () => {
    const { courseId, mapId } = await insertCourse({});
    const student = await signedInUser(t);
    await student.gql('mutation($c: ID!) { enrolCourse(courseId: $c) { id } }', { c: courseId });
    const fresh = await homeOf(student, courseId);
    expect(fresh.home).toMatchObject({ started: false, continueItemId: null });
    await t.database.db
      .insertInto('lessonProgress')
      .values([
        {
          id: newId(),
          userId: student.id,
          mapId,
          lessonId: 'presOne01',
          previousWatchedTime: 95,
          longestWatchedTime: 95,
          updatedAt: new Date(),
        },
        {
          id: newId(),
          userId: student.id,
          mapId,
          lessonId: 'presTwo02',
          previousWatchedTime: 30,
          longestWatchedTime: 30,
          updatedAt: new Date(),
        },
      ])
      .execute();
    const { home } = await homeOf(student, courseId);
    const basics = home?.outline[0]?.items ?? [];
    expect(basics.map(({ progress, complete }) => ({ progress, complete }))).toEqual([
      { progress: 0.95, complete: true },
      { progress: 0.3, complete: false },
    ]);
    expect(home).toMatchObject({ started: true, continueItemId: 'lessonTwo2' });
  });
});

describe('authoring', () => {
  const CREATE =
    'mutation($mapId: ID!, $name: String!) { createCourse(mapId: $mapId, name: $name) { id name access requirePayment } }';
  const UPDATE = `mutation($courseId: ID!, $input: CourseInput!) { updateCourse(courseId: $courseId, input: $input) {
    id name description tags access requirePayment allowCopies price { amount currency } } }`;
  const details = {
    name: 'Plants 101',
    description: 'How plants live.',
    tags: ['biology', ' Biology ', ''],
    access: 'public',
    price: { amount: 2500, currency: 'EUR' },
    allowCopies: true,
  };

  async function newMap(owner: SignedInUser) {
    const mapId = newId();
    await t.database.db
      .insertInto('maps')
      .values({
        id: mapId,
        ownerId: owner.id,
        name: 'A map',
        document: json({ nodes: [], connections: [] }),
        createdBy: owner.id,
        updatedBy: owner.id,
      })
      .execute();
    return mapId;
  }

  it('the owner makes one course of a map, private and free; a second is refused', async () => {
    const mapId = await newMap(author);
    const made = (await author.gql(CREATE, { mapId, name: '  Plants  ' })) as Answer & {
      data: { createCourse: { id: string; name: string; access: string; requirePayment: boolean } };
    };
    expect(made.data.createCourse).toMatchObject({
      name: 'Plants',
      access: 'private',
      requirePayment: false,
    });
    const again = (await author.gql(CREATE, { mapId, name: 'Again' })) as Answer;
    expect(again.errors?.[0]).toMatchObject({
      message: 'This map already has a course.',
      extensions: { code: 'CONFLICT' },
    });
    const other = (await learner.gql(CREATE, { mapId: await newMap(author), name: 'Mine' })) as Answer;
    expect(other.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const blank = (await author.gql(CREATE, { mapId: await newMap(author), name: ' ' })) as Answer;
    expect(blank.errors?.[0]?.message).toBe('The course needs a name.');
  });

  it('the author sets the details; bad ones and the recommended tag are refused with nothing changed', async () => {
    const mapId = await newMap(author);
    const made = (await author.gql(CREATE, { mapId, name: 'Plants' })) as {
      data: { createCourse: { id: string } };
    };
    const courseId = made.data.createCourse.id;
    const saved = (await author.gql(UPDATE, { courseId, input: details })) as Answer & {
      data: { updateCourse: Record<string, unknown> };
    };
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateCourse).toMatchObject({
      name: 'Plants 101',
      tags: ['biology'],
      access: 'public',
      requirePayment: true,
      allowCopies: true,
      price: { amount: 2500, currency: 'EUR' },
    });
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'The course needs a name.'],
      [{ name: 'x'.repeat(101) }, 'A course name has at most 100 characters.'],
      [{ tags: ['recommended'] }, "Only site administrators give or take the tag 'recommended'."],
      [{ access: 'everyone' }, 'Access is private, public or public-not-listed.'],
      [{ price: { amount: 50, currency: 'EUR' } }, 'A price is from 1.00 to 10,000.00.'],
    ];
    for (const [change, message] of refusals) {
      const refused = (await author.gql(UPDATE, { courseId, input: { ...details, ...change } })) as Answer;
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    const stranger = (await learner.gql(UPDATE, { courseId, input: { ...details, name: 'Mine' } })) as Answer;
    expect(stranger.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const home = await homeOf(null, courseId);
    expect(home.home?.course.price).toEqual({ amount: 2500, currency: 'EUR' });
  });

  it('the author deletes a course; its map stays', async () => {
    const mapId = await newMap(author);
    const made = (await author.gql(CREATE, { mapId, name: 'Short-lived' })) as {
      data: { createCourse: { id: string } };
    };
    const courseId = made.data.createCourse.id;
    expect(
      ((await learner.gql('mutation($c: ID!) { deleteCourse(courseId: $c) }', { c: courseId })) as Answer)
        .errors?.[0]?.extensions.code,
    ).toBe('NOT_FOUND');
    const deleted = (await author.gql('mutation($c: ID!) { deleteCourse(courseId: $c) }', {
      c: courseId,
    })) as Answer;
    expect(deleted.data).toEqual({ deleteCourse: true });
    expect((await homeOf(author, courseId)).errors?.[0]?.message).toBe('Course not found.');
    const map = await t.database.db
      .selectFrom('maps')
      .select(['id', 'courseId'])
      .where('id', '=', mapId)
      .executeTakeFirst();
    expect(map).toEqual({ id: mapId, courseId: null });
  });
});

describe('the course thumbnail', () => {
  /** A 2×1 PNG (IHDR only is enough for the sniffer). */
  const png = Buffer.from('89504e470d0a1a0a0000000d494844520000000200000001080600000000000000', 'hex');

  it('the author uploads one; anyone who may find the course reads it; others may not write it', async () => {
    const { courseId } = await insertCourse({});
    const path = `/a/media/courses/${courseId}/thumbnail`;
    const upload = (as: SignedInUser) =>
      as.browser.fetch(path, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Blob([new Uint8Array(png)]),
      });
    expect((await upload(learner)).status).toBe(403);
    const put = await upload(author);
    expect(put.status).toBe(200);
    const { home } = await homeOf(null, courseId);
    expect(home).toBeDefined();
    const row = await t.database.db
      .selectFrom('courses')
      .select('thumbnailUrl')
      .where('id', '=', courseId)
      .executeTakeFirst();
    expect(row?.thumbnailUrl).toBe(`${path}?v=1`);
    const read = await fetch(`${t.baseUrl}${path}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    const hidden = await insertCourse({ access: 'private' });
    expect((await fetch(`${t.baseUrl}/a/media/courses/${hidden.courseId}/thumbnail`)).status).toBe(404);
  });
});

describe('the outline saved with the map', () => {
  const SAVE = `mutation($mapId: ID!, $baseVersion: Int!, $document: JSON!) {
    saveMap(mapId: $mapId, baseVersion: $baseVersion, document: $document) { version } }`;

  it('refuses a new item whose presentation is not on the map; keeps saving one whose presentation went since', async () => {
    const { mapId } = await insertCourse({});
    const document = { ...COURSE_DOCUMENT, id: mapId, name: 'Course map' };
    // The stored outline has a lesson whose presentation is gone: saved as it is, it stays.
    const kept = (await author.gql(SAVE, { mapId, baseVersion: 1, document })) as Answer;
    expect(kept.errors).toBeUndefined();
    const broken = {
      ...document,
      courseItems: [
        ...COURSE_DOCUMENT.courseItems,
        { id: 'lessonNew1', type: 'lesson', name: 'New lesson', presentationId: 'presNope01' },
      ],
    };
    const refused = (await author.gql(SAVE, { mapId, baseVersion: 2, document: broken })) as Answer;
    expect(refused.errors?.[0]).toMatchObject({
      message: "Lesson 'New lesson' needs a lesson presentation of this map.",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const stored = await t.database.db
      .selectFrom('maps')
      .select('version')
      .where('id', '=', mapId)
      .executeTakeFirst();
    expect(stored?.version).toBe(2);
  });
});
