import { io, type Socket } from 'socket.io-client';
import { hashPassword } from '../../server/auth/passwords';
import { openDatabase } from '../../server/db/database';
import { json } from '../../server/db/json';
import { newId } from '../../src/model/ids';
import { HttpClient } from '../../tests/support/httpClient';
import { type Metric, percentile, round } from '../types';

const FOLLOWERS = 200;
const ACTIONS = 50;

/** The account and map the broadcast runs on: the channel takes only signed-in users with rights on the map. */
export interface BroadcastSeed {
  username: string;
  password: string;
  mapId: string;
}

/** Writes the presenter's account and map into the server's (not yet started) database. */
export async function seedBroadcast(dataDir: string): Promise<BroadcastSeed> {
  const seed = {
    username: 'bench.presenter@example.org',
    password: 'bench presenter password',
    mapId: newId(),
  };
  const database = await openDatabase({ dataDir });
  try {
    const userId = newId();
    await database.db
      .insertInto('users')
      .values({
        id: userId,
        username: seed.username,
        firstName: 'Bench',
        lastName: 'Presenter',
        passwordHash: await hashPassword(seed.password),
        roles: json([]),
      })
      .execute();
    await database.db
      .insertInto('maps')
      .values({
        id: seed.mapId,
        ownerId: userId,
        name: 'Broadcast',
        document: json({ nodes: [], connections: [] }),
        createdBy: userId,
        updatedBy: userId,
      })
      .execute();
  } finally {
    await database.close();
  }
  return seed;
}

/**
 * Time for one presenter's action to reach each of 200 followers of the map over /smartremote (every
 * socket signed in as the map's owner, as a teacher's devices would be).
 */
export async function benchBroadcast(baseUrl: string, seed: BroadcastSeed): Promise<Metric[]> {
  const browser = new HttpClient(baseUrl);
  const signIn = await browser.json('POST', '/a/auth/authenticate', {
    username: seed.username,
    password: seed.password,
    reCaptchaToken: await browser.humanCheckToken(),
  });
  if (signIn.status !== 200) throw new Error(`broadcast: sign-in failed (${signIn.status})`);
  const extraHeaders = { cookie: browser.cookieHeader('/smartremote') };
  const connect = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(baseUrl, {
        path: '/smartremote',
        transports: ['websocket'],
        reconnection: false,
        extraHeaders,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  const presenter = await connect();
  const followers: Socket[] = [];
  for (let index = 0; index < FOLLOWERS; index++) followers.push(await connect());
  const everyone = [presenter, ...followers];

  try {
    // One user in every socket (mapStatus counts them once): each follows once the server acknowledged.
    await Promise.all(
      everyone.map((socket) => socket.timeout(30_000).emitWithAck('map', { mapId: seed.mapId })),
    );

    const latencies: number[] = [];
    for (let sequence = 0; sequence < ACTIONS; sequence++) {
      const sentAt = performance.now();
      const arrivals = followers.map(
        (socket) =>
          new Promise<void>((resolve) => {
            const onAction = (payload: { action: { sequence: number } }) => {
              if (payload.action.sequence !== sequence) return;
              latencies.push(performance.now() - sentAt);
              socket.off('action', onAction);
              resolve();
            };
            socket.on('action', onAction);
          }),
      );
      // A payload the server's schema takes (src/model/presentation/remote.ts): it refuses any other.
      presenter.emit('action', {
        mapId: seed.mapId,
        presentationId: 'bench',
        actionMode: 'primary',
        action: { type: 'next', sequence },
      });
      await Promise.all(arrivals);
    }
    return [
      {
        name: 'smartremote.broadcast200.p50',
        value: round(percentile(latencies, 50)),
        unit: 'ms',
        n: latencies.length,
      },
      {
        name: 'smartremote.broadcast200.p95',
        value: round(percentile(latencies, 95)),
        unit: 'ms',
        n: latencies.length,
      },
    ];
  } finally {
    for (const socket of everyone) socket.disconnect();
  }
}
