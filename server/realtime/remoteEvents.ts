/**
 * The remote-control channel's events (spec 2 section 7, spec 3): a socket follows one map at a time;
 * a presenter's action and replay status reach the other followers of that map. Every event is checked
 * against the socket's signed-in viewer and their rights on the map, so nothing reaches a socket outside
 * the map's room and nothing enters a room from outside it. Only the map's presenter drives its room
 * (issue 25), and only with payloads its schemas accept (src/model/presentation/remote.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { MapAccessRights } from '../../src/model/access/accessRights.ts';
import { canPresent } from '../../src/model/access/presenting.ts';
import type { LiveClientEvents, LiveServerEvents } from '../../src/model/live/protocol.ts';
import {
  type ActionInput,
  type ActionPayload,
  type ReplayStatusInput,
  type ReplayStatusPayload,
  readRemotePayload,
  type StatusRequestPayload,
} from '../../src/model/presentation/remote.ts';
import { AppError, type AppErrorCode } from '../errors.ts';
import type { MemberCounts } from './memberCounts.ts';
import { REALTIME_MESSAGES } from './messages.ts';

/** What an event's optional acknowledgement answers: done, or why not. */
export type RemoteAnswer =
  | { ok: true }
  | { ok: false; code: AppErrorCode | 'INTERNAL_SERVER_ERROR'; message: string };
type Ack = (answer: RemoteAnswer) => void;

export interface ClientToServerEvents extends LiveClientEvents {
  map: (payload: { mapId: string }, ack?: Ack) => void;
  statusRequest: (payload: StatusRequestPayload, ack?: Ack) => void;
  action: (payload: ActionInput, ack?: Ack) => void;
  replayStatus: (payload: ReplayStatusInput, ack?: Ack) => void;
}

export interface ServerToClientEvents extends LiveServerEvents {
  // mapUpdated (a newer stored version) is live edit's protocol's, sent to the map's followers too.
  mapStatus: (payload: { mapId: string; userCount: number }) => void;
  action: (payload: ActionPayload) => void;
  replayStatus: (payload: ReplayStatusPayload) => void;
  statusRequest: (payload: StatusRequestPayload) => void;
}

/** Kept on each socket (and seen by every process through the Redis adapter). */
export interface RemoteSocketData {
  viewerId: string;
  /** The map the socket follows, with whether the viewer presents it (checked when it joined). */
  mapId?: string;
  canPresent?: boolean;
  /** The map whose live session the socket is in (server/realtime/liveEvents.ts). */
  liveMapId?: string;
}

/** What server processes tell each other (through the Redis adapter). */
export interface InterServerEvents {
  /** Read the map's live session again: its editors changed, or it ended. */
  liveChanged: (mapId: string) => void;
  /** The user may no longer view the map: each process drops their sockets from its rooms. */
  accessRevoked: (mapId: string, userId: string) => void;
}

export type SmartRemoteServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  RemoteSocketData
>;
export type RemoteSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
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

/** What the map rooms share across sockets: the server, and the count of each map's followers. */
export interface RemoteRooms {
  io: SmartRemoteServer;
  counts: MemberCounts;
  /** Set as the server closes: counts and broadcasts would go to Redis clients on their way out. */
  closing: boolean;
}

/** Tells the map's followers their number, after the socket joined (+1) or left (-1) its room. */
async function announceStatus(
  rooms: RemoteRooms,
  socket: RemoteSocket,
  mapId: string,
  by: 1 | -1,
): Promise<void> {
  if (rooms.closing) return;
  const userCount = await rooms.counts.moved(mapId, roomOf(mapId), socket.data.viewerId, by);
  if (!rooms.closing) rooms.io.to(roomOf(mapId)).emit('mapStatus', { mapId, userCount });
}

/** The socket stops following its map (it asked for another, or its right to see this one went). */
export async function unfollowMap(rooms: RemoteRooms, socket: RemoteSocket): Promise<void> {
  const { mapId } = socket.data;
  if (!mapId) return;
  socket.data.mapId = undefined;
  socket.data.canPresent = undefined;
  await socket.leave(roomOf(mapId));
  await announceStatus(rooms, socket, mapId, -1);
}

export function handleRemoteSocket(
  rooms: RemoteRooms,
  socket: RemoteSocket,
  mapRights: MapRightsLookup,
  log: FastifyBaseLogger,
): void {
  const unfollow = () => unfollowMap(rooms, socket);

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
    socket.data.canPresent = canPresent(rights);
    if (socket.data.mapId === mapId) return OK;
    await unfollow();
    socket.data.mapId = mapId;
    await socket.join(roomOf(mapId));
    await announceStatus(rooms, socket, mapId, 1);
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

  // Any follower may ask where the replay is (a late joiner); the presenter answers with a replayStatus.
  socket.on('statusRequest', (payload, ack) => {
    const member = memberOf(payload);
    if ('refused' in member) return answer(ack, member.refused);
    const request = readRemotePayload('statusRequest', payload);
    if (!request) return answer(ack, refusal('BAD_USER_INPUT', REALTIME_MESSAGES.badStatusRequest));
    socket.to(roomOf(member.mapId)).emit('statusRequest', request);
    answer(ack, OK);
  });

  /** What the presenter sends, as the room will hear it (read, never as sent), or why it is refused. */
  const fromPresenter = <E extends 'action' | 'replayStatus'>(
    event: E,
    payload: unknown,
    malformed: string,
  ) => {
    const member = memberOf(payload);
    if ('refused' in member) return member;
    if (!socket.data.canPresent) return { refused: refusal('FORBIDDEN', REALTIME_MESSAGES.notPresenter) };
    const read = readRemotePayload(event, payload);
    return read ? { read } : { refused: refusal('BAD_USER_INPUT', malformed) };
  };

  socket.on('action', (payload, ack) => {
    const sent = fromPresenter('action', payload, REALTIME_MESSAGES.badAction);
    if ('refused' in sent) return answer(ack, sent.refused);
    socket.to(roomOf(sent.read.mapId)).emit('action', sent.read);
    answer(ack, OK);
  });
  socket.on('replayStatus', (payload, ack) => {
    const sent = fromPresenter('replayStatus', payload, REALTIME_MESSAGES.badReplayStatus);
    if ('refused' in sent) return answer(ack, sent.refused);
    socket.to(roomOf(sent.read.mapId)).emit('replayStatus', sent.read);
    answer(ack, OK);
  });

  // socket.io has taken the socket out of its rooms by now; the count follows.
  socket.on('disconnect', () => {
    const { mapId } = socket.data;
    if (!mapId) return;
    socket.data.mapId = undefined;
    announceStatus(rooms, socket, mapId, -1).catch((error: unknown) =>
      log.warn({ err: error }, 'smartremote: counting a leaver failed'),
    );
  });
}
