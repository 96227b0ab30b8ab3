import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { DataDirInUseError, lockDataDir } from './dataDirLock.ts';
import { migrateToLatest } from './migrate.ts';
import type { Tables } from './tables.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The one query layer: the same Kysely API over embedded PGlite or a PostgreSQL server. */
export interface Database {
  kind: DatabaseKind;
  db: Kysely<Tables>;
  /** Waits for running queries, then closes (PGlite flushes its files to disk). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

/** The database could not be reached or opened; its message is one line for the operator. */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

const plugins = [new CamelCasePlugin()];

const BYTEA_OID = 17;

/**
 * bytea as hex through Buffer. PGlite's own converters go a byte at a time (Array.from, parseInt): about
 * 3 MB/s, so a 60 MB video took 17 s to store; these are memory copies. Same values: Uint8Array in and out.
 */
const PGLITE_BYTEA = {
  serializers: {
    [BYTEA_OID]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
  parsers: { [BYTEA_OID]: (text: string) => new Uint8Array(Buffer.from(text.slice(2), 'hex')) },
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  await migrateToLatest(database.db as Kysely<unknown>);
  return database;
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // pg emits idle-client errors on the pool; without a listener they would crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), plugins });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    throw new DatabaseOpenError(
      `Cannot connect to PostgreSQL at ${describeUrl(databaseUrl)}: ${reason(error)}`,
    );
  }
  return { kind: 'postgres', db, close: () => db.destroy() };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let pglite: PGlite;
  let unlock = async () => {};
  try {
    if (!inMemory) {
      await mkdir(dataDir, { recursive: true });
      unlock = await lockDataDir(dataDir);
    }
    pglite = await PGlite.create(dataDir, PGLITE_BYTEA);
  } catch (error) {
    await unlock();
    if (error instanceof DataDirInUseError) throw new DatabaseOpenError(`Cannot open: ${error.message}`);
    throw new DatabaseOpenError(`Cannot open the embedded database in ${dataDir}: ${reason(error)}`);
  }
  const db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }), plugins });
  return {
    kind: 'pglite',
    db,
    close: async () => {
      // Kysely's PGlite driver closes the instance on destroy, which flushes it to disk.
      await db.destroy();
      await unlock();
    },
  };
}

/** host:port/database of a connection URL, without credentials. */
function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error)
    return (error.message || (error as NodeJS.ErrnoException).code || error.name).split('\n')[0] ?? '';
  return String(error);
}
