import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMap, type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { connected, remoteSocket, request } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Needs a Redis server and a PostgreSQL the two processes share, as a deployment does:
 * `TEST_REDIS_URL=redis://127.0.0.1:6379 TEST_DATABASE_URL=postgres://…` (CI sets both).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const sharedDatabase = process.env.TEST_DATABASE_URL;

describe.skipIf(!redisUrl || !sharedDatabase)(
  'two server processes share one live session through Redis',
  () => {
    let first: TestServer;
    let second: TestServer;
    let presenterUser: SignedInUser;
    let followerUser: SignedInUser;
    let mapId: string;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      const env = { ...TEST_AUTH_ENV, REDIS_URL: redisUrl ?? '' };
      first = await startTestServer(env);
      second = await startTestServer(env, first);
      // Each signs in on the process its socket goes to; the map is shared for viewing.
      presenterUser = await signedInUser(first);
      followerUser = await signedInUser(second);
      mapId = await insertMap(first, presenterUser.id, 'Scale-out');
      await shareMap(first, mapId, followerUser.id, 'view');
    });

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await second?.stop();
      await first?.stop();
    });

    const connect = (server: TestServer, user: SignedInUser) => {
      const socket = remoteSocket(server.baseUrl, {
        cookie: user.browser.cookieHeader('/smartremote'),
        origin: server.baseUrl,
      });
      sockets.push(socket);
      return connected(socket);
    };

    it('relays a presenter action on one port to a follower on the other', async () => {
      expect(first.baseUrl).not.toBe(second.baseUrl);
      const presenter = await connect(first, presenterUser);
      const follower = await connect(second, followerUser);

      const bothJoined = new Promise<void>((resolve) => {
        presenter.on('mapStatus', (status: { mapId: string; userCount: number }) => {
          if (status.mapId === mapId && status.userCount === 2) resolve();
        });
      });
      expect(await request(presenter, 'map', { mapId })).toEqual({ ok: true });
      expect(await request(follower, 'map', { mapId })).toEqual({ ok: true });
      await bothJoined;

      const action = { mapId, presentationId: 'pres1', actionMode: 'primary', action: { type: 'next' } };
      const arrived = new Promise((resolve) => follower.once('action', resolve));
      presenter.emit('action', action);
      expect(await arrived).toEqual(action);
    });
  },
);
