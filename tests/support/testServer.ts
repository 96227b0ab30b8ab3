import { type AppServer, startServer } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/database';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  server: AppServer;
  database: Database;
  testDatabase: TestDatabase;
  config: Config;
  /** Stops the server and removes its database. */
  stop(): Promise<void>;
}

/**
 * The real server on a free port over a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
 * or over the database of `sharing`, as a second process of one deployment (PostgreSQL only: PGlite's
 * folder takes one server). Only the server that made the database removes it.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  sharing?: TestServer,
): Promise<TestServer> {
  const testDatabase = sharing ? sharing.testDatabase : await createTestDatabase();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: testDatabase.dataDir,
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const server = await startServer(config, database);
  return {
    baseUrl: server.url,
    server,
    database,
    testDatabase,
    config,
    async stop() {
      await server.close();
      if (!sharing) await testDatabase.drop();
    },
  };
}
