import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Handshake } from './handshake.ts';
import { REALTIME_MESSAGES } from './messages.ts';
import { handleRemoteSocket, type MapRightsLookup, type SmartRemoteServer } from './remoteEvents.ts';

export const SMART_REMOTE_PATH = '/smartremote';

export interface SmartRemote {
  io: SmartRemoteServer;
  close(): Promise<void>;
}

export interface SmartRemoteOptions {
  log: FastifyBaseLogger;
  /** Who connects: every socket needs a signed-in viewer from the server's own origin. */
  handshake: Handshake;
  mapRights: MapRightsLookup;
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
  if (redisUrl) {
    const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on('error', (error) => log.warn({ err: error }, 'redis (smartremote)'));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

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

  io.on('connection', (socket) => handleRemoteSocket(io, socket, mapRights, log));

  return {
    io,
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
