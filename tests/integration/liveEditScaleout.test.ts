import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/model/ids';
import type { InitialActions, LiveOp } from '../../src/model/live/protocol';
import { loadMap } from '../../src/model/map/load';
import { type SignedInUser, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { createNodeAction, mapWithDocument, socketOf } from '../support/live';
import { request } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * One live session served by two server processes sharing PostgreSQL (the operation log sequences the
 * session) and Redis (the rooms): `TEST_REDIS_URL` and `TEST_DATABASE_URL` (CI sets both).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const sharedDatabase = process.env.TEST_DATABASE_URL;

describe.skipIf(!redisUrl || !sharedDatabase)('a live session across two server processes', () => {
  let first: TestServer;
  let second: TestServer;
  let owner: SignedInUser;
  let colleague: SignedInUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const env = { ...TEST_AUTH_ENV, REDIS_URL: redisUrl ?? '' };
    first = await startTestServer(env);
    second = await startTestServer(env, first);
    owner = await signedInUser(first, { firstName: 'Olive', lastName: 'Owner' });
    colleague = await signedInUser(second, { firstName: 'Carl', lastName: 'Colleague' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second?.stop();
    await first?.stop();
  });

  const connect = socketOf(sockets);
  const heard = (socket: Socket) => {
    const ops: LiveOp[] = [];
    socket.on('edit', (message: { ops: LiveOp[] }) => ops.push(...message.ops));
    return ops;
  };
  /**
   * Sends `count` new nodes, each once the previous one is acknowledged and on the last revision the
   * socket heard, as the app's client does; answers the revisions given.
   */
  const sendNodes = async (
    socket: Socket,
    heardOps: LiveOp[],
    mapId: string,
    prefix: string,
    count: number,
  ) => {
    const revs: number[] = [];
    for (let index = 0; index < count; index++) {
      const answer = (await request(socket, 'edit', {
        mapId,
        opId: newId(),
        baseRev: Math.max(0, ...heardOps.map((op) => op.rev)),
        action: createNodeAction(`${prefix} ${index}`),
      })) as unknown as { ok: boolean; rev: number };
      expect(answer).toMatchObject({ ok: true });
      revs.push(answer.rev);
    }
    return revs;
  };

  it('puts the edits of members on either process in one order, which every member hears', async () => {
    const mapId = await mapWithDocument(first, owner.id, 'Across', [[colleague, 'view']]);
    const onFirst = await connect(first, owner);
    const onSecond = await connect(second, colleague);
    expect(await request(onFirst, 'start', { mapId })).toMatchObject({ ok: true });
    expect(await request(onFirst, 'join', { mapId })).toMatchObject({ ok: true });
    expect(await request(onSecond, 'join', { mapId })).toMatchObject({ ok: true });
    const given = new Promise((resolve) => onSecond.once('give', resolve));
    expect(await request(onFirst, 'give', { mapId, userId: colleague.id })).toEqual({ ok: true });
    await given;
    const firstHeard = heard(onFirst);
    const secondHeard = heard(onSecond);

    const [ownerRevs, colleagueRevs] = await Promise.all([
      sendNodes(onFirst, firstHeard, mapId, 'first', 40),
      sendNodes(onSecond, secondHeard, mapId, 'second', 40),
    ]);
    // Every revision given once, over both processes.
    expect([...ownerRevs, ...colleagueRevs].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 80 }, (_, index) => index + 1),
    );
    const byRev = (ops: LiveOp[]) =>
      [...ops].sort((a, b) => a.rev - b.rev).map((op) => `${op.rev}:${op.opId}`);
    await expect.poll(() => firstHeard.length, { timeout: 20_000 }).toBe(80);
    await expect.poll(() => secondHeard.length, { timeout: 20_000 }).toBe(80);
    expect(byRev(firstHeard)).toEqual(byRev(secondHeard));

    // A checkpoint on the second process saves an edit only the first has sequenced.
    await sendNodes(onFirst, firstHeard, mapId, 'last', 1);
    await expect.poll(() => secondHeard.length, { timeout: 20_000 }).toBe(81);
    expect(await request(onSecond, 'checkpoint', { mapId })).toMatchObject({ ok: true, version: 2 });
    const saved = await first.database.db
      .selectFrom('maps')
      .select('document')
      .where('id', '=', mapId)
      .executeTakeFirstOrThrow();
    expect(loadMap(saved.document).nodes.map((node) => node.title)).toContain('last 0');

    // Each process's copy of the document holds all of it.
    for (const socket of [onFirst, onSecond]) {
      const state = (await request(socket, 'requestInitialActions', { mapId })) as unknown as InitialActions;
      expect(state.baseRev).toBe(81);
      expect(loadMap(state.document).nodes).toHaveLength(81);
    }
  });
});
