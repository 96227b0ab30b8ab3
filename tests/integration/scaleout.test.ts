import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

/** Needs a Redis server: `TEST_REDIS_URL=redis://127.0.0.1:6379` (CI sets it). */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two server processes share one live session through Redis', () => {
  let first: TestServer;
  let second: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    first = await startTestServer({ REDIS_URL: redisUrl ?? '' });
    second = await startTestServer({ REDIS_URL: redisUrl ?? '' });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await first?.stop();
    await second?.stop();
  });

  const connect = (baseUrl: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(baseUrl, { path: '/smartremote', transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  it('relays a presenter action on one port to a follower on the other', async () => {
    expect(first.baseUrl).not.toBe(second.baseUrl);
    const presenter = await connect(first.baseUrl);
    const follower = await connect(second.baseUrl);
    const mapId = `scale-${Date.now()}`;

    const bothJoined = new Promise<void>((resolve) => {
      presenter.on('mapStatus', (status: { mapId: string; userCount: number }) => {
        if (status.mapId === mapId && status.userCount === 2) resolve();
      });
    });
    presenter.emit('map', { mapId });
    follower.emit('map', { mapId });
    await bothJoined;

    const action = { mapId, actionMode: 'primary', action: { type: 'next' } };
    const arrived = new Promise((resolve) => follower.once('action', resolve));
    presenter.emit('action', action);
    expect(await arrived).toEqual(action);
  });
});
