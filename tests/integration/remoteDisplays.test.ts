/**
 * Remote displays (issue 25), over the real server and socket.io clients: only the presenter of a map's
 * presentation (facilitator, edit or admin on the map) drives its room; the room hears the payload as the
 * server read it (the status in upper case, with its presentation id); viewers are refused, and so is
 * every malformed payload, before anything reaches the room.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_ACTION_MAX_CHARS } from '../../src/model/presentation/remote';
import { insertMap, type MapRoleUsers, type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { liveSuite, socketOf } from '../support/live';
import { request, waitFor } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

const presentationId = 'pres000001';
const ONLY_THE_PRESENTER = {
  ok: false,
  code: 'FORBIDDEN',
  message: 'Only the presenter can drive this presentation.',
};
const DRIVING_EVENTS = ['action', 'replayStatus'];

/** Everything the socket receives of these events, in order. */
function heard(socket: Socket, events: string[]) {
  const received: { event: string; payload: unknown }[] = [];
  for (const event of events) socket.on(event, (payload: unknown) => received.push({ event, payload }));
  return received;
}

/** A round trip on the socket: what the server sent it before answering has arrived. */
async function settled(socket: Socket): Promise<void> {
  await request(socket, 'statusRequest', { mapId: 'roundtrip' });
}

const replayStatusOf = (mapId: string, status = 'playing') => ({
  mapId,
  presentationId,
  status,
  timestamp: 12_500,
  replayIndex: 3,
});
const actionOf = (mapId: string) => ({
  mapId,
  presentationId,
  actionMode: 'primary',
  action: { type: 'showNodes', nodeIds: ['n1', 'n2'] },
});

describe('remote displays on one server', () => {
  const suite = liveSuite();
  let t: TestServer;
  let users: MapRoleUsers;
  let facilitator: SignedInUser;
  beforeAll(async () => {
    ({ t, users } = suite);
    facilitator = await signedInUser(t, { firstName: 'Fay', lastName: 'Facilitator' });
  });

  /** A map of the owner's shared with the editor, the viewer and the facilitator, and sockets following it. */
  async function room(...members: SignedInUser[]) {
    const mapId = await suite.sharedMap('Presented');
    await shareMap(t, mapId, facilitator.id, 'facilitator');
    const sockets: Socket[] = [];
    for (const user of members) {
      const socket = await suite.connect(user);
      expect(await request(socket, 'map', { mapId })).toEqual({ ok: true });
      sockets.push(socket);
    }
    return { mapId, sockets };
  }

  it("relays the owner's replay status and action to a viewer, read: the status upper case, unknown fields dropped", async () => {
    const { mapId, sockets } = await room(users.owner, users.viewer);
    const [presenter, viewer] = sockets as [Socket, Socket];
    const viewerHeard = heard(viewer, DRIVING_EVENTS);
    const presenterHeard = heard(presenter, DRIVING_EVENTS);

    const sent = { ...replayStatusOf(mapId), note: 'not relayed' };
    expect(await request(presenter, 'replayStatus', sent)).toEqual({ ok: true });
    expect(await request(presenter, 'action', actionOf(mapId))).toEqual({ ok: true });
    await waitFor(() => viewerHeard.length === 2);
    expect(viewerHeard).toEqual([
      { event: 'replayStatus', payload: { ...replayStatusOf(mapId), status: 'PLAYING' } },
      { event: 'action', payload: actionOf(mapId) },
    ]);
    await settled(presenter);
    expect(presenterHeard).toEqual([]);
  });

  it("refuses a viewer's replay status and action FORBIDDEN; the presenter hears nothing", async () => {
    const { mapId, sockets } = await room(users.owner, users.viewer);
    const [presenter, viewer] = sockets as [Socket, Socket];
    const presenterHeard = heard(presenter, DRIVING_EVENTS);

    expect(await request(viewer, 'replayStatus', replayStatusOf(mapId))).toEqual(ONLY_THE_PRESENTER);
    expect(await request(viewer, 'action', actionOf(mapId))).toEqual(ONLY_THE_PRESENTER);
    // Even a malformed one: a viewer learns nothing of the payloads the room would take.
    expect(await request(viewer, 'action', { mapId })).toEqual(ONLY_THE_PRESENTER);
    await settled(presenter);
    expect(presenterHeard).toEqual([]);
  });

  it('lets a facilitator, who cannot edit the map, drive it; and an editor', async () => {
    const { mapId, sockets } = await room(facilitator, users.editor, users.viewer);
    const [facilitatorSocket, editorSocket, viewer] = sockets as [Socket, Socket, Socket];
    const viewerHeard = heard(viewer, DRIVING_EVENTS);

    expect(await request(facilitatorSocket, 'replayStatus', replayStatusOf(mapId, 'Paused'))).toEqual({
      ok: true,
    });
    expect(await request(editorSocket, 'action', actionOf(mapId))).toEqual({ ok: true });
    await waitFor(() => viewerHeard.length === 2);
    expect(viewerHeard[0]?.payload).toMatchObject({ status: 'PAUSED', presentationId });
    expect(viewerHeard[1]?.payload).toEqual(actionOf(mapId));
  });

  it('reads the rights again on each join: a viewer made facilitator drives once they join again', async () => {
    const { mapId, sockets } = await room(users.owner, users.viewer);
    const [presenter, viewer] = sockets as [Socket, Socket];
    expect(await request(viewer, 'replayStatus', replayStatusOf(mapId))).toEqual(ONLY_THE_PRESENTER);
    await t.database.db
      .updateTable('mapShares')
      .set({ accessRight: 'facilitator' })
      .where('mapId', '=', mapId)
      .where('userId', '=', users.viewer.id)
      .execute();
    expect(await request(viewer, 'map', { mapId })).toEqual({ ok: true });
    const arrived = new Promise((resolve) => presenter.once('replayStatus', resolve));
    expect(await request(viewer, 'replayStatus', replayStatusOf(mapId, 'stopped'))).toEqual({ ok: true });
    expect(await arrived).toMatchObject({ status: 'STOPPED' });
  });

  it('refuses malformed payloads BAD_USER_INPUT and relays none of them', async () => {
    const { mapId, sockets } = await room(users.owner, users.viewer);
    const [presenter, viewer] = sockets as [Socket, Socket];
    const viewerHeard = heard(viewer, [...DRIVING_EVENTS, 'statusRequest']);
    const replay = replayStatusOf(mapId);
    const action = actionOf(mapId);
    const badReplay = [
      { ...replay, status: 'play' },
      { ...replay, timestamp: -5 },
      { ...replay, timestamp: '100' },
      { ...replay, replayIndex: 1.5 },
      { ...replay, presentationId: undefined },
    ];
    const badAction = [
      { ...action, actionMode: 'everyone' },
      { ...action, action: 'next' },
      { ...action, action: { nodeIds: ['n1'] } },
      { ...action, action: { type: 'showNodes', nodeIds: ['n'.repeat(REMOTE_ACTION_MAX_CHARS)] } },
    ];
    for (const payload of badReplay) {
      expect(await request(presenter, 'replayStatus', payload)).toMatchObject({
        ok: false,
        code: 'BAD_USER_INPUT',
        message: expect.stringContaining('A replay status needs'),
      });
    }
    for (const payload of badAction) {
      expect(await request(presenter, 'action', payload)).toMatchObject({
        ok: false,
        code: 'BAD_USER_INPUT',
        message: expect.stringContaining('A presentation action needs'),
      });
    }
    expect(await request(presenter, 'statusRequest', { mapId, presentationId: 7 })).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
    });
    expect(await request(presenter, 'action', { ...action, mapId: undefined })).toEqual({
      ok: false,
      code: 'BAD_USER_INPUT',
      message: 'A map id is needed.',
    });
    await settled(viewer);
    expect(viewerHeard).toEqual([]);
  });

  it("passes a late joiner's status request to the presenter, whose answer reaches the joiner", async () => {
    const { mapId, sockets } = await room(users.owner);
    const [presenter] = sockets as [Socket];
    const lateJoiner = await suite.connect(users.viewer);
    expect(await request(lateJoiner, 'map', { mapId })).toEqual({ ok: true });

    const asked = new Promise((resolve) => presenter.once('statusRequest', resolve));
    expect(await request(lateJoiner, 'statusRequest', { mapId, presentationId, extra: 1 })).toEqual({
      ok: true,
    });
    expect(await asked).toEqual({ mapId, presentationId });

    const answered = new Promise((resolve) => lateJoiner.once('replayStatus', resolve));
    expect(await request(presenter, 'replayStatus', replayStatusOf(mapId, 'PLAYING'))).toEqual({ ok: true });
    expect(await answered).toEqual({ ...replayStatusOf(mapId), status: 'PLAYING' });
  });
});

/** Needs Redis and a shared PostgreSQL, as tests/integration/scaleout.test.ts. */
const redisUrl = process.env.TEST_REDIS_URL;
const sharedDatabase = process.env.TEST_DATABASE_URL;

describe.skipIf(!redisUrl || !sharedDatabase)('remote displays on two processes', () => {
  let first: TestServer;
  let second: TestServer;
  let owner: SignedInUser;
  let viewer: SignedInUser;
  const sockets: Socket[] = [];
  const connect = socketOf(sockets);

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

  it("relays the presenter's read status to a viewer on the other process, and refuses the viewer there", async () => {
    const mapId = await insertMap(first, owner.id, 'Presented twice');
    await shareMap(first, mapId, viewer.id, 'view');
    const presenter = await connect(first, owner);
    const follower = await connect(second, viewer);
    expect(await request(presenter, 'map', { mapId })).toEqual({ ok: true });
    expect(await request(follower, 'map', { mapId })).toEqual({ ok: true });
    const presenterHeard = heard(presenter, DRIVING_EVENTS);

    expect(await request(follower, 'replayStatus', replayStatusOf(mapId))).toEqual(ONLY_THE_PRESENTER);
    const arrived = new Promise((resolve) => follower.once('replayStatus', resolve));
    expect(await request(presenter, 'replayStatus', replayStatusOf(mapId, 'paused'))).toEqual({ ok: true });
    expect(await arrived).toEqual({ ...replayStatusOf(mapId), status: 'PAUSED' });
    expect(presenterHeard).toEqual([]);
  });
});
