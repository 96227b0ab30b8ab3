/**
 * Saving a map a live session holds (issue 24): the session's document is the map's while it runs, so a
 * save from an editor outside it is refused with a clear message instead of being overwritten unseen by
 * the next checkpoint; once the session has ended, the map saves as before. A session nobody can reach
 * any more (everyone left it long ago, or its owner lost the map) ends by itself, saved first.
 */
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_IDLE_END_MS } from '../../server/live/liveSessions';
import { MAP_MESSAGES } from '../../server/maps/messages';
import { newId } from '../../src/model/ids';
import { newMapDocument } from '../../src/model/map/newMap';
import { storedMapDocument } from '../../src/model/map/stored';
import type { MapRoleUsers } from '../support/accounts';
import { createNodeAction, liveSessionOn, liveSuite, mapWithDocument, storedVersion } from '../support/live';
import { request } from '../support/realtimeClients';
import type { TestServer } from '../support/testServer';

describe('saving and ending a map’s live session', () => {
  const suite = liveSuite();
  let t: TestServer;
  let users: MapRoleUsers;
  beforeAll(() => {
    ({ t, users } = suite);
  });

  const saveAsEditor = async (mapId: string) => {
    const version = await storedVersion(t, mapId);
    return users.editor.gql<{ saveMap: { version: number } }>(
      `mutation($mapId: ID!, $baseVersion: Int!, $document: JSON!) {
        saveMap(mapId: $mapId, baseVersion: $baseVersion, document: $document) { version }
      }`,
      {
        mapId,
        baseVersion: version,
        document: storedMapDocument(newMapDocument({ id: mapId, name: 'Outside' })),
      },
    );
  };

  it('refuses a save from outside the session while it runs, and saves once it has ended', async () => {
    const mapId = await mapWithDocument(t, users.owner.id, 'Held', [[users.editor, 'edit']]);
    const owner = await suite.connect(users.owner);
    await liveSessionOn(mapId, owner);

    const refused = await saveAsEditor(mapId);
    expect(refused.errors?.[0]).toMatchObject({
      message: MAP_MESSAGES.inLiveSession,
      extensions: { code: 'CONFLICT' },
    });
    // The session's own checkpoint saves it.
    expect(await request(owner, 'checkpoint', { mapId })).toMatchObject({ ok: true });

    expect(await request(owner, 'stop', { mapId })).toEqual({ ok: true });
    const saved = await saveAsEditor(mapId);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveMap.version).toBeGreaterThan(1);
  });

  const sessionRow = (mapId: string) =>
    t.database.db
      .selectFrom('liveSessions')
      .select(['sessionId', 'idleSince'])
      .where('mapId', '=', mapId)
      .executeTakeFirst();
  const storedTitles = async (mapId: string) => {
    const { document } = await t.database.db
      .selectFrom('maps')
      .select('document')
      .where('id', '=', mapId)
      .executeTakeFirstOrThrow();
    return (document as unknown as { nodes: { title: string }[] }).nodes.map((node) => node.title);
  };
  const addNode = (socket: Socket, mapId: string, title: string) =>
    request(socket, 'edit', { mapId, opId: newId(), baseRev: 0, action: createNodeAction(title) });

  it('ends a session everyone left long ago, with its edits saved; one rejoined in time stays', async () => {
    const mapId = await mapWithDocument(t, users.owner.id, 'Left open', [[users.viewer, 'view']]);
    const owner = await suite.connect(users.owner);
    await liveSessionOn(mapId, owner);
    expect(await addNode(owner, mapId, 'Left behind')).toEqual({ ok: true, rev: 1 });
    expect((await sessionRow(mapId))?.idleSince).toBeNull();

    // The owner closes the app without stopping: the session is left from then on.
    owner.disconnect();
    await expect.poll(async () => (await sessionRow(mapId))?.idleSince ?? null).not.toBeNull();
    // Someone comes back in time: not left any more.
    const viewer = await suite.connect(users.viewer);
    expect(await request(viewer, 'join', { mapId })).toMatchObject({ ok: true });
    expect((await sessionRow(mapId))?.idleSince).toBeNull();
    viewer.disconnect();
    await expect.poll(async () => (await sessionRow(mapId))?.idleSince ?? null).not.toBeNull();

    const live = t.server.smartRemote.live;
    if (!live) throw new Error('live sessions are off');
    await live.endAbandoned(LIVE_IDLE_END_MS);
    expect(await sessionRow(mapId)).toBeDefined();
    await t.database.db
      .updateTable('liveSessions')
      .set({ idleSince: new Date(Date.now() - LIVE_IDLE_END_MS - 1_000) })
      .where('mapId', '=', mapId)
      .execute();
    await live.endAbandoned(LIVE_IDLE_END_MS);
    expect(await sessionRow(mapId)).toBeUndefined();
    expect(await storedTitles(mapId)).toContain('Left behind');
  });

  it('ends a session whose owner lost the map, saved in the map owner’s name, and tells its members', async () => {
    const mapId = await mapWithDocument(t, users.owner.id, 'Shared out', [
      [users.editor, 'admin'],
      [users.viewer, 'view'],
    ]);
    const starter = await suite.connect(users.editor);
    const viewer = await suite.connect(users.viewer);
    await liveSessionOn(mapId, starter, [viewer]);
    expect(await addNode(starter, mapId, 'Before the share went')).toEqual({ ok: true, rev: 1 });
    const stopped = new Promise((resolve) => viewer.once('stop', resolve));

    const unshared = await users.owner.gql(
      'mutation($mapId: ID!, $userId: ID!) { unshareMap(mapId: $mapId, userId: $userId) { userId } }',
      { mapId, userId: users.editor.id },
    );
    expect(unshared.errors).toBeUndefined();
    expect(await stopped).toMatchObject({ mapId });
    expect(await sessionRow(mapId)).toBeUndefined();
    expect(await storedTitles(mapId)).toContain('Before the share went');
    const { updatedBy } = await t.database.db
      .selectFrom('maps')
      .select('updatedBy')
      .where('id', '=', mapId)
      .executeTakeFirstOrThrow();
    expect(updatedBy).toBe(users.owner.id);
  });
});
