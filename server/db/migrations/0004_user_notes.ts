import { type Kysely, sql } from 'kysely';

/** Each user's own notes on a map (spec 2 section 3, user notes), gone with the map or the user. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('map_user_notes')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('notes', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('map_user_notes_pk', ['user_id', 'map_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('map_user_notes').execute();
}
