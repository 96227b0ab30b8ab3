import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import {
  anonymousGql,
  createActiveUser,
  insertMap,
  type SignedInUser,
  signedInUser,
} from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let learner: SignedInUser;
let fan: SignedInUser;

const COURSE =
  'id name description thumbnailURL mapId access tags isEnrolled requirePayment author { id firstName } suspend { date reason } viewerReaction { id reactionType targetId userId } reactionSummary { likeCount }';

type Course = {
  id: string;
  name: string;
  tags: string[];
  isEnrolled: boolean;
  viewerReaction: { id: string; reactionType: string; userId: string } | null;
  reactionSummary: { likeCount: number };
};

async function insertCourse(
  authorId: string,
  id: string,
  name: string,
  options: {
    tags?: string[];
    access?: 'private' | 'public' | 'public-not-listed';
    description?: string;
    suspended?: boolean;
  } = {},
) {
  const mapId = await insertMap(t, authorId, `${name} map`);
  await t.database.db
    .insertInto('courses')
    .values({
      id,
      authorId,
      name,
      mapId,
      description: options.description ?? `${name} description`,
      access: options.access ?? 'public',
      tags: json(options.tags ?? []),
      suspendDate: options.suspended ? new Date() : null,
      suspendReason: options.suspended ? 'Under review' : null,
    })
    .execute();
}

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  learner = await signedInUser(t);
  fan = await signedInUser(t);
  const author = await createActiveUser(t, { firstName: 'Ann', lastName: 'Author' });
  await insertCourse(author.id, 'course000z', 'Zoology basics', { tags: ['science'] });
  await insertCourse(author.id, 'course000a', 'Algebra', {
    tags: ['maths'],
    description: 'Equations and mitosis-free fun',
  });
  await insertCourse(author.id, 'course000r', 'Photosynthesis', { tags: ['Recommended', 'science'] });
  await insertCourse(author.id, 'course000p', 'Secret drafts', { access: 'private' });
  await insertCourse(author.id, 'course000u', 'Unlisted extras', { access: 'public-not-listed' });
  await insertCourse(author.id, 'course000s', 'Suspended one', { suspended: true });
});
afterAll(() => t?.stop());

const ids = (courses: Course[] | undefined) => courses?.map((course) => course.id);

describe('the catalogue', () => {
  it('lists listed courses, recommended first, with authors; user.courses alongside', async () => {
    const { data, errors } = await learner.gql<{
      courses: Course[];
      user: { id: string; courses: string[] };
    }>(`query GetCourses($tags: [String!]) { courses(tags: $tags) { ${COURSE} } user { id courses } }`);
    expect(errors).toBeUndefined();
    expect(ids(data?.courses)).toEqual(['course000r', 'course000a', 'course000z']);
    expect(data?.courses[0]).toMatchObject({
      author: { firstName: 'Ann' },
      isEnrolled: false,
      viewerReaction: null,
      reactionSummary: { likeCount: 0 },
      access: 'public',
    });
    expect(data?.user.courses).toEqual([]);
  });

  it('filters by tags without regard to case', async () => {
    const { data } = await learner.gql<{ courses: Course[] }>('{ courses(tags: ["SCIENCE"]) { id } }');
    expect(ids(data?.courses)).toEqual(['course000r', 'course000z']);
    const recommended = await learner.gql<{ courses: Course[] }>('{ courses(tags: ["recommended"]) { id } }');
    expect(ids(recommended.data?.courses)).toEqual(['course000r']);
  });

  it('searches name, description and tags; an empty or blank query answers the list', async () => {
    const byName = await learner.gql<{ searchCourses: Course[] }>('{ searchCourses(query: "zoo") { id } }');
    expect(ids(byName.data?.searchCourses)).toEqual(['course000z']);
    const byDescription = await learner.gql<{ searchCourses: Course[] }>(
      '{ searchCourses(query: "MITOSIS") { id } }',
    );
    expect(ids(byDescription.data?.searchCourses)).toEqual(['course000a']);
    const byTag = await learner.gql<{ searchCourses: Course[] }>('{ searchCourses(query: "math") { id } }');
    expect(ids(byTag.data?.searchCourses)).toEqual(['course000a']);
    const wildcard = await learner.gql<{ searchCourses: Course[] }>('{ searchCourses(query: "%") { id } }');
    expect(wildcard.data?.searchCourses).toEqual([]);
    for (const query of ['""', '"   "']) {
      const all = await learner.gql<{ searchCourses: Course[] }>(`{ searchCourses(query: ${query}) { id } }`);
      expect(ids(all.data?.searchCourses)).toEqual(['course000r', 'course000a', 'course000z']);
    }
  });
});

describe('enrolment', () => {
  it('enrols and unenrols, answering the user', async () => {
    const enrolled = await learner.gql<{
      enrolCourse: { id: string; firstName: string; lastName: string; courses: string[] };
    }>('mutation { enrolCourse(courseId: "course000a") { id firstName lastName courses } }');
    expect(enrolled.data?.enrolCourse).toMatchObject({ id: learner.id, courses: ['course000a'] });
    // Twice is once.
    await learner.gql('mutation { enrolCourse(courseId: "course000a") { id } }');
    const unlisted = await learner.gql<{ enrolCourse: { courses: string[] } }>(
      'mutation { enrolCourse(courseId: "course000u") { courses } }',
    );
    expect(unlisted.data?.enrolCourse.courses.sort()).toEqual(['course000a', 'course000u']);

    const mine = await learner.gql<{ myCourses: Course[] }>('{ myCourses { id isEnrolled } }');
    expect(mine.data?.myCourses).toEqual([
      { id: 'course000a', isEnrolled: true },
      { id: 'course000u', isEnrolled: true },
    ]);
    const listed = await learner.gql<{ courses: Course[] }>('{ courses { id isEnrolled } }');
    expect(listed.data?.courses.find((course) => course.id === 'course000a')?.isEnrolled).toBe(true);
    // An unlisted course shows in the list once enrolled.
    expect(ids(listed.data?.courses)).toContain('course000u');

    const unenrolled = await learner.gql<{ unenrolCourse: { courses: string[] } }>(
      'mutation { unenrolCourse(courseId: "course000u") { courses } }',
    );
    expect(unenrolled.data?.unenrolCourse.courses).toEqual(['course000a']);
  });

  it('refuses private, suspended and unknown courses', async () => {
    for (const [id, code] of [
      ['course000p', 'NOT_FOUND'],
      ['course000s', 'CONFLICT'],
      ['nope', 'NOT_FOUND'],
    ]) {
      const result = await learner.gql('mutation($id: ID!) { enrolCourse(courseId: $id) { id } }', { id });
      expect(result.errors?.[0]?.extensions.code, id).toBe(code);
    }
    const rows = await t.database.db
      .selectFrom('courseEnrolments')
      .selectAll()
      .where('userId', '=', learner.id)
      .execute();
    expect(rows.map((row) => row.courseId)).toEqual(['course000a']);
  });
});

describe('reactions', () => {
  it('counts likes once per user and takes them back', async () => {
    const liked = await learner.gql<{ updateReaction: Course }>(
      `mutation { updateReaction(targetId: "course000z", reactionType: like) { ${COURSE} } }`,
    );
    expect(liked.data?.updateReaction).toMatchObject({
      viewerReaction: { reactionType: 'like', userId: learner.id, targetId: 'course000z' },
      reactionSummary: { likeCount: 1 },
    });
    await learner.gql('mutation { updateReaction(targetId: "course000z") { id } }');
    const second = await fan.gql<{ updateReaction: Course }>(
      `mutation { updateReaction(targetId: "course000z") { ${COURSE} } }`,
    );
    expect(second.data?.updateReaction.reactionSummary.likeCount).toBe(2);

    const listed = await fan.gql<{ courses: Course[] }>(`{ courses { ${COURSE} } }`);
    expect(listed.data?.courses.find((course) => course.id === 'course000z')).toMatchObject({
      reactionSummary: { likeCount: 2 },
      viewerReaction: { userId: fan.id },
    });

    const reactionId = liked.data?.updateReaction.viewerReaction?.id;
    expect(reactionId).toBeTruthy();
    // Only its owner takes a reaction back: to another user it does not exist.
    const someoneElses = await fan.gql(`mutation { removeReaction(reactionId: "${reactionId}") { id } }`);
    expect(someoneElses.errors?.[0]).toMatchObject({
      message: 'Reaction not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const removed = await learner.gql<{ removeReaction: Course }>(
      `mutation { removeReaction(reactionId: "${reactionId}") { ${COURSE} } }`,
    );
    expect(removed.data?.removeReaction).toMatchObject({
      id: 'course000z',
      viewerReaction: null,
      reactionSummary: { likeCount: 1 },
    });
    const again = await learner.gql(`mutation { removeReaction(reactionId: "${reactionId}") { id } }`);
    expect(again.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a reaction to a course the user may not see', async () => {
    const result = await learner.gql('mutation { updateReaction(targetId: "course000p") { id } }');
    expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('courses for class resources and by id', () => {
  it('offers listed, own and enrolled courses that are not suspended', async () => {
    const { data } = await learner.gql<{ coursesForSharing: Course[] }>('{ coursesForSharing { id } }');
    expect(ids(data?.coursesForSharing)).toEqual(['course000r', 'course000a', 'course000z']);
  });

  it('reads one course the user may see, listed or not, and nothing else', async () => {
    const unlisted = await learner.gql<{ course: Course | null }>(
      '{ course(courseId: "course000u") { id name } }',
    );
    expect(unlisted.data?.course).toEqual({ id: 'course000u', name: 'Unlisted extras' });
    const hidden = await learner.gql<{ course: Course | null }>('{ course(courseId: "course000p") { id } }');
    expect(hidden.data?.course).toBeNull();
  });
});

describe('without a session', () => {
  it('answers UNAUTHENTICATED', async () => {
    for (const query of [
      '{ courses { id } }',
      '{ searchCourses(query: "") { id } }',
      '{ myCourses { id } }',
      '{ coursesForSharing { id } }',
      'mutation { enrolCourse(courseId: "course000a") { id } }',
      'mutation { unenrolCourse(courseId: "course000a") { id } }',
      'mutation { updateReaction(targetId: "course000a") { id } }',
      'mutation { removeReaction(reactionId: "reaction01") { id } }',
    ]) {
      expect((await anonymousGql(t, query)).errors?.[0]?.extensions.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
