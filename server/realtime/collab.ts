import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { setupWSConnection } from '@y/websocket-server/utils';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { LIVE_MESSAGES } from '../../src/model/live/messages.ts';
import { AppError } from '../errors.ts';
import { createCollabRelay } from './collabRelay.ts';
import { type CollabLimits, CollabRooms } from './collabRooms.ts';
import { type Handshake, refuseUpgrade } from './handshake.ts';
import { REALTIME_MESSAGES } from './messages.ts';
import type { MapRightsLookup } from './remoteEvents.ts';
import { screenedConnection } from './screenedConnection.ts';

export const COLLAB_PATH = '/collab';

/**
 * A room name is a map id and a session id joined by a hyphen (spec 2 section 7, spec 3: live-edit
 * presence), e.g. `/collab/Ab12Cd34Ef-Gh56Ij78Kl`; the map id says whose rights the room needs.
 */
const ROOM_PATTERN = /^\/collab\/(([A-Za-z0-9]{1,64})-([A-Za-z0-9_-]{1,64}))(?:\?.*)?$/;

export interface Collab {
  /** Rooms open now (each holds a shared document in memory). */
  readonly roomCount: number;
  /** Connections open now, over every room. */
  readonly connectionCount: number;
  /** Closes every connection of one user (a deactivated account), on every server process. */
  disconnectViewer(viewerId: string): void;
  /** Closes one user's connections to the rooms of one map (rights revoked), on every server process. */
  disconnectFromMap(viewerId: string, mapId: string): void;
  /**
   * Closes every connection to a live session's room on this process, for good (the session ended; each
   * process that holds the session hears of it and closes its own).
   */
  closeSessionRoom(mapId: string, sessionId: string): void;
  /** Ends every connection (each member's leaving is relayed first), then the relay's Redis clients. */
  close(): Promise<void>;
}

export interface CollabOptions {
  log: FastifyBaseLogger;
  /** Who connects: a signed-in viewer from the server's own origin. */
  handshake: Handshake;
  /** Entering a map's room needs at least view rights on the map (live edit's presence). */
  mapRights: MapRightsLookup;
  limits: CollabLimits;
  /**
   * Whether the viewer may enter this session's room, asked after the rights check (e.g. the session is
   * the map's open live session); rejects with an AppError to refuse, answered as the error says.
   */
  admitRoom?: (viewerId: string, mapId: string, sessionId: string) => Promise<void>;
  /** Set, the rooms span every server process on this Redis (collabRelay.ts). */
  redisUrl?: string;
}

/** A connection's owner, its room and the room's map. */
interface Member {
  viewerId: string;
  room: string;
  mapId: string;
}

/**
 * The close code of a connection whose session ended: in 4400-4499, which a stock y-websocket client
 * takes as final (its room is refused from now on).
 */
export const SESSION_ENDED_CLOSE = 4410;

/** y-websocket at `/collab/<room>`: shared Yjs documents with awareness (presence). */
export function attachCollab(httpServer: HttpServer, options: CollabOptions): Collab {
  const { log, handshake, mapRights, limits, admitRoom, redisUrl } = options;
  // One message cannot be larger than a whole room may be.
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxRoomBytes });
  // Whose each connection is, so a user's connections can be closed when their account or rights go.
  const members = new Map<WebSocket, Member>();
  const drop = (viewerId: string, mapId: string | null) => {
    for (const [ws, member] of members)
      if (member.viewerId === viewerId && (mapId === null || member.mapId === mapId)) ws.terminate();
  };
  const relay = redisUrl
    ? createCollabRelay({
        redisUrl,
        log,
        onRelayed: (room, bytes) => rooms.receivedElsewhere(room, bytes),
        onDisconnect: drop,
      })
    : undefined;
  const rooms = new CollabRooms(
    limits,
    (room) => log.warn({ room }, 'collab: room over its size limit closed'),
    relay,
  );

  /** Checks the request through to the rights on the room's map; answers the refusal itself. */
  const admit = async (
    request: IncomingMessage,
    socket: Duplex,
  ): Promise<{ room: string; viewerId: string; mapId: string } | null> => {
    const match = ROOM_PATTERN.exec(request.url ?? '');
    const [, room, mapId, sessionId] = match ?? [];
    if (!room || !mapId || !sessionId) {
      refuseUpgrade(socket, 400, { code: 'BAD_USER_INPUT', message: REALTIME_MESSAGES.badRoom });
      return null;
    }
    const outcome = await handshake(request);
    if (!outcome.ok) {
      const { status, code, message } = outcome.refusal;
      refuseUpgrade(socket, status, { code, message });
      return null;
    }
    try {
      await mapRights(outcome.viewerId, mapId);
      await admitRoom?.(outcome.viewerId, mapId, sessionId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refuseUpgrade(socket, error.httpStatus, { code: error.code, message: error.message });
      return null;
    }
    return { room, viewerId: outcome.viewerId, mapId };
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!(request.url ?? '').startsWith(COLLAB_PATH)) return; // another handler's path (socket.io)
    // Node leaves an upgraded socket without an error listener: one must be there while the checks run.
    const onEarlyError = () => socket.destroy();
    socket.on('error', onEarlyError);
    admit(request, socket).then(
      (admitted) => {
        if (!admitted || socket.destroyed) return;
        const { room, viewerId, mapId } = admitted;
        const admission = rooms.admits(room);
        if (!admission.ok) {
          refuseUpgrade(socket, 503, { code: 'UNAVAILABLE', message: REALTIME_MESSAGES[admission.reason] });
          return;
        }
        socket.off('error', onEarlyError);
        wss.handleUpgrade(request, socket, head, (ws) => {
          members.set(ws, { viewerId, room, mapId });
          ws.on('close', () => members.delete(ws));
          const onRefused = (reason: string) =>
            log.warn({ room, viewerId, reason }, 'collab: presence refused, connection closed');
          rooms.enter(room, ws, (doc) =>
            setupWSConnection(screenedConnection({ ws, doc, viewerId, onRefused }), request, {
              docName: room,
            }),
          );
        });
      },
      (error: unknown) => {
        log.error({ err: error }, 'collab: upgrade failed');
        refuseUpgrade(socket, 500, { code: 'INTERNAL_SERVER_ERROR', message: REALTIME_MESSAGES.serverError });
      },
    );
  };
  httpServer.on('upgrade', onUpgrade);

  return {
    get roomCount() {
      return rooms.count;
    },
    get connectionCount() {
      return wss.clients.size;
    },
    disconnectViewer(viewerId) {
      drop(viewerId, null);
      relay?.disconnectElsewhere(viewerId, null);
    },
    disconnectFromMap(viewerId, mapId) {
      drop(viewerId, mapId);
      relay?.disconnectElsewhere(viewerId, mapId);
    },
    closeSessionRoom(mapId, sessionId) {
      const room = `${mapId}-${sessionId}`;
      for (const [ws, member] of members)
        if (member.room === room) ws.close(SESSION_ENDED_CLOSE, LIVE_MESSAGES.stopped);
    },
    async close() {
      httpServer.off('upgrade', onUpgrade);
      await rooms.terminateAll();
      await relay?.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
