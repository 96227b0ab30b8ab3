/**
 * A map as something its owner manages (issue 23) against the real server: renameMap, deleteMap,
 * shareMap, unshareMap and mapShares work for the owner and refuse everyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { insertMap, mapRoleUsers, type SignedInUser, shareMap } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let owner: SignedInUser;
let editor: SignedInUser;
let viewer: SignedInUser;
let stranger: SignedInUser;

const SHARE_FIELDS = 'userId email firstName lastName accessRight';
const RENAME = `mutation($mapId: ID!, $name: String!) { renameMap(mapId: $mapId, name: $name) { id name version } }`;
const DELETE = 'mutation($mapId: ID!) { deleteMap(mapId: $mapId) }';
const SHARE = `mutation($mapId: ID!, $email: String!, $accessRight: ShareRight!) {
  shareMap(mapId: $mapId, email: $email, accessRight: $accessRight) { ${SHARE_FIELDS} } }`;
const UNSHARE = `mutation($mapId: ID!, $userId: ID!) { unshareMap(mapId: $mapId, userId: $userId) { ${SHARE_FIELDS} } }`;
const SHARES = `query($mapId: ID!) { mapShares(mapId: $mapId) { ${SHARE_FIELDS} } }`;
const LOAD = 'query($mapId: ID!) { map(mapId: $mapId) { name version document } }';

interface Share {
  userId: string;
  email: string;
  accessRight: string;
}
type Answer = Awaited<ReturnType<SignedInUser['gql']>>;
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

/** A map of the owner's, shared with the editor (edit) and the viewer (view). */
async function sharedMap(name = 'Cells'): Promise<string> {
  const mapId = await insertMap(t, owner.id, name);
  await shareMap(t, mapId, editor.id, 'edit');
  await shareMap(t, mapId, viewer.id, 'view');
  return mapId;
}

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  ({ owner, editor, viewer, stranger } = await mapRoleUsers(t));
});
afterAll(() => t?.stop());

describe('renameMap', () => {
  it('renames the row and the stored document, and moves the version on', async () => {
    const mapId = await sharedMap();
    const before = await owner.gql<{ map: { version: number } }>(LOAD, { mapId });
    const { data } = await owner.gql<{ renameMap: { name: string; version: number } }>(RENAME, {
      mapId,
      name: '  Cell biology ',
    });
    expect(data?.renameMap.name).toBe('Cell biology');
    expect(data?.renameMap.version).toBe((before.data?.map.version ?? 0) + 1);
    const after = await owner.gql<{ map: { name: string; document: { name: string } } }>(LOAD, { mapId });
    expect(after.data?.map.name).toBe('Cell biology');
    expect(after.data?.map.document.name).toBe('Cell biology');
  });

  it('lets an editor rename, refuses a viewer (FORBIDDEN) and a stranger (NOT_FOUND)', async () => {
    const mapId = await sharedMap();
    expect((await editor.gql(RENAME, { mapId, name: 'By editor' })).errors).toBeUndefined();
    const byViewer = await viewer.gql(RENAME, { mapId, name: 'By viewer' });
    expect(codeOf(byViewer)).toBe('FORBIDDEN');
    const byStranger = await stranger.gql(RENAME, { mapId, name: 'By stranger' });
    expect(codeOf(byStranger)).toBe('NOT_FOUND');
    expect(byStranger.errors?.[0]?.message).toBe('Map not found.');
  });

  it('refuses a blank name with the model message', async () => {
    const mapId = await sharedMap();
    const answer = await owner.gql(RENAME, { mapId, name: '   ' });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe('The map needs a name.');
  });
});

describe('deleteMap', () => {
  it('refuses an editor, a viewer and a stranger, and deletes for the owner', async () => {
    const mapId = await sharedMap();
    for (const user of [editor, viewer]) {
      const answer = await user.gql(DELETE, { mapId });
      expect(codeOf(answer)).toBe('FORBIDDEN');
      expect(answer.errors?.[0]?.message).toBe("Only the map's owner can share or delete it.");
    }
    expect(codeOf(await stranger.gql(DELETE, { mapId }))).toBe('NOT_FOUND');
    const { data } = await owner.gql<{ deleteMap: string }>(DELETE, { mapId });
    expect(data?.deleteMap).toBe(mapId);
    expect(codeOf(await owner.gql(LOAD, { mapId }))).toBe('NOT_FOUND');
    expect(codeOf(await editor.gql(LOAD, { mapId }))).toBe('NOT_FOUND');
  });

  it("refuses to delete a course's map (the course and its enrolments would go with it)", async () => {
    const mapId = await insertMap(t, owner.id, 'Course map');
    await t.database.db
      .insertInto('courses')
      .values({
        id: `course${mapId}`.slice(0, 20),
        authorId: owner.id,
        name: 'Course',
        mapId,
        tags: json([]),
      })
      .execute();
    const answer = await owner.gql(DELETE, { mapId });
    expect(codeOf(answer)).toBe('CONFLICT');
    expect(answer.errors?.[0]?.message).toBe(
      'This map has a course made from it: it cannot be deleted while the course exists.',
    );
    expect((await owner.gql(LOAD, { mapId })).errors).toBeUndefined();
  });

  it('lets a user with an admin share delete the map', async () => {
    const mapId = await insertMap(t, owner.id, 'Admin shared');
    await shareMap(t, mapId, editor.id, 'admin');
    expect((await editor.gql(DELETE, { mapId })).errors).toBeUndefined();
    expect(codeOf(await owner.gql(LOAD, { mapId }))).toBe('NOT_FOUND');
  });
});

describe('shareMap, unshareMap and mapShares', () => {
  it('shares by e-mail (any case), lists, changes the right, and unshares', async () => {
    const mapId = await insertMap(t, owner.id, 'To share');
    const shared = await owner.gql<{ shareMap: Share[] }>(SHARE, {
      mapId,
      email: ` ${stranger.username.toUpperCase()} `,
      accessRight: 'view',
    });
    expect(shared.data?.shareMap).toEqual([
      {
        userId: stranger.id,
        email: stranger.username,
        firstName: 'Sam',
        lastName: 'Stranger',
        accessRight: 'view',
      },
    ]);
    expect((await stranger.gql<{ map: { name: string } }>(LOAD, { mapId })).data?.map.name).toBe('To share');

    const changed = await owner.gql<{ shareMap: Share[] }>(SHARE, {
      mapId,
      email: stranger.username,
      accessRight: 'edit',
    });
    expect(changed.data?.shareMap.map((share) => share.accessRight)).toEqual(['edit']);
    const listed = await owner.gql<{ mapShares: Share[] }>(SHARES, { mapId });
    expect(listed.data?.mapShares.map((share) => share.userId)).toEqual([stranger.id]);

    // Both shares count in the map's usage report.
    const usage = await t.database.db
      .selectFrom('mapUsageDays')
      .select('userShares')
      .where('mapId', '=', mapId)
      .executeTakeFirst();
    expect(usage?.userShares).toBe(2);

    const removed = await owner.gql<{ unshareMap: Share[] }>(UNSHARE, { mapId, userId: stranger.id });
    expect(removed.data?.unshareMap).toEqual([]);
    expect(codeOf(await stranger.gql(LOAD, { mapId }))).toBe('NOT_FOUND');
  });

  it('says when no user has the e-mail address, and refuses sharing with the owner', async () => {
    const mapId = await insertMap(t, owner.id, 'Nobody');
    const missing = await owner.gql(SHARE, { mapId, email: 'nobody@example.org', accessRight: 'view' });
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0]?.message).toBe('There is no user with the e-mail address nobody@example.org.');
    const self = await owner.gql(SHARE, { mapId, email: owner.username, accessRight: 'edit' });
    expect(self.errors?.[0]?.message).toBe('You cannot share a map with its owner.');
    // The dialog offers view and edit only; the schema refuses any other right.
    const admin = await owner.gql(SHARE, { mapId, email: stranger.username, accessRight: 'admin' });
    expect(admin.errors).toBeDefined();
    expect((await owner.gql<{ mapShares: Share[] }>(SHARES, { mapId })).data?.mapShares).toEqual([]);
  });

  it('refuses editors and viewers (FORBIDDEN) and strangers (NOT_FOUND) for every call', async () => {
    const mapId = await sharedMap('Guarded');
    const calls = [
      [SHARE, { mapId, email: stranger.username, accessRight: 'edit' }],
      [UNSHARE, { mapId, userId: viewer.id }],
      [SHARES, { mapId }],
    ] as const;
    for (const [query, variables] of calls) {
      expect(codeOf(await editor.gql(query, variables))).toBe('FORBIDDEN');
      expect(codeOf(await viewer.gql(query, variables))).toBe('FORBIDDEN');
      expect(codeOf(await stranger.gql(query, variables))).toBe('NOT_FOUND');
    }
    // Nothing changed: the viewer keeps their share and the stranger has none.
    const listed = await owner.gql<{ mapShares: Share[] }>(SHARES, { mapId });
    expect(listed.data?.mapShares.map((share) => [share.userId, share.accessRight])).toEqual([
      [editor.id, 'edit'],
      [viewer.id, 'view'],
    ]);
  });
});
