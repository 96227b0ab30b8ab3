import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { LiveBroadcast, LiveSessions } from '../live/liveSessions.ts';
import type { MapEvents } from '../maps/mapEvents.ts';
import type { Handshake } from './handshake.ts';
import { handleLiveSocket, liveBroadcast, liveReadLimiter } from './liveEvents.ts';
import { relayMapEvents } from './mapEventRelay.ts';
import { localMemberCounts, type MemberCounts, redisMemberCounts } from './memberCounts.ts';
import { REALTIME_MESSAGES } from './messages.ts';
import {
  handleRemoteSocket,
  type MapRightsLookup,
  type RemoteRooms,
  roomOf,
  type SmartRemoteServer,
} from './remoteEvents.ts';

export const SMART_REMOTE_PATH = '/smartremote';

export interface SmartRemote {
  io: SmartRemoteServer;
  /** Live edit's sessions; absent when live sessions are off. */
  live: LiveSessions | undefined;
  close(): Promise<void>;
}

export interface SmartRemoteOptions {
  log: FastifyBaseLogger;
  /** Who connects: every socket needs a signed-in viewer from the server's own origin. */
  handshake: Handshake;
  mapRights: MapRightsLookup;
  /** Live edit's sessions, told how to reach the members; absent when live sessions are off. */
  liveSessions?: (broadcast: LiveBroadcast) => LiveSessions;
  /** Saves and removed shares, told to the maps' followers; absent, nobody hears of them. */
  mapEvents?: MapEvents;
  redisUrl?: string;
}

/** A connection refused by the middleware: the client's `connect_error` carries its message and code. */
function connectError(code: string, message: string): Error & { data: { code: string } } {
  return Object.assign(new Error(message), { data: { code } });
}

/**
 * socket.io at `/smartremote`, websocket transport only (events: remoteEvents.ts). With `REDIS_URL`
 * the rooms span every server process (Redis adapter).
 */
export function attachSmartRemote(httpServer: HttpServer, options: SmartRemoteOptions): SmartRemote {
  const { log, handshake, mapRights, redisUrl } = options;
  const io: SmartRemoteServer = new Server(httpServer, {
    path: SMART_REMOTE_PATH,
    transports: ['websocket'],
    serveClient: false,
    // Leave other upgrade paths (/collab) to their own handler.
    destroyUpgrade: false,
  });

  const redisClients: Redis[] = [];
  let counts: MemberCounts = localMemberCounts(io);
  if (redisUrl) {
    const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on('error', (error) => log.warn({ err: error }, 'redis (smartremote)'));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
    counts = redisMemberCounts(pub);
  }
  const rooms: RemoteRooms = { io, counts, closing: false };

  io.use((socket, next) => {
    handshake(socket.request).then(
      (outcome) => {
        if (!outcome.ok) return next(connectError(outcome.refusal.code, outcome.refusal.message));
        socket.data.viewerId = outcome.viewerId;
        next();
      },
      (error: unknown) => {
        log.error({ err: error }, 'smartremote: handshake failed');
        next(connectError('INTERNAL_SERVER_ERROR', REALTIME_MESSAGES.serverError));
      },
    );
  });

  const live = options.liveSessions?.(liveBroadcast(rooms, redisUrl !== undefined));
  // Another process changed a live session: this one reads it again.
  io.on('liveChanged', (mapId) => {
    live?.refresh(mapId).catch((error: unknown) => log.warn({ err: error }, 'live edit: refresh failed'));
  });
  const stopTidying = live ? live.keepTidy(redisUrl === undefined) : async () => {};
  const stopRelay = options.mapEvents
    ? relayMapEvents(rooms, live, options.mapEvents, redisUrl !== undefined, log)
    : () => {};
  const readLimiter = liveReadLimiter();
  io.on('connection', (socket) => {
    handleRemoteSocket(rooms, socket, mapRights, log);
    if (live) handleLiveSocket(socket, live, readLimiter, log);
  });

  return {
    io,
    live,
    async close() {
      rooms.closing = true;
      stopRelay();
      await stopTidying();
      await releaseCounts(rooms);
      // This process's sockets only: through the Redis adapter the plain call reaches every process's.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

/**
 * A closing process takes its followers out of the counts first (its sockets' own leaving is not counted
 * while it closes); a process that dies without closing leaves its followers counted.
 */
async function releaseCounts({ io, counts }: RemoteRooms): Promise<void> {
  const followers = new Map<string, { mapId: string; userId: string; sockets: number }>();
  for (const socket of io.of('/').sockets.values()) {
    const { mapId, viewerId: userId } = socket.data;
    if (!mapId) continue;
    const key = `${mapId} ${userId}`;
    const follower = followers.get(key) ?? { mapId, userId, sockets: 0 };
    follower.sockets += 1;
    followers.set(key, follower);
  }
  await Promise.all(
    [...followers.values()].map(({ mapId, userId, sockets }) =>
      counts.moved(mapId, roomOf(mapId), userId, -sockets).catch(() => 0),
    ),
  );
}
