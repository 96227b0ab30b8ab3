import { type Kysely, sql } from 'kysely';

/**
 * Media uploaded for a map (a level's background image; later a presentation's video or audio). The bytes
 * live in the database, so every server process serves them (DESIGN.md: shared when a database is set).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('media_map').on('media').column('map_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
