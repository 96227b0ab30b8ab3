import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  createAuthContext,
  hasSessionCookies,
  registerAuth,
  resolveUpgradeViewer,
  resolveViewer,
} from './auth/index.ts';
import { serverSecret } from './auth/secrets.ts';
import { registerCompression } from './compression.ts';
import { appAddress, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { LiveSessions } from './live/liveSessions.ts';
import { MapEvents } from './maps/mapEvents.ts';
import { requireViewRights } from './maps/rights.ts';
import { registerMedia } from './media/routes.ts';
import { ServerStatus } from './monitor/serverStatus.ts';
import { createPayments } from './payments/stripeClient.ts';
import { registerPaymentsWebhook } from './payments/webhook.ts';
import { fastifyTrustProxy } from './proxy.ts';
import { attachCollab, COLLAB_PATH, type Collab } from './realtime/collab.ts';
import { createHandshake } from './realtime/handshake.ts';
import { attachSmartRemote, SMART_REMOTE_PATH, type SmartRemote } from './realtime/smartRemote.ts';
import { QuietRequestLogs } from './requestLogs.ts';
import { registerClassJoin } from './rest/classJoin.ts';
import { registerClientLog } from './rest/clientLog.ts';
import { registerCourseThumbnails } from './rest/courseThumbnails.ts';
import { registerFeatureFlags } from './rest/featureFlags.ts';
import { registerHealth } from './rest/health.ts';
import { registerLegalLinks } from './rest/legal.ts';
import { registerMapThumbnails } from './rest/mapThumbnails.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { registerStaticApp } from './static.ts';
import { trackUnusedConnections } from './unusedConnections.ts';

export interface AppServer {
  app: FastifyInstance;
  serverStatus: ServerStatus;
  smartRemote: SmartRemote;
  collab: Collab;
  /** The address it listens on, once started. */
  url: string;
  /**
   * Graceful stop: refuse new connections, let running requests finish (their writes included),
   * close the realtime channels, then the database.
   */
  close(): Promise<void>;
}

/** How long a stopping server waits for requests under way before it closes their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Builds the whole server over an open database and starts listening. */
export async function startServer(config: Config, database: Database): Promise<AppServer> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    logController: new QuietRequestLogs(),
    // Keep-alive sockets that sit idle are closed on shutdown; busy ones finish their request first.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // Plugins load while the database opens and migrates: on a busy machine that outlasts the default 10 s.
    pluginTimeout: 60_000,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });

  // While shutting down, answers close their connection: a keep-alive socket that was busy when the
  // close began would otherwise hold the server open until its keep-alive timeout.
  let shuttingDown = false;
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) reply.header('connection', 'close');
  });
  const unusedConnections = trackUnusedConnections(app.server);
  app.addHook('preClose', async () => unusedConnections.closeAll());

  await registerSecurityHeaders(app, config.featureFlags);
  await registerCompression(app);
  // Signed cookies (the OAuth attempt) use a secret every server process shares.
  await app.register(fastifyCookie, { secret: await serverSecret(database.db, 'cookie') });
  // Rate limits are shared by every server process through Redis when there is one.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits)'));
  let url = '';
  const auth = await createAuthContext(config, database, app.log, () => url, redis);
  registerAuth(app, auth);
  registerHealth(app, database);
  registerFeatureFlags(app, config.featureFlags);
  registerLegalLinks(app, config.legal);
  registerClientLog(app, database, auth.limits.clientLogsPerAddress, (request) =>
    resolveViewer(auth, request),
  );
  const serverStatus = new ServerStatus(database, redis);
  app.addHook('onError', async (request, _reply, error) => {
    if ((error.statusCode ?? 500) >= 500)
      serverStatus.errors.record(`${request.method} ${request.url}`, error);
  });
  registerClassJoin(app, database, (request) => resolveViewer(auth, request));
  registerMedia(app, database, (request) => resolveViewer(auth, request), {
    mediaMaxBytes: config.mediaMaxBytes,
    chunkBytes: config.mediaChunkBytes,
  });
  registerMapThumbnails(app, database, (request) => resolveViewer(auth, request));
  registerCourseThumbnails(app, database, (request) => resolveViewer(auth, request));
  // Without a provider there is no webhook route: nobody can obtain paid access (DESIGN.md).
  const payments = config.payments ? createPayments(config.payments) : null;
  if (payments) registerPaymentsWebhook(app, database, payments);
  // Saves and removed shares, heard by the realtime channels below.
  const mapEvents = new MapEvents();
  registerGraphQL(app, {
    database,
    mapEvents,
    resolveViewer: (request) => resolveViewer(auth, request),
    hasSession: hasSessionCookies,
    mapMaxBytes: config.mapMaxBytes,
    publicUrl: config.publicUrl,
    anonymousIntrospection: config.anonymousIntrospection,
    serverStatus,
    payments,
    appAddress: () => appAddress(config, url),
  });
  await registerStaticApp(app, config.appDir, { sourceMaps: config.serveSourceMaps });

  await app.ready();
  // Both realtime channels: the session cookie and the server's own origin, as GraphQL sees them.
  const handshake = createHandshake({
    resolveViewer: (request) => resolveUpgradeViewer(auth, request),
    publicUrl: config.publicUrl,
  });
  const mapRights = (userId: string, mapId: string) => requireViewRights(database.db, userId, mapId);
  // A session that ends here closes its presence room here (collab is attached below).
  let closePresence: (mapId: string, sessionId: string) => void = () => {};
  const smartRemote = attachSmartRemote(app.server, {
    log: app.log,
    handshake,
    mapRights,
    liveSessions: config.featureFlags['live-sessions']
      ? (broadcast) =>
          new LiveSessions(
            database.db,
            { mapMaxBytes: config.mapMaxBytes },
            {
              ...broadcast,
              stopped(mapId, sessionId) {
                broadcast.stopped(mapId, sessionId);
                closePresence(mapId, sessionId);
              },
            },
            app.log,
          )
      : undefined,
    mapEvents,
    redisUrl: config.redisUrl,
  });
  const collab = attachCollab(app.server, {
    log: app.log,
    handshake,
    mapRights,
    // Presence rooms are those of the map's open live session.
    admitRoom: (viewerId, mapId, sessionId) =>
      smartRemote.live ? smartRemote.live.admitPresence(viewerId, mapId, sessionId) : Promise.resolve(),
    limits: config.collabLimits,
    redisUrl: config.redisUrl,
  });
  closePresence = (mapId, sessionId) => collab.closeSessionRoom(mapId, sessionId);
  // A user who may no longer see a map leaves its presence rooms (collab reaches the other processes).
  mapEvents.on('accessRevoked', ({ mapId, userId }) => collab.disconnectFromMap(userId, mapId));
  serverStatus.attachRealtime({
    socketCount: () => smartRemote.io.of('/').sockets.size,
    collabConnectionCount: () => collab.connectionCount,
    collabRoomCount: () => collab.roomCount,
    disconnectUser: async (userId) => {
      // Through the Redis adapter this reaches the sockets of every process.
      const sockets = await smartRemote.io.fetchSockets();
      for (const socket of sockets) if (socket.data.viewerId === userId) socket.disconnect(true);
      collab.disconnectViewer(userId);
    },
  });
  app.server.on('upgrade', (request, socket) => {
    const url = request.url ?? '';
    if (!url.startsWith(SMART_REMOTE_PATH) && !url.startsWith(COLLAB_PATH)) socket.destroy();
  });

  url = await app.listen({ port: config.port, host: config.host });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      shuttingDown = true;
      await smartRemote.close();
      await collab.close();
      // Requests under way get a grace period; a client that never finishes its request does not keep
      // the server from stopping.
      const forced = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await app.close();
      clearTimeout(forced);
      await redis?.quit().catch(() => redis.disconnect());
      await database.close();
      app.log.info('shutdown complete');
    })();
    return closing;
  };

  return { app, serverStatus, smartRemote, collab, url, close };
}
