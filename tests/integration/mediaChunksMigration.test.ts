/**
 * Migration 0013 moves the media stored whole in `media.data` into chunks of 1 MiB, so images uploaded
 * before it are served as before; going back puts the bytes together again.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/database';
import { json } from '../../server/db/json';
import { migrateToLatest, migrationProvider } from '../../server/db/migrate';
import { newId } from '../../src/model/ids';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

const MIB = 1024 * 1024;
let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir: testDatabase.dataDir });
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

async function chunksOf(mediaId: string): Promise<Buffer[]> {
  const rows = await database.db
    .selectFrom('mediaChunks')
    .select('data')
    .where('mediaId', '=', mediaId)
    .orderBy('chunkIndex')
    .execute();
  return rows.map((row) => Buffer.from(row.data));
}

it('moves stored media into chunks of 1 MiB and back', async () => {
  const db = database.db;
  const userId = newId();
  const mapId = newId();
  await db
    .insertInto('users')
    .values({ id: userId, username: `${userId}@example.com` })
    .execute();
  await db
    .insertInto('maps')
    .values({
      id: mapId,
      ownerId: userId,
      name: 'Old media',
      document: json({ nodes: [], connections: [] }),
      createdBy: userId,
      updatedBy: userId,
    })
    .execute();
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider: migrationProvider });
  const back = await migrator.migrateTo('0012_live_sessions');
  expect(back.error).toBeUndefined();

  const small = randomBytes(100);
  const large = randomBytes(2 * MIB + 12_345);
  for (const [id, bytes] of [
    ['small', small],
    ['large', large],
  ] as const) {
    await sql`
      insert into media (id, map_id, owner_id, content_type, byte_size, data)
      values (${id}, ${mapId}, ${userId}, 'image/png', ${bytes.byteLength}, ${bytes})
    `.execute(db);
  }
  expect(await migrateToLatest(db as Kysely<unknown>)).toContain('0013_media_chunks');

  expect(await chunksOf('small')).toEqual([small]);
  const largeChunks = await chunksOf('large');
  expect(largeChunks.map((chunk) => chunk.byteLength)).toEqual([MIB, MIB, 12_345]);
  expect(Buffer.concat(largeChunks).equals(large)).toBe(true);
  const rows = await db.selectFrom('media').select(['id', 'chunkSize']).orderBy('id').execute();
  expect(rows).toEqual([
    { id: 'large', chunkSize: MIB },
    { id: 'small', chunkSize: MIB },
  ]);

  expect((await migrator.migrateTo('0012_live_sessions')).error).toBeUndefined();
  const restored = await sql<{
    id: string;
    data: Uint8Array;
  }>`select id, data from media order by id`.execute(db);
  expect(
    restored.rows.map((row) => [row.id, Buffer.from(row.data).equals(row.id === 'large' ? large : small)]),
  ).toEqual([
    ['large', true],
    ['small', true],
  ]);
  await migrateToLatest(db as Kysely<unknown>);
});
