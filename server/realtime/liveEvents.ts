/**
 * The live-edit events on the realtime socket (spec 3 section 7: join, leave, give, rescind, start, stop,
 * initial actions, request initial actions, edit; issue 24). Every payload comes from anyone: it is read
 * field by field, the action through the model's schema, and every request is checked by the service
 * against the socket's signed-in user. A socket is in one map's live session at a time (its joins and
 * leaves run in turn); its edits are rate-limited on their own, so one flooding socket slows nobody else.
 */
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { parseIncomingAction } from '../../src/model/actions/schema.ts';
import type { DocumentAction } from '../../src/model/actions/types.ts';
import { LIVE_MESSAGES } from '../../src/model/live/messages.ts';
import type { LiveAnswer, LiveEdit, LiveServerEvents } from '../../src/model/live/protocol.ts';
import { AppError } from '../errors.ts';
import type { LiveBroadcast, LiveSessions, LiveSince } from '../live/liveSessions.ts';
import { REALTIME_MESSAGES } from './messages.ts';
import { mapIdOf, type RemoteRooms, type RemoteSocket, roomOf } from './remoteEvents.ts';

/** Members of a map's live session hear its edits and membership here. */
export const liveRoomOf = (mapId: string) => `live:${mapId}`;

/** The largest edit a member may send, as JSON (a pasted subtree of a large map fits). */
export const LIVE_EDIT_MAX_BYTES = 2_000_000;
/** Edits a socket may send a second, with bursts up to twice that. */
const EDITS_PER_SECOND = 400;

type Answer = (answer: LiveAnswer<object>) => void;

/**
 * Joins and catch-ups one connection may ask for in a window: each may answer the whole document, so a
 * client in a loop must not make the server read and send it without end.
 */
const READS_PER_WINDOW = 20;
const READ_WINDOW_S = 10;

/** One per process: the budget of whole-document reads of each connection. */
export const liveReadLimiter = () =>
  new RateLimiterMemory({ points: READS_PER_WINDOW, duration: READ_WINDOW_S });

const refusal = (code: 'BAD_USER_INPUT' | 'FORBIDDEN' | 'TOO_MANY_REQUESTS', message: string) =>
  ({ ok: false, code, message }) as const;

/**
 * The broadcast side of the service, over socket.io rooms (and, with Redis, every process). Silent once
 * the server closes: its sockets' leaving would publish to Redis clients on their way out.
 */
export function liveBroadcast(rooms: RemoteRooms, scaledOut: boolean): LiveBroadcast {
  const { io } = rooms;
  const emit = <E extends keyof LiveServerEvents>(
    to: string | string[],
    event: E,
    ...payload: Parameters<LiveServerEvents[E]>
  ) => {
    if (!rooms.closing) io.to(to).emit(event, ...payload);
  };
  return {
    edits(mapId, sessionId, ops) {
      emit(liveRoomOf(mapId), 'edit', { mapId, sessionId, ops });
    },
    membership(event, session, userId) {
      emit(liveRoomOf(session.mapId), event, { mapId: session.mapId, session, userId });
    },
    started(session) {
      emit([roomOf(session.mapId), liveRoomOf(session.mapId)], 'start', { mapId: session.mapId, session });
    },
    stopped(mapId, sessionId) {
      emit([roomOf(mapId), liveRoomOf(mapId)], 'stop', { mapId, sessionId });
    },
    mapUpdated(mapId, version, updated) {
      emit([roomOf(mapId), liveRoomOf(mapId)], 'mapUpdated', { mapId, version, updated });
    },
    changed(mapId) {
      if (scaledOut && !rooms.closing) io.serverSideEmit('liveChanged', mapId);
    },
  };
}

/** A client's edit, read field by field; the action through the model's schema. */
function readEdit(payload: unknown): { edit: LiveEdit } | { error: string } {
  const mapId = mapIdOf(payload);
  if (!mapId) return { error: REALTIME_MESSAGES.badMapId };
  const { opId, baseRev, action, undoes, sessionId } = payload as Record<string, unknown>;
  if (!isId(opId) || (sessionId !== undefined && !isId(sessionId)))
    return { error: REALTIME_MESSAGES.badEdit };
  if (typeof baseRev !== 'number' || !Number.isInteger(baseRev) || baseRev < 0)
    return { error: REALTIME_MESSAGES.badEdit };
  if (undoes !== undefined && (typeof undoes !== 'string' || undoes.length > 64))
    return { error: REALTIME_MESSAGES.badEdit };
  if (JSON.stringify(action ?? null).length > LIVE_EDIT_MAX_BYTES) return { error: LIVE_MESSAGES.tooLarge };
  // An undo is checked against the server's own record of what undoes the op it names (sequencer.ts).
  const about = { mapId, opId, baseRev, ...(sessionId !== undefined && { sessionId }) };
  if (undoes !== undefined) return { edit: { ...about, action: action as DocumentAction, undoes } };
  const parsed = parseIncomingAction(action);
  if (!parsed.ok) return { error: parsed.error };
  return { edit: { ...about, action: parsed.action } };
}

function userIdOf(payload: unknown): string | null {
  const { userId } = (payload ?? {}) as { userId?: unknown };
  return isId(userId) ? userId : null;
}

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 64;

/** Where a member says they are (a reconnect): absent for a fresh join, null when malformed. */
function sinceOf(payload: unknown): LiveSince | undefined | null {
  const { sinceRev, sessionId } = (payload ?? {}) as { sinceRev?: unknown; sessionId?: unknown };
  if (sinceRev === undefined) return undefined;
  if (typeof sinceRev !== 'number' || !Number.isInteger(sinceRev) || sinceRev < 0) return null;
  if (sessionId === undefined) return { rev: sinceRev };
  return isId(sessionId) ? { rev: sinceRev, sessionId } : null;
}

/** The socket leaves its live session (asked, disconnected, or its right to see the map went). */
export async function leaveLiveSession(socket: RemoteSocket, sessions: LiveSessions): Promise<void> {
  const mapId = socket.data.liveMapId;
  if (!mapId) return;
  socket.data.liveMapId = undefined;
  await socket.leave(liveRoomOf(mapId));
  await sessions.leave(socket.data.viewerId, mapId);
}

export function handleLiveSocket(
  socket: RemoteSocket,
  sessions: LiveSessions,
  readLimiter: RateLimiterMemory,
  log: FastifyBaseLogger,
) {
  const viewer = () => socket.data.viewerId;
  /** Serves a join or catch-up within the connection's budget of reads, or refuses it. */
  const serveRead = (ack: unknown, run: () => Promise<object | undefined>) => {
    readLimiter.consume(socket.id).then(
      () => serve(ack, run),
      () => refuse(ack, refusal('TOO_MANY_REQUESTS', LIVE_MESSAGES.tooManyReads)),
    );
  };
  const editLimiter = new RateLimiterMemory({ points: EDITS_PER_SECOND * 2, duration: 2 });
  let edits: Promise<void> = Promise.resolve();

  /** Runs a request and answers it: its value, the refusal it threw, or a server error. */
  const serve = (ack: unknown, run: () => Promise<object | undefined>) => {
    const answer: Answer = typeof ack === 'function' ? (ack as Answer) : () => {};
    run().then(
      (value) => answer({ ok: true, ...(value ?? {}) }),
      (error: unknown) => {
        if (error instanceof AppError)
          return answer({ ok: false, code: error.code as 'FORBIDDEN', message: error.message });
        log.error({ err: error }, 'live edit: request failed');
        answer({ ok: false, code: 'INTERNAL_SERVER_ERROR', message: REALTIME_MESSAGES.serverError });
      },
    );
  };
  const refuse = (ack: unknown, answer: ReturnType<typeof refusal>) => {
    if (typeof ack === 'function') (ack as Answer)(answer);
  };
  /** The map a request names, which must be the socket's live session's. */
  const memberMap = (payload: unknown): string | null => {
    const mapId = mapIdOf(payload);
    return mapId !== null && mapId === socket.data.liveMapId ? mapId : null;
  };

  let membership: Promise<unknown> = Promise.resolve();
  /** The socket's joins and leaves, one at a time: a join racing another, or a disconnect, counts once. */
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const run = membership.then(step);
    membership = run.catch(() => undefined);
    return run;
  };
  const leave = () => inTurn(() => leaveLiveSession(socket, sessions));

  socket.on('start', (payload, ack) => {
    const mapId = mapIdOf(payload);
    if (!mapId) return refuse(ack, refusal('BAD_USER_INPUT', REALTIME_MESSAGES.badMapId));
    serve(ack, async () => ({ session: await sessions.start(viewer(), mapId) }));
  });

  socket.on('join', (payload, ack) => {
    const mapId = mapIdOf(payload);
    const since = sinceOf(payload);
    if (!mapId || since === null) return refuse(ack, refusal('BAD_USER_INPUT', REALTIME_MESSAGES.badMapId));
    serveRead(ack, () =>
      inTurn(async () => {
        // Already a member (a second join of the same client): what it missed, without counting it again.
        if (socket.data.liveMapId === mapId) return sessions.catchUp(viewer(), mapId, since);
        await leaveLiveSession(socket, sessions);
        // In the room before the state is read: no edit falls between the two.
        await socket.join(liveRoomOf(mapId));
        try {
          const initial = await sessions.join(viewer(), mapId, since);
          socket.data.liveMapId = mapId;
          return initial;
        } catch (error) {
          await socket.leave(liveRoomOf(mapId));
          throw error;
        }
      }),
    );
  });

  socket.on('requestInitialActions', (payload, ack) => {
    const mapId = memberMap(payload);
    const since = sinceOf(payload);
    if (!mapId || since === null) return refuse(ack, refusal('FORBIDDEN', LIVE_MESSAGES.notMember));
    serveRead(ack, () => sessions.catchUp(viewer(), mapId, since));
  });

  socket.on('leave', (_payload, ack) => serve(ack, async () => void (await leave())));

  socket.on('edit', (payload, ack) => {
    if (!memberMap(payload)) return refuse(ack, refusal('FORBIDDEN', LIVE_MESSAGES.notMember));
    const read = readEdit(payload);
    if ('error' in read) return refuse(ack, refusal('BAD_USER_INPUT', read.error));
    // One at a time up to the sequencer's queue: the member's edits are sequenced in the order sent.
    const queued = edits.then(async () => {
      const limited = await editLimiter.consume(socket.id).then(
        () => false,
        () => true,
      );
      if (limited) throw new AppError('BAD_USER_INPUT', LIVE_MESSAGES.tooFast);
      return sessions.edit(viewer(), read.edit);
    });
    edits = queued.then(
      () => undefined,
      () => undefined,
    );
    serve(ack, () => queued.then(({ stored }) => stored));
  });

  const setEditing = (editing: boolean) => (payload: unknown, ack: unknown) => {
    const mapId = memberMap(payload);
    const userId = userIdOf(payload);
    if (!mapId || !userId) return refuse(ack, refusal('BAD_USER_INPUT', LIVE_MESSAGES.noSuchMember));
    serve(ack, () => sessions.setEditing(viewer(), mapId, userId, editing).then(() => undefined));
  };
  socket.on('give', setEditing(true));
  socket.on('rescind', setEditing(false));

  socket.on('checkpoint', (payload, ack) => {
    const mapId = memberMap(payload);
    if (!mapId) return refuse(ack, refusal('FORBIDDEN', LIVE_MESSAGES.notMember));
    serve(ack, () => sessions.checkpoint(viewer(), mapId));
  });

  socket.on('stop', (payload, ack) => {
    const mapId = memberMap(payload);
    if (!mapId) return refuse(ack, refusal('FORBIDDEN', LIVE_MESSAGES.notMember));
    serve(ack, () => sessions.stop(viewer(), mapId).then(() => undefined));
  });

  socket.on('disconnect', () => {
    leave().catch((error: unknown) => log.warn({ err: error }, 'live edit: leaving on disconnect failed'));
  });
}
