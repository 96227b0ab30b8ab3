import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newId } from '../../src/model/ids';

/** Where a test's server keeps its data: a fresh PGlite folder, or a fresh PostgreSQL database. */
export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: the URL of the fresh database. */
  databaseUrl: string | undefined;
  /** The PGlite folder (unused with PostgreSQL). */
  dataDir: string;
  /** Removes the folder or drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file. With `TEST_DATABASE_URL` (a PostgreSQL server the test
 * may create databases on) it is a new database there; otherwise a new PGlite folder. A caller may name
 * the server itself (`null` for PGlite), as the benchmarks do to run on both.
 */
export async function createTestDatabase(
  adminUrl: string | null | undefined = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'study-maps-test-'));
  if (!adminUrl) {
    return {
      kind: 'pglite',
      databaseUrl: undefined,
      dataDir,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `it_${newId().toLowerCase()}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
