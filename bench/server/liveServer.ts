/**
 * The live-edit benchmarks' server (issue 24): a real server process over a fresh database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL, as the integration tests pick it), seeded before it starts with an
 * owner, editors and a viewer sharing two maps: a small one and one of 10,000 nodes.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Socket } from 'socket.io-client';
import { hashPassword } from '../../server/auth/passwords';
import { openDatabase } from '../../server/db/database';
import { json } from '../../server/db/json';
import { newId } from '../../src/model/ids';
import { newMapDocument } from '../../src/model/map/newMap';
import { storedMapDocument } from '../../src/model/map/stored';
import { HttpClient, TEST_AUTH_ENV } from '../../tests/support/httpClient';
import { connected, remoteSocket, request } from '../../tests/support/realtimeClients';
import { spawnServer } from '../../tests/support/serverProcess';
import { createTestDatabase, type TestDatabase } from '../../tests/support/testDatabase';
import { editorBenchMap } from '../client/editorMap';

export const EDITORS = 10;
export const BIG_MAP_NODES = 10_000;
const PASSWORD = 'bench live password';

export interface LiveUser {
  id: string;
  username: string;
  browser: HttpClient;
}

export interface LiveServer {
  baseUrl: string;
  kind: TestDatabase['kind'];
  /** A map of a few nodes, for the broadcast and presence runs. */
  smallMapId: string;
  /** A map of 10,000 nodes, for the convergence run. */
  bigMapId: string;
  owner: LiveUser;
  editors: LiveUser[];
  viewer: LiveUser;
  /** A signed-in /smartremote socket of the user (cookie and origin as a browser sends them). */
  connect(user: LiveUser): Promise<Socket>;
  stop(): Promise<void>;
}

/** Fails the benchmark on a refused live-edit request: a figure over refusals would mean nothing. */
export async function ask<Value extends object = object>(socket: Socket, event: string, payload: unknown) {
  const answer = (await request(socket, event, payload)) as { ok: boolean; message?: string } & Value;
  if (!answer.ok) throw new Error(`live bench: ${event} refused: ${answer.message}`);
  return answer;
}

/** `postgresUrl`: a PostgreSQL server to create the database on; without it, PGlite. */
export async function startLiveServer(postgresUrl?: string): Promise<LiveServer> {
  const testDatabase = await createTestDatabase(postgresUrl ?? null);
  const accounts = await seed(testDatabase);
  const server = spawnServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: testDatabase.dataDir,
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...TEST_AUTH_ENV,
    // BENCH_SERVER_PROFILE=dir: the server's CPU profile, written there when it stops (a debug run).
    ...(process.env.BENCH_SERVER_PROFILE
      ? {
          BENCH_SERVER_PROFILE: process.env.BENCH_SERVER_PROFILE,
          NODE_OPTIONS: `--import ${pathToFileURL(path.join(import.meta.dirname, 'cpuProfileHook.mjs'))}`,
        }
      : {}),
  });
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await testDatabase.drop();
  };
  try {
    const baseUrl = await server.started;
    const signIn = async (username: string, id: string): Promise<LiveUser> => {
      const browser = new HttpClient(baseUrl);
      const answer = await browser.json('POST', '/a/auth/authenticate', {
        username,
        password: PASSWORD,
        reCaptchaToken: await browser.humanCheckToken(),
      });
      if (answer.status !== 200) throw new Error(`live bench: sign-in failed (${answer.status})`);
      return { id, username, browser };
    };
    const [owner, viewer, ...editors] = await Promise.all(
      accounts.users.map((user) => signIn(user.username, user.id)),
    );
    if (!owner || !viewer) throw new Error('live bench: no owner or viewer');
    const connect = (user: LiveUser) =>
      connected(
        remoteSocket(baseUrl, { cookie: user.browser.cookieHeader('/smartremote'), origin: baseUrl }),
      );
    return { ...accounts, baseUrl, kind: testDatabase.kind, owner, viewer, editors, connect, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The users (owner, viewer, then the editors) and both maps, written before the server starts. */
async function seed(testDatabase: TestDatabase) {
  const database = await openDatabase({
    databaseUrl: testDatabase.databaseUrl,
    dataDir: testDatabase.dataDir,
  });
  const db = database.db;
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const users = ['owner', 'viewer', ...Array.from({ length: EDITORS }, (_, index) => `editor${index}`)].map(
      (role) => ({ id: newId(), username: `bench.live.${role}@example.org`, role }),
    );
    await db
      .insertInto('users')
      .values(
        users.map(({ id, username, role }) => ({
          id,
          username,
          firstName: 'Bench',
          lastName: role,
          passwordHash,
          roles: json([]),
        })),
      )
      .execute();
    const ownerId = users[0]?.id ?? '';
    const smallMapId = newId();
    const bigMapId = newId();
    const maps = [
      [smallMapId, storedMapDocument(newMapDocument({ id: smallMapId, name: 'Live small' }))],
      [bigMapId, editorBenchMap(BIG_MAP_NODES, 'Live 10k')],
    ] as const;
    for (const [id, document] of maps) {
      await db
        .insertInto('maps')
        .values({ id, ownerId, name: id, document: json(document), createdBy: ownerId, updatedBy: ownerId })
        .execute();
      await db
        .insertInto('mapShares')
        .values(
          users.slice(1).map((user) => ({
            mapId: id,
            userId: user.id,
            accessRight: user.role === 'viewer' ? ('view' as const) : ('edit' as const),
          })),
        )
        .execute();
    }
    return { users, smallMapId, bigMapId };
  } finally {
    await database.close();
  }
}
