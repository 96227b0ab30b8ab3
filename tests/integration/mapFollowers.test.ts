/**
 * Followers of a map on the realtime socket (issue 24): they hear each newer stored version
 * (`mapUpdated`), their number (`mapStatus`) is kept without asking every process, and a user whose share
 * is removed leaves the map's rooms, its live session and its presence rooms.
 */
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { memberCountsKey } from '../../server/realtime/memberCounts';
import { newId } from '../../src/model/ids';
import { newMapDocument } from '../../src/model/map/newMap';
import { storedMapDocument } from '../../src/model/map/stored';
import { insertMap, type MapRoleUsers, type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { createNodeAction, liveSessionOn, liveSuite, socketOf, storedVersion } from '../support/live';
import { collabProvider, request, waitFor } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

type Status = { mapId: string; userCount: number };
type Updated = { mapId: string; version: number; updated: string };

describe('followers of a map', () => {
  const suite = liveSuite();
  let t: TestServer;
  let users: MapRoleUsers;
  beforeAll(() => {
    ({ t, users } = suite);
  });
  const connect = (user: SignedInUser) => suite.connect(user);
  const sharedMap = (name = 'Followed') => suite.sharedMap(name);
  /** The last count each socket heard for the map. */
  const lastCount = (socket: Socket, mapId: string) => {
    const heard = { count: -1 };
    socket.on('mapStatus', (status: Status) => {
      if (status.mapId === mapId) heard.count = status.userCount;
    });
    return heard;
  };
  const versionOf = (mapId: string) => storedVersion(t, mapId);

  it('tells every follower of the map of a save and of a rename, with the new version', async () => {
    const mapId = await sharedMap();
    const viewer = await connect(users.viewer);
    const stranger = await connect(users.owner);
    await request(viewer, 'map', { mapId });
    await request(stranger, 'map', { mapId: await sharedMap('Other') });
    const heard: Updated[] = [];
    const strangerHeard: Updated[] = [];
    viewer.on('mapUpdated', (update: Updated) => heard.push(update));
    stranger.on('mapUpdated', (update: Updated) => strangerHeard.push(update));

    const baseVersion = await versionOf(mapId);
    const saved = await users.editor.gql<{ saveMap: { version: number; updated: string } }>(
      `mutation($mapId: ID!, $baseVersion: Int!, $document: JSON!) {
        saveMap(mapId: $mapId, baseVersion: $baseVersion, document: $document) { version updated }
      }`,
      { mapId, baseVersion, document: storedMapDocument(newMapDocument({ id: mapId, name: 'Saved' })) },
    );
    expect(saved.errors).toBeUndefined();
    await waitFor(() => heard.length === 1);
    expect(heard[0]).toEqual({ mapId, ...saved.data?.saveMap });

    const renamed = await users.editor.gql<{ renameMap: { version: number } }>(
      'mutation($mapId: ID!) { renameMap(mapId: $mapId, name: "Renamed") { version } }',
      { mapId },
    );
    await waitFor(() => heard.length === 2);
    expect(heard[1]?.version).toBe(renamed.data?.renameMap.version);
    expect(strangerHeard).toEqual([]);
  });

  it('counts followers on join, leave and disconnect without asking every process', async () => {
    const adapter = t.server.smartRemote.io.of('/').adapter;
    const fetchSockets = vi.spyOn(adapter, 'fetchSockets');
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const ownerCount = lastCount(owner, mapId);
    await request(owner, 'map', { mapId });
    await waitFor(() => ownerCount.count === 1);
    const viewer = await connect(users.viewer);
    const editor = await connect(users.editor);
    await request(viewer, 'map', { mapId });
    await request(editor, 'map', { mapId });
    await waitFor(() => ownerCount.count === 3);
    // The same user again (a second tab, the About dialog) is no new user; leaving one of two keeps them.
    const editorAgain = await connect(users.editor);
    const editorAgainCount = lastCount(editorAgain, mapId);
    await request(editorAgain, 'map', { mapId });
    await waitFor(() => editorAgainCount.count !== -1);
    expect(editorAgainCount.count).toBe(3);
    editorAgain.disconnect();
    expect(ownerCount.count).toBe(3);

    // Following another map leaves this one; so does disconnecting.
    await request(viewer, 'map', { mapId: await sharedMap('Elsewhere') });
    await waitFor(() => ownerCount.count === 2);
    editor.disconnect();
    await waitFor(() => ownerCount.count === 1);
    expect(fetchSockets).not.toHaveBeenCalled();
    fetchSockets.mockRestore();
  });

  it('ends the live session of a deleted map for its members; an edit is then told there is none', async () => {
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const viewer = await connect(users.viewer);
    await liveSessionOn(mapId, owner, [viewer]);
    const stopped = new Promise((resolve) => viewer.once('stop', resolve));
    const deleted = await users.owner.gql('mutation($mapId: ID!) { deleteMap(mapId: $mapId) }', { mapId });
    expect(deleted.errors).toBeUndefined();
    expect(await stopped).toMatchObject({ mapId });
    expect(
      await request(owner, 'edit', { mapId, opId: newId(), baseRev: 0, action: createNodeAction('Gone') }),
    ).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('drops a viewer whose share is removed from the live session and its presence rooms', async () => {
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const viewer = await connect(users.viewer);
    await request(viewer, 'map', { mapId });
    const sessionId = await liveSessionOn(mapId, owner, [viewer]);
    const viewerEdits: unknown[] = [];
    viewer.on('edit', (edit) => viewerEdits.push(edit));
    const ownerHeardLeave = new Promise((resolve) =>
      owner.on('leave', (payload: { userId: string }) => {
        if (payload.userId === users.viewer.id) resolve(payload);
      }),
    );
    const presence = collabProvider(t.baseUrl, `${mapId}-${sessionId}`, new Y.Doc(), {
      cookie: users.viewer.browser.cookieHeader('/collab'),
      origin: t.baseUrl,
    });
    const closes: number[] = [];
    presence.on('connection-close', (event) => closes.push(event?.code ?? 0));
    try {
      await waitFor(() => presence.synced);
      await request(owner, 'edit', { mapId, opId: newId(), baseRev: 0, action: createNodeAction('Before') });
      await waitFor(() => viewerEdits.length === 1);

      const unshared = await users.owner.gql(
        'mutation($mapId: ID!, $userId: ID!) { unshareMap(mapId: $mapId, userId: $userId) { userId } }',
        { mapId, userId: users.viewer.id },
      );
      expect(unshared.errors).toBeUndefined();
      await ownerHeardLeave;
      await waitFor(() => closes.length > 0);

      // The owner's next edit (and its echo to the owner) no longer reaches the viewer.
      const ownerEdits: unknown[] = [];
      owner.on('edit', (edit) => ownerEdits.push(edit));
      await request(owner, 'edit', { mapId, opId: newId(), baseRev: 1, action: createNodeAction('After') });
      await waitFor(() => ownerEdits.length === 1);
      // A round trip on the viewer's socket: anything sent to it before has arrived.
      await request(viewer, 'statusRequest', { mapId });
      expect(viewerEdits).toHaveLength(1);
      // Nor a save of the map.
      const viewerUpdates: unknown[] = [];
      viewer.on('mapUpdated', (update) => viewerUpdates.push(update));
      expect(await request(owner, 'checkpoint', { mapId })).toMatchObject({ ok: true });
      expect(viewerUpdates).toEqual([]);
    } finally {
      presence.destroy();
    }
  });
});

/**
 * Needs a Redis server and a PostgreSQL the two processes share, as tests/integration/scaleout.test.ts:
 * `TEST_REDIS_URL=redis://127.0.0.1:6379 TEST_DATABASE_URL=postgres://…`.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const sharedDatabase = process.env.TEST_DATABASE_URL;

describe.skipIf(!redisUrl || !sharedDatabase)('followers of a map on two processes', () => {
  let first: TestServer;
  let second: TestServer;
  let owner: SignedInUser;
  let viewer: SignedInUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const env = { ...TEST_AUTH_ENV, REDIS_URL: redisUrl ?? '' };
    first = await startTestServer(env);
    second = await startTestServer(env, first);
    owner = await signedInUser(first);
    viewer = await signedInUser(second);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second?.stop();
    await first?.stop();
  });

  const connect = socketOf(sockets);

  it('counts the followers of every process, and tells them all of a save', async () => {
    const mapId = await insertMap(first, owner.id, 'Two processes');
    await shareMap(first, mapId, viewer.id, 'view');
    const here = await connect(first, owner);
    const counts: number[] = [];
    here.on('mapStatus', (status: Status) => {
      if (status.mapId === mapId) counts.push(status.userCount);
    });
    await request(here, 'map', { mapId });
    const there = await connect(second, viewer);
    const alsoThere = await connect(second, viewer);
    await request(there, 'map', { mapId });
    await waitFor(() => counts.at(-1) === 2);
    // One user with the map open twice (two tabs, or the About dialog beside the map) counts once.
    const heard = counts.length;
    await request(alsoThere, 'map', { mapId });
    await waitFor(() => counts.length > heard);
    expect(counts.at(-1)).toBe(2);

    const updates: Updated[] = [];
    there.on('mapUpdated', (update: Updated) => updates.push(update));
    await owner.gql('mutation($mapId: ID!) { renameMap(mapId: $mapId, name: "Moved on") { version } }', {
      mapId,
    });
    await waitFor(() => updates.length === 1);

    const heardBeforeMoving = counts.length;
    await request(alsoThere, 'map', { mapId: await insertMap(first, viewer.id, 'Mine') });
    await waitFor(() => counts.length > heardBeforeMoving);
    expect(counts.at(-1)).toBe(2);
    there.disconnect();
    await waitFor(() => counts.at(-1) === 1);

    // A process that closes takes its followers out of the count.
    const third = await startTestServer({ ...TEST_AUTH_ENV, REDIS_URL: redisUrl ?? '' }, first);
    const thirdViewer = await signedInUser(third);
    await shareMap(first, mapId, thirdViewer.id, 'view');
    await request(await connect(third, thirdViewer), 'map', { mapId });
    await waitFor(() => counts.at(-1) === 2);
    await third.stop();
    const redis = new Redis(redisUrl ?? '');
    try {
      expect(await redis.hgetall(memberCountsKey(mapId))).toEqual({ [owner.id]: '1' });
      // Nor did it disconnect the other processes' sockets.
      expect(here.connected).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
