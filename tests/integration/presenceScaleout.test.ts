/**
 * Presence across server processes (DESIGN.md, Scale-out): two processes on one PostgreSQL and one Redis,
 * the second a real child process, so nothing is shared but Redis. Needs
 * `TEST_REDIS_URL=redis://127.0.0.1:6379 TEST_DATABASE_URL=postgres://…` (CI sets both); skipped otherwise.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import * as Y from 'yjs';
import { PRESENCE_REFUSED_CLOSE } from '../../server/realtime/screenedConnection';
import { joinPresence, type Presence } from '../../src/api/live/presence';
import { presenceOf } from '../../src/model/live/presence';
import { insertMap, type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { openLiveSession } from '../support/live';
import { browserLikeWebSocket, collabProvider, collabUrlOf, waitFor } from '../support/realtimeClients';
import { type ServerProcess, spawnServer } from '../support/serverProcess';
import { startTestServer, type TestServer } from '../support/testServer';

const redisUrl = process.env.TEST_REDIS_URL;
const sharedDatabase = process.env.TEST_DATABASE_URL;

/** A presence room: the one of the map's open live session. */
interface Room {
  mapId: string;
  sessionId: string;
}

describe.skipIf(!redisUrl || !sharedDatabase)('presence across two server processes through Redis', () => {
  let first: TestServer;
  let second: ServerProcess;
  let secondUrl: string;
  let owner: SignedInUser;
  let viewer: SignedInUser;
  /** The owner's map, shared with `viewer` for viewing, and its live session. */
  let room: Room;
  const leaveAfterTest: { destroy(): void }[] = [];

  beforeAll(async () => {
    first = await startTestServer({ ...TEST_AUTH_ENV, REDIS_URL: redisUrl ?? '' });
    second = spawnServer({
      ...TEST_AUTH_ENV,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: first.testDatabase.databaseUrl ?? '',
      DATA_DIR: first.testDatabase.dataDir,
      REDIS_URL: redisUrl ?? '',
    });
    secondUrl = await second.started;
    // Signed in once: the session cookie is good on both processes (their secrets are in the database).
    owner = await signedInUser(first, { firstName: 'Olive', lastName: 'Owner' });
    viewer = await signedInUser(first, { firstName: 'Vera', lastName: 'Viewer' });
    room = await liveRoom('Scale-out presence');
  });

  afterEach(() => {
    for (const client of leaveAfterTest.splice(0)) client.destroy();
  });

  afterAll(async () => {
    second?.child.kill('SIGTERM');
    await second?.exited;
    await first?.stop();
  });

  /** A new map of the owner's, shared with `viewer`, with an open live session (its one room). */
  async function liveRoom(name: string): Promise<Room> {
    const mapId = await insertMap(first, owner.id, name);
    await shareMap(first, mapId, viewer.id, 'view');
    return { mapId, sessionId: await openLiveSession(first, mapId, owner.id) };
  }

  const headersFor = (user: SignedInUser, baseUrl: string) => ({
    cookie: user.browser.cookieHeader('/collab'),
    origin: baseUrl,
  });

  const join = (baseUrl: string, user: SignedInUser, name: string, at = room): Presence => {
    const presence = joinPresence({
      ...at,
      self: presenceOf({ userId: user.id, name }),
      url: collabUrlOf(baseUrl),
      WebSocketPolyfill: browserLikeWebSocket(headersFor(user, baseUrl)),
    });
    leaveAfterTest.push(presence);
    return presence;
  };

  const stockClient = (baseUrl: string, user: SignedInUser, at = room, doc = new Y.Doc()) => {
    const provider = collabProvider(baseUrl, `${at.mapId}-${at.sessionId}`, doc, headersFor(user, baseUrl));
    leaveAfterTest.push(provider);
    const closes: number[] = [];
    provider.on('connection-close', (event) => closes.push(event?.code ?? 0));
    return { provider, closes };
  };

  it('a member on each process sees the other at once, and one who leaves disappears on the other', async () => {
    expect(first.baseUrl).not.toBe(secondUrl);
    const olive = join(first.baseUrl, owner, 'Olive Owner');
    await waitFor(() => first.server.collab.roomCount === 1);
    // Vera's process opens the room after Olive's holds it: it asks, and Olive is there.
    const vera = join(secondUrl, viewer, 'Vera Viewer');
    // (Without the question Vera would wait for Olive's next renewal, up to 15 s.)
    await waitFor(() => vera.members().length === 1 && olive.members().length === 1, 5_000);
    expect(vera.members()[0]).toMatchObject(presenceOf({ userId: owner.id, name: 'Olive Owner' }));
    expect(olive.members()[0]).toMatchObject(presenceOf({ userId: viewer.id, name: 'Vera Viewer' }));

    olive.update({ currentNodeId: 'node000001', selection: ['node000001'] });
    await waitFor(() => vera.members()[0]?.currentNodeId === 'node000001');

    // Leaving with a goodbye, and (Vera's second tab) by a connection that just drops: both are seen on
    // the other process well before awareness's 30 s time-out.
    vera.destroy();
    await waitFor(() => olive.members().length === 0, 10_000);
    const { provider: dropped } = stockClient(secondUrl, viewer);
    dropped.awareness.setLocalState(presenceOf({ userId: viewer.id, name: 'Vera Tab' }));
    await waitFor(() => olive.members().some((member) => member.name === 'Vera Tab'));
    dropped.shouldConnect = false;
    (dropped.ws as unknown as WebSocket).terminate();
    await waitFor(() => olive.members().length === 0, 10_000);
  });

  it('relays the shared document between the processes', async () => {
    const firstDoc = new Y.Doc();
    const secondDoc = new Y.Doc();
    const notes = await liveRoom('Shared notes');
    const { provider: a } = stockClient(first.baseUrl, owner, notes, firstDoc);
    firstDoc.getMap('notes').set('before', 'written before the other process opened the room');
    await waitFor(() => a.synced);
    const { provider: b } = stockClient(secondUrl, viewer, notes, secondDoc);
    await waitFor(() => b.synced && secondDoc.getMap('notes').get('before') !== undefined);
    secondDoc.getMap('notes').set('after', 'from the second');
    await waitFor(() => firstDoc.getMap('notes').get('after') === 'from the second');
  });

  it('an impostor refused on one process never reaches a member on the other', async () => {
    const guarded = await liveRoom('Guarded');
    const olive = join(first.baseUrl, owner, 'Olive Owner', guarded);
    const seen = new Set<string>();
    olive.onChange((members) => {
      for (const member of members) seen.add(member.name);
    });
    const { provider: impostor, closes } = stockClient(secondUrl, viewer, guarded);
    impostor.awareness.setLocalState(presenceOf({ userId: owner.id, name: 'Impostor' }));
    await waitFor(() => closes.length > 0);
    expect(closes).toEqual([PRESENCE_REFUSED_CLOSE]);
    join(secondUrl, viewer, 'Vera Viewer', guarded);
    await waitFor(() => seen.has('Vera Viewer'));
    expect(seen.has('Impostor')).toBe(false);
  });

  it("disconnectFromMap on one process closes the user's connections on the other", async () => {
    const revoked = await liveRoom('Revoked');
    const olive = join(first.baseUrl, owner, 'Olive Owner', revoked);
    const { provider: vera, closes } = stockClient(secondUrl, viewer, revoked);
    vera.awareness.setLocalState(presenceOf({ userId: viewer.id, name: 'Vera Viewer' }));
    await waitFor(() => olive.members().length === 1);
    await first.database.db
      .deleteFrom('mapShares')
      .where('mapId', '=', revoked.mapId)
      .where('userId', '=', viewer.id)
      .execute();
    try {
      first.server.collab.disconnectFromMap(viewer.id, revoked.mapId);
      await waitFor(() => closes.length > 0 && olive.members().length === 0, 10_000);
    } finally {
      await shareMap(first, revoked.mapId, viewer.id, 'view');
    }
  });

  it('the second process logged no error on the way', () => {
    expect(second.problems()).toEqual([]);
  });
});
