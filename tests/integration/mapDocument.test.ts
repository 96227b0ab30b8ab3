import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousGql, insertMap, type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let owner: SignedInUser;
let viewer: SignedInUser;
let stranger: SignedInUser;
let mapId: string;

const QUERY =
  'query($id: ID!) { map(mapId: $id) { id name version document accessRight hasEditRights hasShareRights } }';
type Answer = {
  map: {
    id: string;
    name: string;
    version: number;
    document: { name?: string };
    accessRight: string;
    hasEditRights: boolean;
  };
};

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  owner = await signedInUser(t, { firstName: 'Olive', lastName: 'Owner' });
  viewer = await signedInUser(t, { firstName: 'Vera', lastName: 'Viewer' });
  stranger = await signedInUser(t, { firstName: 'Sam', lastName: 'Stranger' });
  mapId = await insertMap(t, owner.id, 'Cells', new Date('2026-01-01T00:00:00Z'));
  await shareMap(t, mapId, viewer.id, 'view');
});
afterAll(() => t?.stop());

describe('the map query', () => {
  it('gives the owner the stored document with admin rights', async () => {
    const { data, errors } = await owner.gql<Answer>(QUERY, { id: mapId });
    expect(errors).toBeUndefined();
    expect(data?.map).toMatchObject({
      id: mapId,
      name: 'Cells',
      version: 1,
      accessRight: 'admin',
      hasEditRights: true,
    });
    expect(typeof data?.map.document).toBe('object');
  });

  it("gives a user it is shared with the share's right, without edit rights for view", async () => {
    const { data } = await viewer.gql<Answer>(QUERY, { id: mapId });
    expect(data?.map).toMatchObject({ accessRight: 'view', hasEditRights: false });
  });

  it('answers NOT_FOUND to anyone else, as for a missing map, and UNAUTHENTICATED without a session', async () => {
    for (const id of [mapId, 'nosuchmap0']) {
      const { errors } = await stranger.gql<Answer>(QUERY, { id });
      expect(errors?.[0]).toMatchObject({ message: 'Map not found.', extensions: { code: 'NOT_FOUND' } });
    }
    const anonymous = await anonymousGql(t, QUERY, { id: mapId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('counts each load in the usage report and recent maps', async () => {
    await owner.gql<Answer>(QUERY, { id: mapId });
    const usage = await owner.gql<{ mapUsage: { dayUsage: { user: { loads: number } }[] } }>(
      'query($id: ID!) { mapUsage(mapId: $id) { dayUsage { user { loads } } } }',
      { id: mapId },
    );
    const loads = usage.data?.mapUsage.dayUsage.reduce((sum, day) => sum + day.user.loads, 0) ?? 0;
    expect(loads).toBeGreaterThanOrEqual(2);
    const recent = await owner.gql<{ recentMaps: { mapId: string }[] }>('{ recentMaps { mapId } }');
    expect(recent.data?.recentMaps.map((map) => map.mapId)).toContain(mapId);
  });
});
