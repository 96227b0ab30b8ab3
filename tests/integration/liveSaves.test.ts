/**
 * Saving a map a live session holds (issue 24): the session's document is the map's while it runs, so a
 * save from an editor outside it is refused with a clear message instead of being overwritten unseen by
 * the next checkpoint; once the session has ended, the map saves as before.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_MESSAGES } from '../../server/maps/messages';
import { newMapDocument } from '../../src/model/map/newMap';
import { storedMapDocument } from '../../src/model/map/stored';
import { type MapRoleUsers, mapRoleUsers } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { liveSessionOn, mapWithDocument, socketOf } from '../support/live';
import { request } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

describe('saving a map held by a live session', () => {
  let t: TestServer;
  let users: MapRoleUsers;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestServer(TEST_AUTH_ENV);
    users = await mapRoleUsers(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.stop();
  });

  const saveAsEditor = async (mapId: string) => {
    const { version } = await t.database.db
      .selectFrom('maps')
      .select('version')
      .where('id', '=', mapId)
      .executeTakeFirstOrThrow();
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
    const owner = await socketOf(sockets)(t, users.owner);
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
});
