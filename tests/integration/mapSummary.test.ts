/**
 * The map summary query against the real server (spec 3 sections 3 and 7): a map's presentations, typed
 * even where an older version of the app saved them, and its questions, for whoever may see the map.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { anonymousGql, insertMap, type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

const QUERY = `query($mapId: ID!) { mapSummary(mapId: $mapId) {
  id name ownerId
  presentations { id type name media { url duration } videos { url duration } }
  questions { id name }
} }`;

type Answer = {
  mapSummary: {
    id: string;
    name: string;
    ownerId: string;
    presentations: unknown[];
    questions: { id: string; name: string }[];
  };
};

let t: TestServer;
let owner: SignedInUser;
let viewer: SignedInUser;
let stranger: SignedInUser;
let mapId: string;
let emptyMapId: string;

const presentations = [
  {
    id: 'p1',
    name: 'Tour',
    type: 'standard',
    sequence: [{ action: { type: 'hideAllNodes' } }],
    videos: [{ id: 'v1', url: '/a/media/video1', duration: 95.5 }],
    media: { type: 'audio', url: '/a/media/audio1', duration: 12 },
    questionId: null,
    playbackSpeed: 1,
    videoShow: 'Video auto',
    muted: false,
  },
  // As an older version of the app saved a lesson: upper-case types, no name, no lists.
  { id: 'legacy1', type: 'LESSON', sequence: [{ action: { type: 'SHOW_NODES', nodes: ['n1'] } }] },
];
const questions = [{ id: 'q1', name: 'Where does the light go?', answerType: 1 }, { id: 'q2' }];

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  [owner, viewer, stranger] = await Promise.all([
    signedInUser(t, { firstName: 'Olive', lastName: 'Owner', username: 'olive@summary.org' }),
    signedInUser(t, { firstName: 'Vera', lastName: 'Viewer', username: 'vera@summary.org' }),
    signedInUser(t, { firstName: 'Sam', lastName: 'Stranger', username: 'sam@summary.org' }),
  ]);
  mapId = await insertMap(t, owner.id, 'Photosynthesis');
  emptyMapId = await insertMap(t, owner.id, 'Empty');
  await t.database.db
    .updateTable('maps')
    .set({ document: json({ nodes: [], connections: [], presentations, questions }) })
    .where('id', '=', mapId)
    .execute();
  await shareMap(t, mapId, viewer.id, 'view');
});
afterAll(() => t?.stop());

describe('the mapSummary query', () => {
  it('gives the owner the map’s presentations, a legacy one typed, and its questions', async () => {
    const { data, errors } = await owner.gql<Answer>(QUERY, { mapId });
    expect(errors).toBeUndefined();
    expect(data?.mapSummary).toEqual({
      id: mapId,
      name: 'Photosynthesis',
      ownerId: owner.id,
      presentations: [
        {
          id: 'p1',
          type: 'standard',
          name: 'Tour',
          media: { url: '/a/media/audio1', duration: 12 },
          videos: [{ url: '/a/media/video1', duration: 95.5 }],
        },
        { id: 'legacy1', type: 'lesson', name: 'New Presentation', media: null, videos: [] },
      ],
      questions: [
        { id: 'q1', name: 'Where does the light go?' },
        { id: 'q2', name: '' },
      ],
    });
  });

  it('answers a user the map is shared with, and empty lists for a map without presentations', async () => {
    const shared = await viewer.gql<Answer>(QUERY, { mapId });
    expect(shared.errors).toBeUndefined();
    expect(shared.data?.mapSummary.presentations).toHaveLength(2);
    const empty = await owner.gql<Answer>(QUERY, { mapId: emptyMapId });
    expect(empty.data?.mapSummary).toMatchObject({ name: 'Empty', presentations: [], questions: [] });
  });

  it('answers NOT_FOUND to a stranger, as for a missing map, and UNAUTHENTICATED without a session', async () => {
    for (const id of [mapId, 'nosuchmap0']) {
      const { errors, data } = await stranger.gql<Answer>(QUERY, { mapId: id });
      expect(data).toBeNull();
      expect(errors?.[0]).toMatchObject({ message: 'Map not found.', extensions: { code: 'NOT_FOUND' } });
    }
    const anonymous = await anonymousGql(t, QUERY, { mapId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an empty map id as bad input', async () => {
    const { errors } = await owner.gql<Answer>(QUERY, { mapId: '  ' });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
