/**
 * Live edit's test setting (issue 24): a map with a stored document shared with colleagues, the signed-in
 * sockets of its members, a session started over the socket, and the edits they send.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { json } from '../../server/db/json';
import { insertSession } from '../../server/live/liveLog';
import type { CreateNodeAction } from '../../src/model/actions/types';
import { newNodeAt } from '../../src/model/commands/entities';
import { newId } from '../../src/model/ids';
import type { AccessRight } from '../../src/model/map/constants';
import { newMapDocument } from '../../src/model/map/newMap';
import { storedMapDocument } from '../../src/model/map/stored';
import { insertMap, type MapRoleUsers, mapRoleUsers, type SignedInUser, shareMap } from './accounts';
import { TEST_AUTH_ENV } from './httpClient';
import { connected, remoteSocket, request } from './realtimeClients';
import { startTestServer, type TestServer } from './testServer';

/** A map of `ownerId`'s holding an empty document, shared as `shares` say. */
export async function mapWithDocument(
  t: TestServer,
  ownerId: string,
  name: string,
  shares: readonly (readonly [SignedInUser, AccessRight])[] = [],
): Promise<string> {
  const mapId = await insertMap(t, ownerId, name);
  await t.database.db
    .updateTable('maps')
    .set({ document: json(storedMapDocument(newMapDocument({ id: mapId, name }))) })
    .where('id', '=', mapId)
    .execute();
  for (const [user, right] of shares) await shareMap(t, mapId, user.id, right);
  return mapId;
}

/** A connected realtime socket of `user` on `server`, kept in `sockets` for the suite to close. */
export function socketOf(sockets: Socket[]) {
  return async (server: TestServer, user: SignedInUser): Promise<Socket> => {
    const socket = remoteSocket(server.baseUrl, {
      cookie: user.browser.cookieHeader('/smartremote'),
      origin: server.baseUrl,
    });
    sockets.push(socket);
    return connected(socket);
  };
}

/** The action a member sends to add a node. */
export const createNodeAction = (title: string): CreateNodeAction => ({
  type: 'createNode',
  node: newNodeAt({ id: newId(), title, levelId: 1, position: { x: 100, y: 100 } }),
});

/** The owner starts the map's session and joins it; `members` join too. Answers the session id. */
export async function liveSessionOn(mapId: string, owner: Socket, members: readonly Socket[] = []) {
  const started = (await request(owner, 'start', { mapId })) as unknown as {
    ok: boolean;
    session: { sessionId: string };
  };
  if (!started.ok) throw new Error(`the session did not start: ${JSON.stringify(started)}`);
  for (const socket of [owner, ...members]) {
    const joined = await request(socket, 'join', { mapId });
    if (!joined.ok) throw new Error(`a member could not join: ${JSON.stringify(joined)}`);
  }
  return started.session.sessionId;
}

/**
 * An open live session on the map, inserted directly (starting one over the socket is live edit's own
 * test): presence rooms (`/collab/<mapId>-<sessionId>`) are open only for it. Answers the session id.
 */
export async function openLiveSession(
  t: Pick<TestServer, 'database'>,
  mapId: string,
  ownerId: string,
): Promise<string> {
  const { sessionId } = await insertSession(t.database.db, {
    mapId,
    sessionId: newId(),
    ownerId,
    editorIds: [ownerId],
    snapshot: { nodes: [], connections: [] },
    snapshotRev: 0,
  });
  return sessionId;
}

/**
 * A live-edit suite's setting, with its own hooks: the real server with an owner, an editor and a viewer
 * (`t` and `users`, there once the suite has started), the sockets its tests open (closed after it), and
 * the owner's maps shared with the other two.
 */
export function liveSuite() {
  const sockets: Socket[] = [];
  const connectTo = socketOf(sockets);
  const suite = {
    t: undefined as unknown as TestServer,
    users: undefined as unknown as MapRoleUsers,
    /** A connected socket of `user`, on the suite's server or on `server`. */
    connect: (user: SignedInUser, server?: TestServer) => connectTo(server ?? suite.t, user),
    /** A map of the owner's, shared with the editor (edit) and the viewer (view). */
    sharedMap: (name: string) =>
      mapWithDocument(suite.t, suite.users.owner.id, name, [
        [suite.users.editor, 'edit'],
        [suite.users.viewer, 'view'],
      ]),
  };
  beforeAll(async () => {
    suite.t = await startTestServer(TEST_AUTH_ENV);
    suite.users = await mapRoleUsers(suite.t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await suite.t?.stop();
  });
  return suite;
}

/** The map's stored version. */
export async function storedVersion(t: Pick<TestServer, 'database'>, mapId: string): Promise<number> {
  const { version } = await t.database.db
    .selectFrom('maps')
    .select('version')
    .where('id', '=', mapId)
    .executeTakeFirstOrThrow();
  return version;
}
