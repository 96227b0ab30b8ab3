/**
 * Live edit's test setting (issue 24): a map with a stored document shared with colleagues, the signed-in
 * sockets of its members, a session started over the socket, and the edits they send.
 */
import type { Socket } from 'socket.io-client';
import { json } from '../../server/db/json';
import { insertSession } from '../../server/live/liveLog';
import type { CreateNodeAction } from '../../src/model/actions/types';
import { newNodeAt } from '../../src/model/commands/entities';
import { newId } from '../../src/model/ids';
import type { AccessRight } from '../../src/model/map/constants';
import { newMapDocument } from '../../src/model/map/newMap';
import { storedMapDocument } from '../../src/model/map/stored';
import { insertMap, type SignedInUser, shareMap } from './accounts';
import { connected, remoteSocket, request } from './realtimeClients';
import type { TestServer } from './testServer';

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
