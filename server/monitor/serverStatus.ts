import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { APP_VERSION } from '../../src/model/version.ts';
import { countLiveSessions } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';
import { RecentErrors } from './recentErrors.ts';

/** The realtime channels' counts and controls, once they are attached (after the HTTP routes). */
export interface RealtimeStatus {
  /** socket.io connections at /smartremote on this process. */
  socketCount(): number;
  /** y-websocket connections at /collab on this process, and the rooms they share. */
  collabConnectionCount(): number;
  collabRoomCount(): number;
  /** Closes every realtime connection of a user (a deactivated one), on every process that can be reached. */
  disconnectUser(userId: string): Promise<void>;
}

export interface DependencyHealth {
  ok: boolean;
  /** How long the check took, in milliseconds. */
  latencyMs: number;
  error: string | null;
}

export interface MonitorSnapshot {
  server: { version: string; uptimeSeconds: number; processId: number; memoryMb: number };
  database: DependencyHealth & { kind: string };
  /** Null when no Redis is configured. */
  redis: DependencyHealth | null;
  liveSessions: number;
  sockets: number;
  collabConnections: number;
  collabRooms: number;
}

/** A check that does not answer in this time counts as down. */
const CHECK_TIMEOUT_MS = 2000;

async function timed(check: () => Promise<unknown>): Promise<DependencyHealth> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started), error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: message };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the monitor page (issue 22, /monitor) reads of this server process: its health and that of the
 * database and Redis, the live sessions and realtime connections, and its recent unexpected errors.
 */
export class ServerStatus {
  readonly errors = new RecentErrors();
  private realtime: RealtimeStatus | null = null;
  private readonly startedAt = Date.now();

  constructor(
    private readonly database: Database,
    private readonly redis: Redis | undefined,
  ) {}

  attachRealtime(realtime: RealtimeStatus): void {
    this.realtime = realtime;
  }

  async disconnectUser(userId: string): Promise<void> {
    await this.realtime?.disconnectUser(userId);
  }

  async snapshot(): Promise<MonitorSnapshot> {
    const { db } = this.database;
    const redis = this.redis;
    const [database, redisHealth, liveSessions] = await Promise.all([
      timed(() => sql`select 1`.execute(db)),
      redis ? timed(() => redis.ping()) : Promise.resolve(null),
      countLiveSessions(db).catch(() => 0),
    ]);
    return {
      server: {
        version: APP_VERSION,
        uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
        processId: process.pid,
        memoryMb: Math.round(process.memoryUsage().rss / (1024 * 1024)),
      },
      database: { ...database, kind: this.database.kind },
      redis: redisHealth,
      liveSessions,
      sockets: this.realtime?.socketCount() ?? 0,
      collabConnections: this.realtime?.collabConnectionCount() ?? 0,
      collabRooms: this.realtime?.collabRoomCount() ?? 0,
    };
  }
}
