/**
 * The remote-control channel's events (spec 2 section 7, spec 3): a socket follows one map at a time;
 * a presenter's action and replay status reach the other followers of that map. Every event is checked
 * against the socket's signed-in viewer and their rights on the map, so nothing reaches a socket outside
 * the map's room and nothing enters a room from outside it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { MapAccessRights } from '../../src/model/access/accessRights.ts';
import { AppError, type AppErrorCode } from '../errors.ts';
import { MAP_MESSAGES } from '../maps/messages.ts';
import { REALTIME_MESSAGES } from './messages.ts';

/** What an event's optional acknowledgement answers: done, or why not. */
export type RemoteAnswer =
  | { ok: true }
  | { ok: false; code: AppErrorCode | 'INTERNAL_SERVER_ERROR'; message: string };
type Ack = (answer: RemoteAnswer) => void;

export interface ReplayStatusPayload {
  mapId: string;
  status: string;
  timestamp: number;
  replayIndex: number;
}
export interface ActionPayload {
  mapId: string;
  actionMode?: string;
  action: unknown;
}

export interface ClientToServerEvents {
  map: (payload: { mapId: string }, ack?: Ack) => void;
  statusRequest: (payload: { mapId: string }, ack?: Ack) => void;
  action: (payload: ActionPayload, ack?: Ack) => void;
  replayStatus: (payload: ReplayStatusPayload, ack?: Ack) => void;
}

export interface ServerToClientEvents {
  mapStatus: (payload: { mapId: string; userCount: number }) => void;
  action: (payload: ActionPayload) => void;
  replayStatus: (payload: ReplayStatusPayload) => void;
  statusRequest: (payload: { mapId: string }) => void;
}

/** Kept on each socket (and seen by every process through the Redis adapter). */
export interface RemoteSocketData {
  viewerId: string;
  /** The map the socket follows, with whether the viewer may drive it (checked when it joined). */
  mapId?: string;
  canEdit?: boolean;
}

export type SmartRemoteServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  RemoteSocketData
>;
type RemoteSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  RemoteSocketData
>;

/** The viewer's rights on a map; rejects with NOT_FOUND where they may not even see it. */
export type MapRightsLookup = (userId: string, mapId: string) => Promise<MapAccessRights>;

export const roomOf = (mapId: string) => `map:${mapId}`;

/** The map id a client payload names, or null: payloads come from anyone and may be anything. */
export function mapIdOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { mapId } = payload as { mapId?: unknown };
  return typeof mapId === 'string' && mapId.length > 0 && mapId.length <= 64 ? mapId : null;
}

const OK: RemoteAnswer = { ok: true };
const refusal = (code: AppErrorCode, message: string): RemoteAnswer => ({ ok: false, code, message });

/** Acknowledges when the client asked for it (the last argument is a function only then). */
function answer(ack: unknown, reply: RemoteAnswer): void {
  if (typeof ack === 'function') (ack as Ack)(reply);
}

export function handleRemoteSocket(
  io: SmartRemoteServer,
  socket: RemoteSocket,
  mapRights: MapRightsLookup,
  log: FastifyBaseLogger,
): void {
  const announceStatus = async (mapId: string) => {
    const sockets = await io.in(roomOf(mapId)).fetchSockets();
    io.to(roomOf(mapId)).emit('mapStatus', { mapId, userCount: sockets.length });
  };

  const unfollow = async () => {
    const { mapId } = socket.data;
    if (!mapId) return;
    socket.data.mapId = undefined;
    socket.data.canEdit = undefined;
    await socket.leave(roomOf(mapId));
    await announceStatus(mapId);
  };

  /** Joining needs at least view rights, checked afresh on every request (a re-join refreshes them). */
  const follow = async (payload: unknown): Promise<RemoteAnswer> => {
    const mapId = mapIdOf(payload);
    if (!mapId) return refusal('BAD_USER_INPUT', REALTIME_MESSAGES.badMapId);
    let rights: MapAccessRights;
    try {
      rights = await mapRights(socket.data.viewerId, mapId);
    } catch (error) {
      if (socket.data.mapId === mapId) await unfollow();
      if (error instanceof AppError) return refusal(error.code, error.message);
      throw error;
    }
    // Presentations and live edit will narrow this to the presenter or the current editor.
    socket.data.canEdit = rights.hasEditRights;
    if (socket.data.mapId === mapId) return OK;
    await unfollow();
    socket.data.mapId = mapId;
    await socket.join(roomOf(mapId));
    await announceStatus(mapId);
    return OK;
  };

  // Joins run one at a time per socket, so a quick switch of maps cannot leave it in two rooms.
  let joins = Promise.resolve();
  socket.on('map', (payload, ack) => {
    joins = joins
      .then(() => follow(payload))
      .catch((error: unknown) => {
        log.error({ err: error }, 'smartremote: joining a map failed');
        return { ok: false, code: 'INTERNAL_SERVER_ERROR', message: REALTIME_MESSAGES.serverError } as const;
      })
      .then((reply) => answer(ack, reply));
  });

  /** The followed map a room event names, or the refusal: only a member speaks into its room. */
  const memberOf = (payload: unknown): { mapId: string } | { refused: RemoteAnswer } => {
    const mapId = mapIdOf(payload);
    if (!mapId) return { refused: refusal('BAD_USER_INPUT', REALTIME_MESSAGES.badMapId) };
    if (socket.data.mapId !== mapId) return { refused: refusal('FORBIDDEN', REALTIME_MESSAGES.notFollowing) };
    return { mapId };
  };

  socket.on('statusRequest', (payload, ack) => {
    const member = memberOf(payload);
    if ('refused' in member) return answer(ack, member.refused);
    socket.to(roomOf(member.mapId)).emit('statusRequest', { mapId: member.mapId });
    answer(ack, OK);
  });

  // Driving the map (its actions and replay) needs edit rights.
  const relay = (event: 'action' | 'replayStatus') => (payload: unknown, ack: unknown) => {
    const member = memberOf(payload);
    if ('refused' in member) return answer(ack, member.refused);
    if (!socket.data.canEdit) return answer(ack, refusal('FORBIDDEN', MAP_MESSAGES.noEditRights));
    socket.to(roomOf(member.mapId)).emit(event, payload as never);
    answer(ack, OK);
  };
  socket.on('action', relay('action'));
  socket.on('replayStatus', relay('replayStatus'));

  socket.on('disconnect', () => {
    if (socket.data.mapId) void announceStatus(socket.data.mapId).catch(() => {});
  });
}
