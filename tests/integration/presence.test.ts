/**
 * Live edit's presence at /collab (spec 2 section 7): members see each other's PresenceState, a stock
 * y-websocket client included, and each connection can only show its own signed-in user: a state that
 * names anyone else, or is malformed, closes the connection before any other member sees it.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { removeAwarenessStates } from 'y-protocols/awareness';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { AppError } from '../../server/errors';
import { requireViewRights } from '../../server/maps/rights';
import { attachCollab, type Collab, SESSION_ENDED_CLOSE } from '../../server/realtime/collab';
import { createHandshake } from '../../server/realtime/handshake';
import { PRESENCE_REFUSED_CLOSE } from '../../server/realtime/screenedConnection';
import { joinPresence, type Presence } from '../../src/api/live/presence';
import { LIVE_MESSAGES } from '../../src/model/live/messages';
import { type PresenceMember, presenceOf } from '../../src/model/live/presence';
import { insertMap, type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { openLiveSession } from '../support/live';
import {
  browserLikeWebSocket,
  collabProvider,
  collabUpgradeStatus,
  collabUrlOf,
  type UpgradeHeaders,
  waitFor,
} from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let owner: SignedInUser;
let viewer: SignedInUser;
/** The owner's map, shared with `viewer` for viewing; `otherMapId` too. */
let mapId: string;
let otherMapId: string;
/** Each map's open live session: the one presence room of the map. */
let sessionId: string;
let otherSessionId: string;
const leaveAfterTest: { destroy(): void }[] = [];

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  owner = await signedInUser(t, { firstName: 'Olive', lastName: 'Owner' });
  viewer = await signedInUser(t, { firstName: 'Vera', lastName: 'Viewer' });
  mapId = await insertMap(t, owner.id, 'Cells');
  otherMapId = await insertMap(t, owner.id, 'Tissues');
  await shareMap(t, mapId, viewer.id, 'view');
  await shareMap(t, otherMapId, viewer.id, 'view');
  sessionId = await openLiveSession(t, mapId, owner.id);
  otherSessionId = await openLiveSession(t, otherMapId, owner.id);
});

afterEach(() => {
  for (const client of leaveAfterTest.splice(0)) client.destroy();
});

afterAll(() => t?.stop());

const browserOf = (user: SignedInUser): UpgradeHeaders => ({
  cookie: user.browser.cookieHeader('/collab'),
  origin: t.baseUrl,
});

/** Our client module, in Node: the session cookie and the page's origin on its upgrade. */
function join(user: SignedInUser, name: string, session = sessionId, map = mapId): Presence {
  const presence = joinPresence({
    mapId: map,
    sessionId: session,
    self: presenceOf({ userId: user.id, name }),
    url: collabUrlOf(t.baseUrl),
    WebSocketPolyfill: browserLikeWebSocket(browserOf(user)),
  });
  leaveAfterTest.push(presence);
  return presence;
}

/** A stock y-websocket client; `closes` collects the close codes of its connections. */
function stockClient(user: SignedInUser, session = sessionId, map = mapId) {
  const provider = collabProvider(t.baseUrl, `${map}-${session}`, new Y.Doc(), browserOf(user));
  leaveAfterTest.push(provider);
  const closes: number[] = [];
  provider.on('connection-close', (event) => closes.push(event?.code ?? 0));
  return { provider, closes };
}

const statesOf = (provider: WebsocketProvider) => [...provider.awareness.getStates().values()];
const names = (members: PresenceMember[]) => members.map((member) => member.name).sort();

/** Every member name `presence` has shown, so a test can say a state never reached it. */
function seenNames(presence: Presence): Set<string> {
  const seen = new Set<string>();
  presence.onChange((members) => {
    for (const member of members) seen.add(member.name);
  });
  return seen;
}

describe('presence at /collab', () => {
  it('a stock y-websocket client with the session cookie reads the members and they read it', async () => {
    const olive = join(owner, 'Olive Owner');
    const { provider: vera, closes } = stockClient(viewer);
    vera.awareness.setLocalState({
      ...presenceOf({ userId: viewer.id, name: 'Vera Viewer' }),
      selection: ['node000001'],
    });

    await waitFor(() => statesOf(vera).some((state) => state.userId === owner.id));
    expect(statesOf(vera).find((state) => state.userId === owner.id)).toEqual(
      presenceOf({ userId: owner.id, name: 'Olive Owner' }),
    );
    await waitFor(() => olive.members().length === 1);
    expect(olive.members()).toEqual([
      {
        ...presenceOf({ userId: viewer.id, name: 'Vera Viewer' }),
        selection: ['node000001'],
        clientId: vera.doc.clientID,
      },
    ]);

    // Changes travel both ways; the stock client's echoes of others' states do not close it.
    olive.update({ currentNodeId: 'node000002', selection: ['node000002'] });
    await waitFor(() => statesOf(vera).some((state) => state.currentNodeId === 'node000002'));
    vera.awareness.setLocalStateField('currentNodeId', 'node000003');
    await waitFor(() => olive.members()[0]?.currentNodeId === 'node000003');
    expect(closes).toEqual([]);
  });

  it('lists one member per connection, never the caller itself', async () => {
    const firstTab = join(owner, 'Olive Owner');
    const secondTab = join(owner, 'Olive Owner');
    const vera = join(viewer, 'Vera Viewer');
    await waitFor(() => vera.members().length === 2 && firstTab.members().length === 2);
    expect(names(vera.members())).toEqual(['Olive Owner', 'Olive Owner']);
    // The first tab sees the second (same user, another connection) but not itself.
    expect(names(firstTab.members())).toEqual(['Olive Owner', 'Vera Viewer']);
    const ownerClients = vera.members().map((member) => member.clientId);
    expect(new Set(ownerClients).size).toBe(2);
    const secondTabClient = firstTab.members().find((member) => member.userId === owner.id)?.clientId;
    expect(secondTab.members().map((member) => member.clientId)).not.toContain(secondTabClient);

    secondTab.destroy();
    await waitFor(() => vera.members().length === 1);
  });

  it('refuses a state naming another user: the connection is closed for good, the others never see it', async () => {
    const olive = join(owner, 'Olive Owner');
    const seen = seenNames(olive);
    const { provider: impostor, closes } = stockClient(viewer);
    impostor.awareness.setLocalState(presenceOf({ userId: owner.id, name: 'Impostor' }));
    await waitFor(() => closes.length > 0);
    expect(closes).toEqual([PRESENCE_REFUSED_CLOSE]);
    expect(impostor.shouldConnect).toBe(false); // a 44xx close: the stock client does not come back

    // A member who joins afterwards is seen: the impostor, who came first, never was.
    const vera = join(viewer, 'Vera Viewer');
    await waitFor(() => seen.has('Vera Viewer'));
    expect(seen.has('Impostor')).toBe(false);
    expect(names(olive.members())).toEqual(['Vera Viewer']);
    vera.destroy();
  });

  it('takes a member whose state turns malformed off the others and closes its connection', async () => {
    const olive = join(owner, 'Olive Owner');
    const { provider: vera, closes } = stockClient(viewer);
    vera.awareness.setLocalState(presenceOf({ userId: viewer.id, name: 'Vera Viewer' }));
    await waitFor(() => olive.members().length === 1);

    const tooMany = Array.from({ length: 1001 }, (_, index) => `n${index}`);
    vera.awareness.setLocalStateField('selection', tooMany);
    await waitFor(() => closes.length > 0);
    expect(closes).toEqual([PRESENCE_REFUSED_CLOSE]);
    await waitFor(() => olive.members().length === 0);

    // An extra field is refused the same way.
    const { provider: extra, closes: extraCloses } = stockClient(viewer);
    extra.awareness.setLocalState({
      ...presenceOf({ userId: viewer.id, name: 'Vera Viewer' }),
      cursor: { x: 1, y: 2 },
    });
    await waitFor(() => extraCloses.length > 0);
    expect(extraCloses).toEqual([PRESENCE_REFUSED_CLOSE]);
  });

  it("does not let one member remove another's presence", async () => {
    const olive = join(owner, 'Olive Owner');
    const watcher = join(viewer, 'Watcher');
    const { provider: vera, closes } = stockClient(viewer);
    vera.awareness.setLocalState(presenceOf({ userId: viewer.id, name: 'Vera Viewer' }));
    await waitFor(() => watcher.members().length === 2 && statesOf(vera).length === 3);
    let oliveWentMissing = false;
    watcher.onChange((members) => {
      if (!members.some((member) => member.userId === owner.id)) oliveWentMissing = true;
    });

    // Vera's client removes Olive with a newer clock, which it sends to the server; then moves on.
    const oliveClient = [...vera.awareness.getStates()].find(([, state]) => state.userId === owner.id)?.[0];
    removeAwarenessStates(vera.awareness, [oliveClient ?? -1], 'test');
    vera.awareness.setLocalStateField('currentNodeId', 'node000009');
    await waitFor(() => watcher.members().some((member) => member.currentNodeId === 'node000009'));
    expect(oliveWentMissing).toBe(false);
    expect(names(watcher.members())).toEqual(['Olive Owner', 'Vera Viewer']);
    expect(olive.members()).toHaveLength(2);
    expect(closes).toEqual([]);
  });

  it("disconnectFromMap closes one user's connections to that map's rooms only", async () => {
    const olive = join(owner, 'Olive Owner');
    const { provider: vera, closes } = stockClient(viewer);
    vera.awareness.setLocalState(presenceOf({ userId: viewer.id, name: 'Vera Viewer' }));
    const { provider: elsewhere, closes: elsewhereCloses } = stockClient(viewer, otherSessionId, otherMapId);
    await waitFor(() => olive.members().length === 1 && elsewhere.synced);

    // Rights revoked, then the connections dropped: the reconnection is refused.
    await t.database.db
      .deleteFrom('mapShares')
      .where('mapId', '=', mapId)
      .where('userId', '=', viewer.id)
      .execute();
    try {
      t.server.collab.disconnectFromMap(viewer.id, mapId);
      await waitFor(() => closes.length > 0 && olive.members().length === 0);
      expect(elsewhereCloses).toEqual([]);
      expect(elsewhere.wsconnected).toBe(true);
      expect(olive.members()).toEqual([]);
    } finally {
      await shareMap(t, mapId, viewer.id, 'view');
    }
    vera.destroy();
  });
});

describe("rooms of the map's live session", () => {
  const upgrade = (room: string, user = owner) => collabUpgradeStatus(t.baseUrl, room, browserOf(user));
  const noSession = { code: 'NOT_FOUND', message: LIVE_MESSAGES.noSession };

  it("refuses a room naming any session but the map's open one, even to the map's owner", async () => {
    const withoutSession = await insertMap(t, owner.id, 'Organs');
    const rooms = [
      `${mapId}-madeup0001`, // no such session
      `${mapId}-${otherSessionId}`, // another map's open session
      `${withoutSession}-${sessionId}`, // a map without a session
    ];
    for (const room of rooms) {
      const refused = await upgrade(room);
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.body)).toEqual(noSession);
    }
    expect((await upgrade(`${mapId}-${sessionId}`)).status).toBe(101);
  });

  it('closes the connections to the room of a session that stops, for good', async () => {
    const map = await insertMap(t, owner.id, 'Skin');
    await shareMap(t, map, viewer.id, 'view');
    const session = await openLiveSession(t, map, owner.id);
    const { provider, closes } = stockClient(viewer, session, map);
    await waitFor(() => provider.synced);

    await t.server.smartRemote.live?.stop(owner.id, map);
    await waitFor(() => closes.length > 0);
    expect(closes).toEqual([SESSION_ENDED_CLOSE]);
    expect(provider.shouldConnect).toBe(false);
  });

  it('refuses a new upgrade to the room of a session that has stopped', async () => {
    const map = await insertMap(t, owner.id, 'Bones');
    await shareMap(t, map, viewer.id, 'view');
    const session = await openLiveSession(t, map, owner.id);
    expect((await upgrade(`${map}-${session}`, viewer)).status).toBe(101);

    // Stopped by its owner (live edit's own stop): the session's row is gone.
    await t.server.smartRemote.live?.stop(owner.id, map);
    const left = await t.database.db.selectFrom('liveSessions').where('mapId', '=', map).select('sessionId');
    expect(await left.execute()).toEqual([]);
    for (const user of [viewer, owner]) {
      const refused = await upgrade(`${map}-${session}`, user);
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.body)).toEqual(noSession);
    }
  });
});

describe('admitRoom', () => {
  let server: Server;
  let collab: Collab;
  let baseUrl: string;
  const asked: [string, string, string][] = [];

  beforeAll(async () => {
    server = createServer();
    collab = attachCollab(server, {
      log: t.server.app.log,
      // The viewer as a plain cookie names them: this server tests the hook, not the session.
      handshake: createHandshake({
        resolveViewer: async (request) => /viewer=(\w+)/.exec(request.headers.cookie ?? '')?.[1] ?? null,
        publicUrl: undefined,
      }),
      mapRights: (userId, map) => requireViewRights(t.database.db, userId, map),
      limits: t.config.collabLimits,
      admitRoom: async (viewerId, map, sessionId) => {
        asked.push([viewerId, map, sessionId]);
        if (sessionId !== 'open-1') throw new AppError('FORBIDDEN', 'Not the live session.');
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await collab?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('is asked after the rights check, and its refusal is the answer', async () => {
    const upgrade = (room: string, user: SignedInUser) =>
      collabUpgradeStatus(baseUrl, room, { cookie: `viewer=${user.id}` });
    expect((await upgrade(`${mapId}-open-1`, viewer)).status).toBe(101);
    const refused = await upgrade(`${mapId}-closed-1`, viewer);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ code: 'FORBIDDEN', message: 'Not the live session.' });
    expect(asked).toEqual([
      [viewer.id, mapId, 'open-1'],
      [viewer.id, mapId, 'closed-1'],
    ]);
    // No rights on the map: refused before the hook is asked.
    const stranger = await signedInUser(t);
    expect((await upgrade(`${mapId}-open-1`, stranger)).status).toBe(404);
    expect(asked).toHaveLength(2);
  });
});
