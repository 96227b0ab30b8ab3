import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';

export const SMART_REMOTE_PATH = '/smartremote';

/** Events of the remote-control channel (spec 2 section 7, spec 3). */
export interface ClientToServerEvents {
  map: (payload: { mapId: string }) => void;
  statusRequest: (payload: { mapId: string }) => void;
  action: (payload: { mapId: string; actionMode?: string; action: unknown }) => void;
  replayStatus: (payload: { mapId: string; status: string; timestamp: number; replayIndex: number }) => void;
}

export interface ServerToClientEvents {
  mapStatus: (payload: { mapId: string; userCount: number }) => void;
  action: (payload: { mapId: string; actionMode?: string; action: unknown }) => void;
  replayStatus: (payload: { mapId: string; status: string; timestamp: number; replayIndex: number }) => void;
  statusRequest: (payload: { mapId: string }) => void;
}

type RemoteSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { mapId?: string }
>;
export type SmartRemoteServer = Server<ClientToServerEvents, ServerToClientEvents>;

export interface SmartRemote {
  io: SmartRemoteServer;
  close(): Promise<void>;
}

const roomOf = (mapId: string) => `map:${mapId}`;

/** The map id a client payload names, or null: payloads come from anyone and may be anything. */
export function mapIdOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { mapId } = payload as { mapId?: unknown };
  return typeof mapId === 'string' && mapId.length > 0 && mapId.length <= 64 ? mapId : null;
}

/**
 * socket.io at `/smartremote`, websocket transport only. A socket follows one map at a time ('map');
 * actions and replay status from a presenter reach every other socket on that map. With `REDIS_URL`
 * the rooms span every server process (Redis adapter).
 */
export function attachSmartRemote(
  httpServer: HttpServer,
  log: FastifyBaseLogger,
  redisUrl?: string,
): SmartRemote {
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

  const announceStatus = async (mapId: string) => {
    const sockets = await io.in(roomOf(mapId)).fetchSockets();
    io.to(roomOf(mapId)).emit('mapStatus', { mapId, userCount: sockets.length });
  };

  io.on('connection', (socket: RemoteSocket) => {
    socket.on('map', async (payload) => {
      const mapId = mapIdOf(payload);
      const previous = socket.data.mapId;
      if (!mapId || previous === mapId) return;
      if (previous) {
        await socket.leave(roomOf(previous));
        await announceStatus(previous);
      }
      socket.data.mapId = mapId;
      await socket.join(roomOf(mapId));
      await announceStatus(mapId);
    });
    socket.on('statusRequest', (payload) => {
      const mapId = mapIdOf(payload);
      if (mapId) socket.to(roomOf(mapId)).emit('statusRequest', { mapId });
    });
    // A presenter's action and replay status reach the other followers of the map it follows.
    const relay = (event: 'action' | 'replayStatus') => (payload: unknown) => {
      const mapId = mapIdOf(payload);
      if (mapId && socket.data.mapId === mapId) socket.to(roomOf(mapId)).emit(event, payload as never);
    };
    socket.on('action', relay('action'));
    socket.on('replayStatus', relay('replayStatus'));
    socket.on('disconnect', () => {
      if (socket.data.mapId) void announceStatus(socket.data.mapId).catch(() => {});
    });
  });

  return {
    io,
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
