import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/database';
import { json } from '../../server/db/json';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_REVISION_MAP_NAME, DEMO_USERNAME, seedDemoContent } from '../../server/demo/seed';
import { validateMap } from '../../src/model/map';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

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

describe('migrations', () => {
  it('are applied at open and not again', async () => {
    expect(await migrateToLatest(database.db as Kysely<unknown>)).toEqual([]);
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    for (const name of [
      'users',
      'sessions',
      'maps',
      'labels',
      'map_labels',
      'courses',
      'user_groups',
      'user_group_members',
      'email_outbox',
    ]) {
      expect(tables).toContain(name);
    }
  });

  it('keep usernames unique without regard to case', async () => {
    const db = database.db;
    await db
      .insertInto('users')
      .values({ id: 'caseuser01', username: 'Sam@School.org', status: 'active' })
      .execute();
    await expect(
      db
        .insertInto('users')
        .values({ id: 'caseuser02', username: 'sam@school.ORG', status: 'active' })
        .execute(),
    ).rejects.toThrow(/users_username_lower/);
  });

  it('refuse values outside the spec enums', async () => {
    await expect(
      database.db
        .insertInto('emailOutbox')
        .values({
          id: 'mail000001',
          toAddress: 'a@b.c',
          subject: 's',
          textBody: 't',
          kind: 'invite',
          status: 'lost' as 'sent',
        })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('keep a map document as JSON, arrays included', async () => {
    const db = database.db;
    await db
      .insertInto('users')
      .values({ id: 'mapowner01', username: 'owner@maps.org', status: 'active' })
      .execute();
    const document = { id: 'map0000001', nodes: [{ id: 'n1', levels: [{ levelId: 1 }] }], connections: [] };
    await db
      .insertInto('maps')
      .values({
        id: 'map0000001',
        ownerId: 'mapowner01',
        name: 'M',
        document: json(document),
        createdBy: 'mapowner01',
        updatedBy: 'mapowner01',
      })
      .execute();
    const row = await db
      .selectFrom('maps')
      .select(['document', 'version'])
      .where('id', '=', 'map0000001')
      .executeTakeFirstOrThrow();
    expect(row.document).toEqual(document);
    expect(row.version).toBe(1);
  });
});

describe('demo content', () => {
  it('creates the demo user with a real concept map in a folder, once', async () => {
    const first = await seedDemoContent(database.db);
    expect(first.created).toBe(true);
    const second = await seedDemoContent(database.db);
    expect(second).toEqual({ created: false, userId: first.userId });

    const db = database.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', DEMO_USERNAME)
      .executeTakeFirstOrThrow();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const maps = await db
      .selectFrom('maps')
      .selectAll()
      .where('ownerId', '=', user.id)
      .orderBy('name')
      .execute();
    expect(maps.map((map) => map.name)).toEqual(['Photosynthesis', DEMO_REVISION_MAP_NAME]);
    const document = maps[0]?.document as {
      nodes: { id: string }[];
      connections: { from: string; to: string; type: number }[];
    };
    expect(document.nodes.length).toBeGreaterThanOrEqual(10);
    const ids = new Set(document.nodes.map((node) => node.id));
    for (const connection of document.connections) {
      expect(ids.has(connection.from) && ids.has(connection.to)).toBe(true);
    }
    expect(document.connections.some((connection) => connection.type === 3)).toBe(true);
    // The stored demo map is valid by the model's own rules.
    for (const map of maps) expect(validateMap(map.document)).toMatchObject({ ok: true });
    const folders = await db
      .selectFrom('mapLabels')
      .innerJoin('labels', 'labels.id', 'mapLabels.labelId')
      .select('labels.name')
      .where('mapLabels.mapId', '=', maps[0]?.id ?? '')
      .execute();
    expect(folders.map((folder) => folder.name)).toEqual(['Science/Biology']);
  });
});
