import { type Kysely, sql } from 'kysely';

/**
 * A small picture of each map (issue 22, map thumbnails), drawn by the client when the map is saved:
 * one row per map, kept beside the map rather than inside its document, replaced by the next save's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('map_thumbnails')
    .addColumn('map_id', 'text', (column) => column.primaryKey().references('maps.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('image', 'bytea', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('map_thumbnails').execute();
}
