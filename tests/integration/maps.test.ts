import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousGql, insertMap, type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let owner: SignedInUser;
let friend: SignedInUser;
let stranger: SignedInUser;
const mapIds: Record<string, string> = {};

const SUMMARY =
  'id name owner { id firstName lastName } userTags labels updated { date userId } created { date userId }';

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  owner = await signedInUser(t, { firstName: 'Olive', lastName: 'Owner' });
  friend = await signedInUser(t, { firstName: 'Fred', lastName: 'Friend' });
  stranger = await signedInUser(t, { firstName: 'Sam', lastName: 'Stranger' });
  mapIds.old = await insertMap(t, owner.id, 'Old map', new Date('2026-01-01T00:00:00Z'));
  mapIds.new = await insertMap(t, owner.id, 'New map', new Date('2026-03-01T00:00:00Z'));
  mapIds.friends = await insertMap(t, friend.id, 'Friend map', new Date('2026-02-01T00:00:00Z'));
  mapIds.private = await insertMap(t, friend.id, 'Private map', new Date('2026-02-02T00:00:00Z'));
  await shareMap(t, mapIds.friends as string, owner.id, 'view');
});
afterAll(() => t?.stop());

type Summary = { id: string; name: string; owner: { id: string }; userTags: string[]; labels: string[] };

describe('maps', () => {
  it('lists own maps and those shared with the user, last modified first, never others', async () => {
    const { data, errors } = await owner.gql<{ maps: Summary[] }>(`{ maps { ${SUMMARY} } }`);
    expect(errors).toBeUndefined();
    expect(data?.maps.map((map) => map.name)).toEqual(['New map', 'Friend map', 'Old map']);
    const shared = data?.maps.find((map) => map.id === mapIds.friends);
    expect(shared).toMatchObject({
      owner: { id: friend.id, firstName: 'Fred', lastName: 'Friend' },
      userTags: [],
      labels: [],
      updated: { date: '2026-02-01T00:00:00.000Z', userId: friend.id },
    });
    const strangers = await stranger.gql<{ maps: Summary[] }>('{ maps { id } }');
    expect(strangers.data?.maps).toEqual([]);
  });

  it('splits my creations from shared by others by owner', async () => {
    const mine = await owner.gql<{ maps: Summary[] }>('{ maps(view: myMaps) { id } }');
    expect(mine.data?.maps.map((map) => map.id)).toEqual([mapIds.new, mapIds.old]);
    const shared = await owner.gql<{ maps: Summary[] }>('{ maps(view: shared) { id } }');
    expect(shared.data?.maps.map((map) => map.id)).toEqual([mapIds.friends]);
  });

  it('keeps bookmarks and archive per user, and lists them in their views', async () => {
    const bookmark = await owner.gql<{ addUserTagToMap: Summary }>(
      'mutation($id: ID!) { addUserTagToMap(mapId: $id, tag: Bookmarked) { id userTags } }',
      { id: mapIds.friends },
    );
    expect(bookmark.data?.addUserTagToMap.userTags).toEqual(['Bookmarked']);
    const archive = await owner.gql<{ addUserTagToMaps: Summary[] }>(
      'mutation($ids: [ID!]!) { addUserTagToMaps(mapIds: $ids, tag: Archived) { id userTags } }',
      { ids: [mapIds.old, mapIds.old] },
    );
    expect(archive.data?.addUserTagToMaps).toEqual([{ id: mapIds.old, userTags: ['Archived'] }]);

    // Read back in a fresh query: the tags are stored.
    const bookmarked = await owner.gql<{ maps: Summary[] }>('{ maps(view: bookmarked) { id } }');
    expect(bookmarked.data?.maps.map((map) => map.id)).toEqual([mapIds.friends]);
    const archived = await owner.gql<{ maps: Summary[] }>('{ maps(view: archived) { id } }');
    expect(archived.data?.maps.map((map) => map.id)).toEqual([mapIds.old]);
    const all = await owner.gql<{ maps: Summary[] }>('{ maps(view: all) { id } }');
    expect(all.data?.maps.map((map) => map.id)).not.toContain(mapIds.old);
    // The friend's own view of their map is untouched by the owner's tags.
    const friends = await friend.gql<{ maps: Summary[] }>('{ maps { id userTags } }');
    expect(friends.data?.maps.find((map) => map.id === mapIds.friends)?.userTags).toEqual([]);

    const restored = await owner.gql<{ removeUserTagFromMaps: Summary[] }>(
      'mutation($ids: [ID!]!) { removeUserTagFromMaps(mapIds: $ids, tag: Archived) { id userTags } }',
      { ids: [mapIds.old] },
    );
    expect(restored.data?.removeUserTagFromMaps).toEqual([{ id: mapIds.old, userTags: [] }]);
    const unbookmarked = await owner.gql<{ removeUserTag: Summary }>(
      'mutation($id: ID!) { removeUserTag(mapId: $id, tag: Bookmarked) { userTags } }',
      { id: mapIds.friends },
    );
    expect(unbookmarked.data?.removeUserTag.userTags).toEqual([]);
  });

  it('refuses to tag a map the user may not see, and changes nothing', async () => {
    const result = await owner.gql(
      'mutation($ids: [ID!]!) { addUserTagToMaps(mapIds: $ids, tag: Bookmarked) { id } }',
      { ids: [mapIds.new, mapIds.private] },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'Map not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const tags = await t.database.db
      .selectFrom('mapUserTags')
      .selectAll()
      .where('userId', '=', owner.id)
      .execute();
    expect(tags).toEqual([]);
  });

  it('refuses an unknown tag and an empty list as bad input', async () => {
    const unknown = await owner.gql(
      'mutation($id: ID!) { addUserTagToMap(mapId: $id, tag: Starred) { id } }',
      {
        id: mapIds.new,
      },
    );
    expect(unknown.errors?.[0]?.message).toContain('Starred');
    const empty = await owner.gql('mutation { addUserTagToMaps(mapIds: [], tag: Archived) { id } }');
    expect(empty.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('offers for sharing only maps the user may share, not archived ones', async () => {
    await t.database.db
      .updateTable('mapShares')
      .set({ accessRight: 'edit' })
      .where('mapId', '=', mapIds.friends as string)
      .execute();
    await owner.gql('mutation($id: ID!) { addUserTagToMap(mapId: $id, tag: Archived) { id } }', {
      id: mapIds.old,
    });
    const { data } = await owner.gql<{ getMapsForSharing: Summary[] }>('{ getMapsForSharing { id } }');
    expect(data?.getMapsForSharing.map((map) => map.id).sort()).toEqual([mapIds.friends, mapIds.new].sort());
    await t.database.db
      .updateTable('mapShares')
      .set({ accessRight: 'view' })
      .where('mapId', '=', mapIds.friends as string)
      .execute();
    const viewOnly = await owner.gql<{ getMapsForSharing: Summary[] }>('{ getMapsForSharing { id } }');
    expect(viewOnly.data?.getMapsForSharing.map((map) => map.id)).toEqual([mapIds.new]);
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    for (const query of [
      '{ maps { id } }',
      '{ getMapsForSharing { id } }',
      'mutation { addUserTagToMap(mapId: "x", tag: Bookmarked) { id } }',
      'mutation { removeUserTagFromMaps(mapIds: ["x"], tag: Bookmarked) { id } }',
    ]) {
      const body = await anonymousGql(t, query);
      expect(body.errors?.[0]?.extensions.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
