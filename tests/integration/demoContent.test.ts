import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME } from '../../server/demo/admin';
import { DEMO_CLASS_NAME } from '../../server/demo/learningContent';
import { DEMO_MAP_NAME } from '../../server/demo/photosynthesisMap';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoContent } from '../../server/demo/seed';
import { decksOf, FLASHCARD_MESSAGES, flashcardsOf } from '../../src/model/flashcards';
import { loadMap } from '../../src/model/map/load';
import { recallNodesOf } from '../../src/model/recall/scope';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let demo: HttpClient;

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  await seedDemoContent(t.database.db);
  demo = new HttpClient(t.baseUrl);
  const signIn = await demo.json('POST', '/a/auth/authenticate', {
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
    reCaptchaToken: await demo.humanCheckToken(),
  });
  expect(signIn.status).toBe(200);
});
afterAll(() => t?.stop());

const gql = async <T>(query: string) => (await demo.graphql<T>(query)).body;

describe('the demo content', () => {
  it('is seeded once: a second seed adds nothing', async () => {
    const count = async () =>
      Promise.all(
        (['courses', 'userGroups', 'mapUsageDays', 'users'] as const).map(async (table) =>
          Number(
            (
              await t.database.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await count();
    expect((await seedDemoContent(t.database.db)).created).toBe(false);
    expect(await count()).toEqual(before);
  });

  it('shows courses with a recommended one first, and the enrolled course', async () => {
    const { data } = await gql<{
      courses: { name: string; tags: string[]; isEnrolled: boolean }[];
      myCourses: { name: string }[];
    }>('{ courses { name tags isEnrolled } myCourses { name } }');
    expect(data?.courses).toHaveLength(3);
    expect(data?.courses[0]?.tags).toContain('recommended');
    expect(data?.myCourses.map((course) => course.name)).toEqual([data?.courses[0]?.name]);
  });

  it('is an account in use: Getting Started already shown, and nothing left to suggest but what it has not done', async () => {
    const { data } = await gql<{ user: { flags: string[] }; suggestions: { id: string }[] }>(
      '{ user { flags } suggestions { id } }',
    );
    expect(data?.user.flags).toContain('ShownGettingStarted');
    // It owns maps, teaches a class, follows a course and has a folder.
    expect(data?.suggestions).toEqual([]);
  });

  it('shows a class the demo user administers, with a student and resources', async () => {
    const { data } = await gql<{
      myClasses: {
        name: string;
        viewerRole: string;
        studentCount: number;
        resourceCount: number;
        accessCode: string;
      }[];
    }>('{ myClasses { name viewerRole studentCount resourceCount accessCode } }');
    expect(data?.myClasses).toEqual([
      { name: DEMO_CLASS_NAME, viewerRole: 'Admin', studentCount: 1, resourceCount: 2, accessCode: 'DEMO10' },
    ]);
  });

  it('shows recent maps, recent courses and a month of usage for the demo map', async () => {
    const { data } = await gql<{
      loads: { mapId: string; name: string }[];
      courseLoads: { courseId: string }[];
    }>(
      '{ loads: recentMaps(userAction: Load) { mapId name } courseLoads: recentMaps(userAction: CourseLoad) { courseId } }',
    );
    expect(data?.loads.map((map) => map.name)).toEqual(['Photosynthesis']);
    expect(data?.courseLoads[0]?.courseId).toBeTruthy();
    const usage = await gql<{ mapUsage: { dayUsage: { totalUses: number }[] } }>(
      `{ mapUsage(mapId: "${data?.loads[0]?.mapId}") { dayUsage { totalUses } } }`,
    );
    expect(usage.data?.mapUsage.dayUsage).toHaveLength(30);
    expect(usage.data?.mapUsage.dayUsage.every((day) => day.totalUses > 0)).toBe(true);
  });

  it('has study content: flashcards in three nodes, a Key terms deck and an Inputs and outputs recall item', async () => {
    const stored = await t.database.db
      .selectFrom('maps')
      .select('document')
      .where('name', '=', DEMO_MAP_NAME)
      .executeTakeFirstOrThrow();
    const map = loadMap(stored.document);
    const cards = flashcardsOf(map);
    const contentCards = cards.filter((card) => card.kind === 'content');
    expect(contentCards.length).toBeGreaterThanOrEqual(5);
    expect(new Set(contentCards.map((card) => card.nodeId)).size).toBe(3);
    const decks = decksOf(map, cards).map((deck) => [deck.name, deck.cardIds.length]);
    expect(decks).toEqual([
      [FLASHCARD_MESSAGES.mapDeck, contentCards.length],
      ['Key terms', 3],
    ]);
    const recall = recallNodesOf(map, { kind: 'item', itemId: 'item-inputs-outputs' });
    expect(recall.ok && recall.nodes.map((node) => node.title)).toEqual([
      'Sunlight',
      'Water (H2O)',
      'Carbon dioxide (CO2)',
      'Glucose (C6H12O6)',
      'Oxygen (O2)',
    ]);
  });

  it('has a site administrator who can read the administration', async () => {
    const admin = new HttpClient(t.baseUrl);
    const signIn = await admin.json<{ roles: string[] }>('POST', '/a/auth/authenticate', {
      username: DEMO_ADMIN_USERNAME,
      password: DEMO_ADMIN_PASSWORD,
      reCaptchaToken: await admin.humanCheckToken(),
    });
    expect(signIn.body.roles).toEqual(['ADMIN']);
    const users = await admin.graphql<{ adminUsers: { total: number } }>('{ adminUsers { total } }');
    expect(users.body.errors).toBeUndefined();
    expect(users.body.data?.adminUsers.total).toBeGreaterThanOrEqual(2);
  });
});
