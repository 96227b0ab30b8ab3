import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { newNodeAt } from '../../src/model/commands/entities';
import { newId } from '../../src/model/ids';
import { LIVE_MESSAGES } from '../../src/model/live/messages';
import type { InitialActions, LiveOp } from '../../src/model/live/protocol';
import { loadMap } from '../../src/model/map/load';
import { insertMap, type MapRoleUsers, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { createNodeAction, liveSessionOn, liveSuite } from '../support/live';
import { connected, remoteSocket, request } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

/** Live edit over the real server and database (issue 24): rights, ordering, durability. */
describe('live edit', () => {
  const suite = liveSuite();
  let t: TestServer;
  let users: MapRoleUsers;
  beforeAll(() => {
    ({ t, users } = suite);
  });
  const { connect } = suite;
  const sharedMap = (name = 'Live') => suite.sharedMap(name);
  const createNode = createNodeAction;
  /** Asks for what a member missed: the document and revision as the server holds them. */
  const initialActions = async (
    socket: Socket,
    payload: Record<string, unknown>,
    event = 'requestInitialActions',
  ) => (await request(socket, event, payload)) as unknown as InitialActions & { ok: boolean };
  const edit = (socket: Socket, mapId: string, action: unknown, baseRev = 0, extra = {}) =>
    request(socket, 'edit', { mapId, opId: newId(), baseRev, action, ...extra });
  /** The next `count` ops the socket hears. */
  const nextOps = (socket: Socket, count: number) =>
    new Promise<LiveOp[]>((resolve) => {
      const ops: LiveOp[] = [];
      const listener = (message: { ops: LiveOp[] }) => {
        ops.push(...message.ops);
        if (ops.length < count) return;
        socket.off('edit', listener);
        resolve(ops);
      };
      socket.on('edit', listener);
    });
  const titlesOf = (initial: InitialActions) =>
    loadMap(initial.document)
      .nodes.map((node) => node.title)
      .sort();

  it('starts for the owner, is joined by a viewer, and sends an editor’s edits to every member in order', async () => {
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const viewer = await connect(users.viewer);
    const started = (await request(owner, 'start', { mapId })) as { ok: true; session: { ownerId: string } };
    expect(started).toMatchObject({
      ok: true,
      session: { ownerId: users.owner.id, editorIds: [users.owner.id] },
    });
    expect(await request(owner, 'join', { mapId })).toMatchObject({ ok: true, baseRev: 0 });
    const joined = await initialActions(viewer, { mapId }, 'join');
    expect(joined.session.members.map((member) => member.name)).toEqual(['Olive Owner', 'Vera Viewer']);

    const heard = nextOps(viewer, 2);
    expect(await edit(owner, mapId, createNode('First'))).toEqual({ ok: true, rev: 1 });
    expect(await edit(owner, mapId, createNode('Second'), 1)).toEqual({ ok: true, rev: 2 });
    expect((await heard).map((op) => [op.rev, op.actorId])).toEqual([
      [1, users.owner.id],
      [2, users.owner.id],
    ]);
    // Stored before it was acknowledged.
    const logged = await t.database.db.selectFrom('liveOps').select('rev').orderBy('rev').execute();
    expect(logged.map((row) => row.rev)).toEqual([1, 2]);
  });

  it('refuses a viewer’s edit until the owner gives edit, and again once it is rescinded', async () => {
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const viewer = await connect(users.viewer);
    await liveSessionOn(mapId, owner, [viewer]);
    let ownerHeard = 0;
    owner.on('edit', (message: { ops: LiveOp[] }) => {
      ownerHeard += message.ops.length;
    });

    expect(await edit(viewer, mapId, createNode('Mine'))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: LIVE_MESSAGES.notEditing,
    });
    // Only the owner gives edit.
    expect(await request(viewer, 'give', { mapId, userId: users.viewer.id })).toMatchObject({
      ok: false,
      message: LIVE_MESSAGES.ownerOnly,
    });
    const given = new Promise((resolve) => viewer.once('give', resolve));
    expect(await request(owner, 'give', { mapId, userId: users.viewer.id })).toEqual({ ok: true });
    expect(await given).toMatchObject({
      userId: users.viewer.id,
      session: { editorIds: [users.owner.id, users.viewer.id] },
    });
    expect(await edit(viewer, mapId, createNode('Mine'))).toEqual({ ok: true, rev: 1 });

    expect(await request(owner, 'rescind', { mapId, userId: users.viewer.id })).toEqual({ ok: true });
    expect(await edit(viewer, mapId, createNode('Again'), 1)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const after = await initialActions(owner, { mapId });
    expect(titlesOf(after)).toContain('Mine');
    expect(titlesOf(after)).not.toContain('Again');
    expect(after.baseRev).toBe(1);
    expect(ownerHeard).toBe(1);
  });

  it('keeps strangers out, and a member of another map’s session hears nothing of this one', async () => {
    const mapId = await sharedMap();
    const otherMap = await sharedMap('Other');
    const owner = await connect(users.owner);
    const stranger = await connect(users.stranger);
    const elsewhere = await connect(users.editor);
    await liveSessionOn(mapId, owner);
    await request(owner, 'start', { mapId: otherMap });
    expect(await request(elsewhere, 'join', { mapId: otherMap })).toMatchObject({ ok: true });
    expect(await request(stranger, 'join', { mapId })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await request(stranger, 'start', { mapId })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    // Not a member: edits are refused before anything is read.
    expect(await edit(stranger, mapId, createNode('Nope'))).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    // Starting needs share rights: an editor of the map may join but not start.
    expect(await request(elsewhere, 'start', { mapId })).toMatchObject({
      ok: false,
      message: LIVE_MESSAGES.startNeedsShare,
    });
    let leaked = 0;
    elsewhere.on('edit', () => leaked++);
    stranger.on('edit', () => leaked++);
    const ownHeard = nextOps(owner, 1);
    await edit(owner, mapId, createNode('Private'));
    await ownHeard;
    // The other map's session hears its own edit, and that one only.
    const otherHeard = nextOps(elsewhere, 1);
    await request(owner, 'join', { mapId: otherMap });
    await edit(owner, otherMap, createNode('There'));
    expect((await otherHeard)[0]?.action).toMatchObject({ node: { title: 'There' } });
    expect(leaked).toBe(1);
  });

  it('refuses malformed and out-of-order edits, and sends them to nobody', async () => {
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const viewer = await connect(users.viewer);
    await liveSessionOn(mapId, owner, [viewer]);
    let heard = 0;
    viewer.on('edit', (message: { ops: LiveOp[] }) => {
      heard += message.ops.length;
    });
    expect(await edit(owner, mapId, { type: 'createNode', node: { id: 5 } })).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
    });
    expect(await edit(owner, mapId, { type: 'setSelection', nodeIds: [] })).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
    });
    expect(await edit(owner, mapId, createNode('Later'), 7)).toEqual({
      ok: false,
      code: 'BAD_USER_INPUT',
      message: LIVE_MESSAGES.outOfOrder,
    });
    expect(await request(owner, 'edit', { mapId, baseRev: 0, action: createNode('No id') })).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
    });
    // A node id already used: the model's own rule refuses it.
    const node = createNode('Twice');
    expect(await edit(owner, mapId, node)).toEqual({ ok: true, rev: 1 });
    expect(await edit(owner, mapId, node, 1)).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
    await request(owner, 'requestInitialActions', { mapId });
    expect(heard).toBe(1);
  });

  it('slows down a flooding socket on its own: the flood is refused past its rate, another member goes on', async () => {
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const flooder = await connect(users.editor);
    await liveSessionOn(mapId, owner, [flooder]);
    await request(owner, 'give', { mapId, userId: users.editor.id });
    const flood = Array.from({ length: 1_200 }, (_, index) =>
      edit(flooder, mapId, createNode(`flood ${index}`)),
    );
    // The limit is the flooder's own: the owner's edits, sent in the middle of it, are all taken.
    const ownEdits = await Promise.all(
      ['One', 'Two', 'Three'].map((title) => edit(owner, mapId, createNode(title))),
    );
    expect(ownEdits.every((answer) => answer.ok)).toBe(true);
    const answers = await Promise.all(flood);
    const tooFast = answers.filter((answer) => !answer.ok && answer.message === LIVE_MESSAGES.tooFast);
    expect(tooFast.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.ok).length).toBeGreaterThan(0);
  });

  it('applies a resent edit once, and lets a member undo only their own edits', async () => {
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const editor = await connect(users.editor);
    await liveSessionOn(mapId, owner, [editor]);
    await request(owner, 'give', { mapId, userId: users.editor.id });
    const node = createNode('Deleted');
    const opId = newId();
    const payload = { mapId, opId, baseRev: 0, action: node };
    expect(await request(owner, 'edit', payload)).toEqual({ ok: true, rev: 1 });
    expect(await request(owner, 'edit', payload)).toEqual({ ok: true, rev: 1 });

    const deleteId = newId();
    const deletion = { type: 'deleteNodes', nodeIds: [node.node.id] };
    expect(await request(owner, 'edit', { mapId, opId: deleteId, baseRev: 1, action: deletion })).toEqual({
      ok: true,
      rev: 2,
    });
    const [deleted] = await t.database.db
      .selectFrom('liveOps')
      .select('inverse')
      .where('opId', '=', deleteId)
      .execute();
    const restore = deleted?.inverse;
    expect(restore).toMatchObject({ type: 'restoreNodes' });
    // Restoring is only an undo: refused as an edit of its own, and from anyone but the deleter.
    expect(await edit(owner, mapId, restore, 2)).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
    expect(await edit(editor, mapId, restore, 2, { undoes: deleteId })).toMatchObject({
      ok: false,
      message: LIVE_MESSAGES.unknownUndo,
    });
    expect(await edit(owner, mapId, restore, 2, { undoes: deleteId })).toEqual({ ok: true, rev: 3 });
    const now = await initialActions(owner, { mapId });
    expect(titlesOf(now)).toContain('Deleted');
  });

  it('counts a member who joins twice at once on one socket once: one disconnect and they have left', async () => {
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const viewer = await connect(users.viewer);
    await liveSessionOn(mapId, owner);
    // The app may ask twice (its own join, and again on hearing the session start): both at once.
    const answers = await Promise.all([
      request(viewer, 'join', { mapId }),
      request(viewer, 'join', { mapId }),
    ]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
    const left = new Promise((resolve) =>
      owner.on('leave', (payload: { userId: string }) => {
        if (payload.userId === users.viewer.id) resolve(payload);
      }),
    );
    viewer.disconnect();
    await left;
    const now = await initialActions(owner, { mapId });
    expect(now.session.members.map((member) => member.name)).toEqual(['Olive Owner']);
  });

  it('keeps an ended session’s edits and revisions out of the next session on the map', async () => {
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const ended = await liveSessionOn(mapId, owner);
    expect(await edit(owner, mapId, createNode('Before'), 0, { sessionId: ended })).toEqual({
      ok: true,
      rev: 1,
    });
    expect(await request(owner, 'stop', { mapId })).toEqual({ ok: true });
    const next = await liveSessionOn(mapId, owner);

    expect(await edit(owner, mapId, createNode('Late'), 1, { sessionId: ended })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: LIVE_MESSAGES.otherSession,
    });
    // Coming back with the ended session's revision: the new session whole, not its ops after rev 1.
    const back = await initialActions(owner, { mapId, sinceRev: 1, sessionId: ended });
    expect(back.session.sessionId).toBe(next);
    expect(back.baseRev).toBe(0);
    expect(titlesOf(back)).toEqual(['Before']);
  });

  it('catches a reconnecting member up from their revision, and checkpoints and stops with the map saved', async () => {
    const mapId = await sharedMap();
    const owner = await connect(users.owner);
    const follower = await connect(users.viewer);
    await liveSessionOn(mapId, owner);
    await edit(owner, mapId, createNode('One'));
    await edit(owner, mapId, createNode('Two'), 1);
    const caughtUp = await initialActions(follower, { mapId, sinceRev: 1 }, 'join');
    expect(caughtUp).toMatchObject({ ok: true, baseRev: 1 });
    expect(caughtUp.document).toBeUndefined();
    expect(caughtUp.actions.map((op) => op.rev)).toEqual([2]);

    // A viewer of the map outside the session hears of the new version.
    const outside = await connect(users.editor);
    await request(outside, 'map', { mapId });
    const updated = new Promise<{ version: number }>((resolve) => outside.once('mapUpdated', resolve));
    expect(await request(follower, 'checkpoint', { mapId })).toMatchObject({
      ok: false,
      message: LIVE_MESSAGES.notEditing,
    });
    const saved = (await request(owner, 'checkpoint', { mapId })) as { ok: true; version: number };
    expect(saved).toMatchObject({ ok: true, version: 2 });
    expect(await updated).toMatchObject({ version: 2 });
    const stored = await t.database.db
      .selectFrom('maps')
      .select('document')
      .where('id', '=', mapId)
      .executeTakeFirstOrThrow();
    expect(loadMap(stored.document).nodes.map((node) => node.title)).toEqual(
      expect.arrayContaining(['One', 'Two']),
    );

    await edit(owner, mapId, createNode('Three'), 2);
    const stopped = new Promise((resolve) => follower.once('stop', resolve));
    expect(await request(follower, 'stop', { mapId })).toMatchObject({
      ok: false,
      message: LIVE_MESSAGES.ownerOnly,
    });
    expect(await request(owner, 'stop', { mapId })).toEqual({ ok: true });
    await stopped;
    const after = await t.database.db
      .selectFrom('maps')
      .select(['document', 'version'])
      .where('id', '=', mapId)
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(3);
    expect(loadMap(after.document).nodes.map((node) => node.title)).toContain('Three');
    expect(
      await t.database.db.selectFrom('liveSessions').where('mapId', '=', mapId).select('sessionId').execute(),
    ).toEqual([]);
    expect(await request(follower, 'join', { mapId })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('a live session when its server stops', () => {
  // Two server starts on the embedded database: slow on a busy two-core machine.
  it('is resumed by the next server from the log, with every acknowledged edit', async () => {
    const first = await startTestServer(TEST_AUTH_ENV);
    let second: TestServer | undefined;
    const sockets: Socket[] = [];
    try {
      const owner = await signedInUser(first, { firstName: 'Olive', lastName: 'Owner' });
      const mapId = await insertMap(first, owner.id, 'Durable');
      const open = async (server: TestServer) => {
        const socket = remoteSocket(server.baseUrl, {
          cookie: owner.browser.cookieHeader('/smartremote'),
          origin: server.baseUrl,
        });
        sockets.push(socket);
        return connected(socket);
      };
      const before = await open(first);
      await request(before, 'start', { mapId });
      await request(before, 'join', { mapId });
      const titles = ['A', 'B', 'C'];
      for (const [rev, title] of titles.entries()) {
        const node = newNodeAt({ id: newId(), title, levelId: 1, position: { x: 10, y: 10 } });
        const answer = await request(before, 'edit', {
          mapId,
          opId: newId(),
          baseRev: rev,
          action: { type: 'createNode', node },
        });
        expect(answer).toEqual({ ok: true, rev: rev + 1 });
      }
      before.disconnect();
      await first.server.close();

      second = await startTestServer(TEST_AUTH_ENV, first);
      const after = await open(second);
      const resumed = (await request(after, 'join', { mapId })) as unknown as InitialActions;
      expect(resumed.baseRev).toBe(3);
      expect(
        loadMap(resumed.document)
          .nodes.map((node) => node.title)
          .sort(),
      ).toEqual(expect.arrayContaining(titles));
      const next = newNodeAt({ id: newId(), title: 'D', levelId: 1, position: { x: 10, y: 10 } });
      expect(
        await request(after, 'edit', {
          mapId,
          opId: newId(),
          baseRev: 3,
          action: { type: 'createNode', node: next },
        }),
      ).toEqual({ ok: true, rev: 4 });
    } finally {
      for (const socket of sockets) socket.disconnect();
      await second?.stop();
      await first.stop();
    }
  }, 120_000);
});
