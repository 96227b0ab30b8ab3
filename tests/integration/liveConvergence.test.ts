import { when } from 'mobx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { newNodeAt } from '../../src/model/commands/entities';
import { newId } from '../../src/model/ids';
import type { InitialActions } from '../../src/model/live/protocol';
import { loadMap } from '../../src/model/map/load';
import { newMapDocument } from '../../src/model/map/newMap';
import { storedMapDocument, storedMapNode } from '../../src/model/map/stored';
import type { MapDocument } from '../../src/model/map/types';
import type { LiveEditSession } from '../../src/stores/LiveEditSession';
import { insertMap, type MapRoleUsers, mapRoleUsers, type SignedInUser, shareMap } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { LIVE_WAIT, liveMember } from '../support/liveMember';
import { connected, remoteSocket, request } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Several editors in one live session through the app's own client (LiveEditSession over the real
 * socket, the real server and database): concurrent edits, refusals and a member cut off for a while
 * all end with every member holding the server's document.
 */
describe('live edit converges', () => {
  let t: TestServer;
  let users: MapRoleUsers;
  const open: LiveEditSession[] = [];
  const WAIT = LIVE_WAIT;

  beforeAll(async () => {
    t = await startTestServer(TEST_AUTH_ENV);
    users = await mapRoleUsers(t);
  });
  afterEach(() => {
    for (const live of open.splice(0)) live.dispose();
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** A map of the owner's with five nodes, shared with the editor for editing. */
  async function sharedMap(): Promise<{ mapId: string; nodeIds: string[] }> {
    const mapId = await insertMap(t, users.owner.id, 'Together');
    const nodes = ['n1', 'n2', 'n3', 'n4', 'n5'].map((title, index) =>
      newNodeAt({ id: newId(), title, levelId: 1, position: { x: 200 * index, y: 100 } }),
    );
    const document = {
      ...storedMapDocument(newMapDocument({ id: mapId, name: 'Together' })),
      nodes: nodes.map(storedMapNode),
    };
    await t.database.db
      .updateTable('maps')
      .set({ document: json(document) })
      .where('id', '=', mapId)
      .execute();
    await shareMap(t, mapId, users.editor.id, 'edit');
    return { mapId, nodeIds: nodes.map((node) => node.id) };
  }

  const member = (user: SignedInUser, mapId: string) => liveMember(t, user, mapId, open);

  /** The owner starts the session, the editor joins and is given edit. */
  async function ownerAndEditor(mapId: string) {
    const owner = await member(users.owner, mapId);
    await owner.live.start();
    const editor = await member(users.editor, mapId);
    await when(() => editor.live.status === 'live', WAIT);
    await owner.live.give(users.editor.id);
    await when(() => editor.editor.canEdit, WAIT);
    return { owner, editor };
  }

  /** The user's connection drops (its transport closed under it); socket.io connects again by itself. */
  async function cutOff(userId: string, { live }: { live: LiveEditSession }) {
    for (const socket of t.server.smartRemote.io.of('/').sockets.values())
      if (socket.data.viewerId === userId) socket.conn.close();
    await when(() => !live.connected, WAIT);
  }

  /** The document as the server holds it now, read by a socket of the owner's own. */
  async function serverDocument(mapId: string): Promise<{ rev: number; map: MapDocument }> {
    const socket = await connected(
      remoteSocket(t.baseUrl, {
        cookie: users.owner.browser.cookieHeader('/smartremote'),
        origin: t.baseUrl,
      }),
    );
    try {
      const answer = (await request(socket, 'join', { mapId })) as unknown as InitialActions;
      return { rev: answer.baseRev, map: loadMap(answer.document) };
    } finally {
      socket.disconnect();
    }
  }

  /** What a member's map holds, in its stored form: what converging compares. */
  const contentOf = (map: MapDocument | null) => {
    const { id: _id, name: _name, ...content } = storedMapDocument(map as MapDocument);
    return content;
  };

  /** Once every member's edits are in: the server's document, which every member then holds too. */
  async function settled(mapId: string, ...members: { live: LiveEditSession }[]) {
    for (const { live } of members) await when(() => live.pending.length === 0, WAIT);
    const server = await serverDocument(mapId);
    for (const { live } of members)
      await when(() => live.pending.length === 0 && live.rev >= server.rev, WAIT);
    return server;
  }

  it('takes two editors’ concurrent edits to the same nodes into one document on every member and the server', async () => {
    const { mapId, nodeIds } = await sharedMap();
    const [n1, n2, n3] = nodeIds as [string, string, string];
    const owner = await member(users.owner, mapId);
    expect(await owner.live.start()).toBeNull();
    const editor = await member(users.editor, mapId);
    await when(() => editor.live.status === 'live', WAIT);
    expect(await owner.live.give(users.editor.id)).toBeNull();
    await when(() => editor.live.isEditor && editor.editor.canEdit, WAIT);

    // Both at once, without waiting for each other: titles of one node, moves of another, new nodes.
    for (let round = 0; round < 10; round++) {
      owner.editor.edit({ type: 'setNodeTitle', nodeId: n1, title: `owner ${round}` });
      editor.editor.edit({ type: 'setNodeTitle', nodeId: n1, title: `editor ${round}` });
      owner.editor.edit({
        type: 'moveNodes',
        moves: [{ nodeId: n2, levelId: 1, position: { x: round, y: 0 } }],
      });
      editor.editor.edit({
        type: 'moveNodes',
        moves: [{ nodeId: n2, levelId: 1, position: { x: 0, y: round } }],
      });
    }
    owner.editor.edit({
      type: 'createNode',
      node: newNodeAt({ id: newId(), title: 'mine', levelId: 1, position: { x: 0, y: 300 } }),
    });
    editor.editor.edit({
      type: 'createNode',
      node: newNodeAt({ id: newId(), title: 'yours', levelId: 1, position: { x: 300, y: 300 } }),
    });
    // One deletes a node the other is colouring: whichever comes second is refused or applies, never both ways.
    owner.editor.edit({ type: 'deleteNodes', nodeIds: [n3] });
    editor.editor.edit({ type: 'setNodeColour', nodeId: n3, colour: '#ff0000' });

    const server = await settled(mapId, owner, editor);
    expect(contentOf(owner.editor.document.map)).toEqual(contentOf(server.map));
    expect(contentOf(editor.editor.document.map)).toEqual(contentOf(server.map));
    const titles = server.map.nodes.map((node) => node.title);
    expect(titles).toEqual(expect.arrayContaining(['mine', 'yours']));
    expect(titles).not.toContain('n3');
  });

  it('undoes only the user’s own edits, a deletion included, on every member', async () => {
    const { mapId, nodeIds } = await sharedMap();
    const [n1, n4] = [nodeIds[0] as string, nodeIds[3] as string];
    const { owner, editor } = await ownerAndEditor(mapId);

    editor.editor.edit({ type: 'setNodeTitle', nodeId: n1, title: 'Renamed by editor' });
    owner.editor.edit({ type: 'deleteNodes', nodeIds: [n4] });
    await settled(mapId, owner, editor);
    // The owner's undo puts their deletion back (restoreNodes, accepted as the undo of their own op)…
    owner.editor.document.undo();
    // …and leaves the editor's title alone.
    const server = await settled(mapId, owner, editor);
    expect(server.map.nodes.some((node) => node.id === n4)).toBe(true);
    expect(server.map.nodes.find((node) => node.id === n1)?.title).toBe('Renamed by editor');
    expect(contentOf(editor.editor.document.map)).toEqual(contentOf(server.map));
    expect(owner.alerts).toEqual([]);
  });

  it('brings a member cut off for a while up to date, with the edits they made meanwhile sent once', async () => {
    const { mapId, nodeIds } = await sharedMap();
    const { owner, editor } = await ownerAndEditor(mapId);

    await cutOff(users.editor.id, editor);
    const offline = ['away 1', 'away 2', 'away 3'];
    for (const title of offline)
      editor.editor.edit({
        type: 'createNode',
        node: newNodeAt({ id: newId(), title, levelId: 1, position: { x: 0, y: 500 } }),
      });
    owner.editor.edit({ type: 'setNodeTitle', nodeId: nodeIds[0] as string, title: 'meanwhile' });
    owner.editor.edit({ type: 'deleteNodes', nodeIds: [nodeIds[1] as string] });
    // Meanwhile the editor colours the node the owner deleted: that change cannot stand, and they are told.
    editor.editor.edit({ type: 'setNodeColour', nodeId: nodeIds[1] as string, colour: '#00ff00' });
    expect(editor.live.pending.length).toBe(4);

    await when(() => editor.live.connected, WAIT);
    const server = await settled(mapId, owner, editor);
    const titles = server.map.nodes.map((node) => node.title);
    for (const title of offline) expect(titles.filter((found) => found === title)).toHaveLength(1);
    expect(titles).toContain('meanwhile');
    expect(contentOf(editor.editor.document.map)).toEqual(contentOf(server.map));
    expect(contentOf(owner.editor.document.map)).toEqual(contentOf(server.map));
    expect(editor.alerts).toEqual([
      'You can edit now.',
      expect.stringMatching(/^Your change was not applied: /),
    ]);
  });

  it('keeps a member’s own new node, selected, while a member’s op is put beneath it, and marks only that op’s node', async () => {
    const { mapId, nodeIds } = await sharedMap();
    const [n1] = nodeIds as [string];
    const { owner, editor } = await ownerAndEditor(mapId);

    // Cut off, the editor adds a node and starts typing in it (selected: its panel is open): still pending.
    await cutOff(users.editor.id, editor);
    const typing = newNodeAt({ id: newId(), title: 'typing', levelId: 1, position: { x: 0, y: 500 } });
    expect(editor.editor.edit({ type: 'createNode', node: typing }, { select: [typing.id] }).ok).toBe(true);
    editor.editor.edit({ type: 'setNodeTitle', nodeId: typing.id, title: 'typing on' });
    owner.editor.edit({ type: 'setNodeTitle', nodeId: n1, title: 'meanwhile' });

    // What the editor's map goes through as the owner's op comes in beneath their own edits.
    const selections: string[][] = [];
    const marked: string[] = [];
    const stop = editor.editor.document.listen(
      (change) => {
        if (change.scope === 'session') selections.push([...editor.editor.document.session.selection]);
        else if (change.changed !== 'all') marked.push(...change.changed.nodes);
      },
      { origin: 'remote' },
    );
    await when(() => editor.live.connected, WAIT);
    await settled(mapId, owner, editor);
    stop();

    expect(editor.editor.document.map?.nodes.get(n1)?.title).toBe('meanwhile');
    expect(editor.editor.document.session.selection).toEqual([typing.id]);
    for (const selection of selections) expect(selection).toEqual([typing.id]);
    expect(marked).not.toContain(typing.id);
    expect(editor.alerts).toEqual(['You can edit now.']);
  });
});
