/**
 * Issue 20, the realtime doors: both channels take only a signed-in viewer from the server's own origin,
 * rooms only those with rights on their map, and /collab holds no memory for refused or departed clients.
 */

import { docs as heldDocuments } from '@y/websocket-server/utils';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { insertMap, type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { openLiveSession } from '../support/live';
import {
  collabProvider,
  collabUpgradeStatus,
  connected,
  refusal,
  remoteSocket,
  request,
  type UpgradeHeaders,
  waitFor,
} from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

const NOT_SIGNED_IN = 'Unauthenticated Access. Please login again.';
const LIMITS = { COLLAB_MAX_ROOMS: '3', COLLAB_MAX_ROOM_CLIENTS: '2', COLLAB_MAX_ROOM_BYTES: '65536' };

let t: TestServer;
let owner: SignedInUser;
let viewer: SignedInUser;
let stranger: SignedInUser;
/** The owner's private map, shared with `viewer` for viewing only. */
let mapId: string;
const sockets: Socket[] = [];
const providers: { destroy(): void }[] = [];

beforeAll(async () => {
  t = await startTestServer({ ...TEST_AUTH_ENV, ...LIMITS });
  owner = await signedInUser(t, { firstName: 'Olive', lastName: 'Owner' });
  viewer = await signedInUser(t, { firstName: 'Vera', lastName: 'Viewer' });
  stranger = await signedInUser(t, { firstName: 'Sam', lastName: 'Stranger' });
  mapId = await insertMap(t, owner.id, 'Private cells');
  await shareMap(t, mapId, viewer.id, 'view');
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const provider of providers.splice(0)) provider.destroy();
});

afterAll(() => t?.stop());

/** What the user's browser sends on an upgrade from the app's own page. */
const browserOf = (user: SignedInUser): UpgradeHeaders => ({
  cookie: user.browser.cookieHeader('/smartremote'),
  origin: t.baseUrl,
});

/** The user's access token with another user's claims: a cookie nobody signed. */
function forgedCookie(): string {
  const token = (user: SignedInUser) => user.browser.cookies.get('sm_access')?.value ?? '';
  const [header, , signature] = token(stranger).split('.');
  const [, ownerClaims] = token(owner).split('.');
  return `sm_access=${header}.${ownerClaims}.${signature}`;
}

/** A user signed in and then signed out: their access cookie is still well signed, its session is over. */
async function signedOutCookie(): Promise<string> {
  const user = await signedInUser(t);
  const cookie = user.browser.cookieHeader('/smartremote');
  expect((await user.browser.request('POST', '/a/users/logout')).status).toBe(200);
  return cookie;
}

function socketOf(headers: UpgradeHeaders): Socket {
  const socket = remoteSocket(t.baseUrl, headers);
  sockets.push(socket);
  return socket;
}

/** A connected socket of the user that follows the map. */
async function follower(user: SignedInUser): Promise<Socket> {
  const socket = await connected(socketOf(browserOf(user)));
  expect(await request(socket, 'map', { mapId })).toEqual({ ok: true });
  return socket;
}

/** Everything the socket receives of these events. */
function heard(socket: Socket, events = ['action', 'replayStatus', 'statusRequest', 'mapStatus']) {
  const received: { event: string; payload: unknown }[] = [];
  for (const event of events) socket.on(event, (payload: unknown) => received.push({ event, payload }));
  return received;
}

/**
 * A round trip on the socket: the server answers after anything it sent the socket before, so what the
 * socket heard until then is all that reached it.
 */
async function settled(socket: Socket): Promise<void> {
  await request(socket, 'statusRequest', { mapId: 'roundtrip' });
}

describe('/smartremote', () => {
  it('refuses a socket without a session, with a forged cookie or a signed-out session: UNAUTHENTICATED', async () => {
    const cookies = [undefined, forgedCookie(), 'sm_access=not-a-token', await signedOutCookie()];
    for (const cookie of cookies) {
      expect(await refusal(socketOf({ cookie, origin: t.baseUrl }))).toEqual({
        message: NOT_SIGNED_IN,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('refuses another site, even with a valid session cookie', async () => {
    for (const origin of ['https://evil.example', 'null', `${t.baseUrl}.evil.example`]) {
      const answer = await refusal(socketOf({ cookie: browserOf(owner).cookie, origin }));
      expect(answer).toEqual({ code: 'FORBIDDEN', message: 'Connections from other sites are not allowed.' });
    }
  });

  it('keeps a signed-in stranger out of a private map, as GraphQL does, and out of earshot', async () => {
    const lookup = await stranger.gql('query($id: ID!) { map(mapId: $id) { id } }', { id: mapId });
    expect(lookup.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    const intruder = await connected(socketOf(browserOf(stranger)));
    const overheard = heard(intruder);
    expect(await request(intruder, 'map', { mapId })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: 'Map not found.',
    });

    const presenter = await follower(owner);
    const audience = await follower(viewer);
    const arrived = new Promise((resolve) => audience.once('action', resolve));
    const action = { mapId, presentationId: 'pres1', actionMode: 'primary', action: { type: 'next' } };
    expect(await request(presenter, 'action', action)).toEqual({ ok: true });
    expect(await arrived).toEqual(action);
    await settled(intruder);
    expect(overheard).toEqual([]);
  });

  it("lets a viewer follow a map but not drive it: actions and replay status are the presenter's", async () => {
    const presenter = await follower(owner);
    const audience = await follower(viewer);
    const presenterHeard = heard(presenter, ['action', 'replayStatus']);

    const notPresenter = {
      ok: false,
      code: 'FORBIDDEN',
      message: 'Only the presenter can drive this presentation.',
    };
    expect(await request(audience, 'action', { mapId, action: { type: 'deleteNode' } })).toEqual(
      notPresenter,
    );
    const replay = { mapId, presentationId: 'pres1', status: 'PLAYING', timestamp: 1, replayIndex: 0 };
    expect(await request(audience, 'replayStatus', replay)).toEqual(notPresenter);
    await settled(presenter);
    expect(presenterHeard).toEqual([]);

    // The owner's replay status reaches the viewer.
    const arrived = new Promise((resolve) => audience.once('replayStatus', resolve));
    expect(await request(presenter, 'replayStatus', replay)).toEqual({ ok: true });
    expect(await arrived).toEqual(replay);
  });

  it('takes room messages only from sockets in the room', async () => {
    const presenter = await follower(owner);
    const presenterHeard = heard(presenter, ['action', 'statusRequest']);
    // Signed in with rights, but not following the map: nothing it sends enters the room.
    const outsider = await connected(socketOf(browserOf(viewer)));
    const notFollowing = { ok: false, code: 'FORBIDDEN', message: 'Follow the map first.' };
    expect(await request(outsider, 'statusRequest', { mapId })).toEqual(notFollowing);
    expect(await request(outsider, 'action', { mapId, action: {} })).toEqual(notFollowing);
    await settled(presenter);
    expect(presenterHeard).toEqual([]);

    // Once it follows, its status request reaches the presenter.
    expect(await request(outsider, 'map', { mapId })).toEqual({ ok: true });
    const asked = new Promise((resolve) => presenter.once('statusRequest', resolve));
    expect(await request(outsider, 'statusRequest', { mapId })).toEqual({ ok: true });
    expect(await asked).toEqual({ mapId });
  });
});

describe('/collab', () => {
  /** The room of the map's open live session: the only one of the map that opens (presence.test.ts). */
  let sessionRoom: string;
  const room = () => sessionRoom;

  /** A room that opens: a new map of the owner, shared with `viewer`, with its live session. */
  async function newRoom(name: string): Promise<string> {
    const map = await insertMap(t, owner.id, name);
    await shareMap(t, map, viewer.id, 'view');
    return `${map}-${await openLiveSession(t, map, owner.id)}`;
  }

  beforeAll(async () => {
    sessionRoom = `${mapId}-${await openLiveSession(t, mapId, owner.id)}`;
  });

  it('refuses an upgrade without a session, with a forged cookie or from another site, before the handshake', async () => {
    const cases: [UpgradeHeaders, number, string][] = [
      [{ origin: t.baseUrl }, 401, 'UNAUTHENTICATED'],
      [{ cookie: forgedCookie(), origin: t.baseUrl }, 401, 'UNAUTHENTICATED'],
      [{ cookie: await signedOutCookie(), origin: t.baseUrl }, 401, 'UNAUTHENTICATED'],
      [{ ...browserOf(owner), origin: 'https://evil.example' }, 403, 'FORBIDDEN'],
    ];
    for (const [headers, status, code] of cases) {
      const answer = await collabUpgradeStatus(t.baseUrl, room(), headers);
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toMatchObject({ code });
    }
    expect((await collabUpgradeStatus(t.baseUrl, room(), browserOf(owner))).status).toBe(101);
  });

  it("needs view rights on the room's map: a stranger is answered as for a missing map", async () => {
    const refused = await collabUpgradeStatus(t.baseUrl, room(), browserOf(stranger));
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toEqual({ code: 'NOT_FOUND', message: 'Map not found.' });
    expect((await collabUpgradeStatus(t.baseUrl, 'nosuchmap0-live1', browserOf(owner))).status).toBe(404);

    const ownerDoc = new Y.Doc();
    const viewerDoc = new Y.Doc();
    const a = collabProvider(t.baseUrl, room(), ownerDoc, browserOf(owner));
    const b = collabProvider(t.baseUrl, room(), viewerDoc, browserOf(viewer));
    providers.push(a, b);
    ownerDoc.getMap('presence').set('node', 'n1');
    await waitFor(() => viewerDoc.getMap('presence').get('node') === 'n1');
  });

  it('holds no rooms after many refused attempts, within its room and client limits, and after clients leave', async () => {
    await waitFor(() => t.server.collab.roomCount === 0); // the last test's clients have gone
    const attempts = Array.from({ length: 40 }, (_, index) =>
      collabUpgradeStatus(t.baseUrl, `${mapId}-anon${index}`, { origin: t.baseUrl }),
    );
    expect(new Set((await Promise.all(attempts)).map((answer) => answer.status))).toEqual(new Set([401]));
    expect(t.server.collab.roomCount).toBe(0);

    // Three rooms of two clients each: the limits of this server (LIMITS). A map has one room (its live
    // session's), so the rooms are those of four maps, each one admitted but for the limits.
    const rooms = await Promise.all(['Room 1', 'Room 2', 'Room 3', 'Room 4'].map(newRoom));
    const [r1, r2, r3, r4] = rooms as [string, string, string, string];
    const open = (name: string, user: SignedInUser) => {
      const provider = collabProvider(t.baseUrl, name, new Y.Doc(), browserOf(user));
      providers.push(provider);
      return provider;
    };
    const clients = [r1, r2, r3].flatMap((name) => [open(name, owner), open(name, viewer)]);
    await waitFor(() => clients.every((client) => client.synced));
    expect(t.server.collab.roomCount).toBe(3);
    expect((await collabUpgradeStatus(t.baseUrl, r4, browserOf(owner))).status).toBe(503);
    expect((await collabUpgradeStatus(t.baseUrl, r1, browserOf(owner))).status).toBe(503);

    for (const client of clients) client.destroy();
    await waitFor(() => t.server.collab.roomCount === 0);
  });

  it('closes a room whose document outgrows its limit and frees it', async () => {
    const writerDoc = new Y.Doc();
    const writer = collabProvider(t.baseUrl, room(), writerDoc, browserOf(owner));
    const watcher = collabProvider(t.baseUrl, room(), new Y.Doc(), browserOf(viewer));
    providers.push(writer, watcher);
    await waitFor(() => writer.synced && watcher.synced);
    expect(heldDocuments.has(room())).toBe(true); // y-websocket's own table of documents in memory
    // Stop each client at its first disconnection, so a reconnection cannot bring the content back.
    const closed = new Set<string>();
    for (const [name, provider] of [
      ['writer', writer],
      ['watcher', watcher],
    ] as const) {
      provider.on('status', ({ status }: { status: string }) => {
        if (status !== 'disconnected') return;
        closed.add(name);
        provider.disconnect();
      });
    }

    // 30 KB at a time, each message under the limit, until the document is over 64 KiB.
    for (let chunk = 0; chunk < 3; chunk++) writerDoc.getText('notes').insert(0, 'x'.repeat(30_000));
    await waitFor(() => closed.size === 2);
    await waitFor(() => t.server.collab.roomCount === 0);
    expect(heldDocuments.has(room())).toBe(false);

    // The room opens again empty.
    const freshDoc = new Y.Doc();
    const fresh = collabProvider(t.baseUrl, room(), freshDoc, browserOf(owner));
    providers.push(fresh);
    await waitFor(() => fresh.synced);
    expect(freshDoc.getText('notes').length).toBe(0);
  });
});
