import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { insertMap, type SignedInUser, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { openLiveSession } from '../support/live';
import { collabProvider, remoteSocket, request, waitFor } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let user: SignedInUser;
let cookie: string;
/** Maps of the presenter, by the names these tests use. */
const maps: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  user = await signedInUser(t);
  cookie = user.browser.cookieHeader('/smartremote');
  for (const name of ['A', 'B', 'C', 'D'] as const) maps[name] = await insertMap(t, user.id, name);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.stop();
});

/** A socket of the signed-in user (the channel refuses anyone else: realtimeAuth.test.ts). */
function connect(transports: ('websocket' | 'polling')[] = ['websocket']): Socket {
  const socket = remoteSocket(t.baseUrl, { cookie }, transports);
  sockets.push(socket);
  return socket;
}

const once = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

describe('socket.io at /smartremote', () => {
  it('relays a presenter action to the other followers of the map, not back to the sender', async () => {
    const presenter = connect();
    const follower = connect();
    const elsewhere = connect();
    await Promise.all([once(presenter, 'connect'), once(follower, 'connect'), once(elsewhere, 'connect')]);

    // One user in three tabs: the acknowledgements say each follows (the count says one user).
    for (const [socket, mapId] of [
      [presenter, maps.A],
      [follower, maps.A],
      [elsewhere, maps.B],
    ] as const)
      expect(await request(socket, 'map', { mapId })).toEqual({ ok: true });

    const received: unknown[] = [];
    elsewhere.on('action', (payload) => received.push(payload));
    presenter.on('action', (payload) => received.push(payload));
    const action = {
      mapId: maps.A,
      presentationId: 'pres1',
      actionMode: 'primary',
      action: { type: 'selectNode', nodeId: 'n1' },
    };
    const arrived = once(follower, 'action');
    presenter.emit('action', action);
    expect(await arrived).toEqual(action);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
  });

  it('ignores an action for a map the socket does not follow', async () => {
    const intruder = connect();
    const follower = connect();
    await Promise.all([once(intruder, 'connect'), once(follower, 'connect')]);
    const status = once(follower, 'mapStatus');
    follower.emit('map', { mapId: maps.C });
    await status;
    const received: unknown[] = [];
    follower.on('action', (payload) => received.push(payload));
    intruder.emit('action', { mapId: maps.C, action: { type: 'deleteNode' } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toEqual([]);
  });

  it('ignores malformed payloads and stays up', async () => {
    const rogue = connect();
    await once(rogue, 'connect');
    for (const payload of [null, undefined, 42, maps.A, { mapId: 7 }, { mapId: 'x'.repeat(500) }]) {
      rogue.emit('map', payload);
      rogue.emit('action', payload);
      rogue.emit('statusRequest', payload);
      rogue.emit('replayStatus', payload);
    }
    const probe = connect();
    await once(probe, 'connect');
    const status = once<{ mapId: string; userCount: number }>(probe, 'mapStatus');
    probe.emit('map', { mapId: maps.D });
    expect(await status).toEqual({ mapId: maps.D, userCount: 1 });
    expect((await fetch(`${t.baseUrl}/a/health`)).status).toBe(200);
  });

  it('refuses the polling transport (websocket only)', async () => {
    const polling = connect(['polling']);
    const error = await once<Error>(polling, 'connect_error');
    expect(error).toBeInstanceOf(Error);
    expect(polling.connected).toBe(false);
  });
});

describe('y-websocket at /collab', () => {
  it('shares one document between two clients in a room', async () => {
    const docA = new Y.Doc();
    const docB = new Y.Doc();
    // A presence room is the map's open live session's (presence.test.ts).
    const room = `${maps.A}-${await openLiveSession(t, maps.A, user.id)}`;
    const a = collabProvider(t.baseUrl, room, docA, { cookie });
    const b = collabProvider(t.baseUrl, room, docB, { cookie });
    try {
      await waitFor(() => a.synced && b.synced);
      docA.getMap('nodes').set('n1', 'Photosynthesis');
      await waitFor(() => docB.getMap('nodes').get('n1') === 'Photosynthesis');

      // Presence travels too (awareness): a state naming the connection's own user (presence.test.ts).
      const presence = {
        userId: user.id,
        name: 'Ada',
        initials: 'A',
        colour: '#2b6cb0',
        currentNodeId: 'n1',
        selection: [],
      };
      a.awareness.setLocalState(presence);
      await waitFor(() => [...b.awareness.getStates().values()].some((state) => state.name === 'Ada'));
    } finally {
      a.destroy();
      b.destroy();
    }
  });

  it('refuses a connection without a valid room name', async () => {
    const ws = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/collab/bad room!`);
    const status = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('error', () => resolve(-1));
    });
    expect(status).toBe(400);
  });

  it('closes upgrades on unknown paths', async () => {
    const ws = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/elsewhere`);
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('error'));
    });
    expect(outcome).toBe('error');
  });
});
