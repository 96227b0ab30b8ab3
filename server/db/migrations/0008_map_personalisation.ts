import { type Kysely, sql } from 'kysely';

/**
 * Personalising a map (issue 23, spec 2 sections 3 and 6): the owner lets readers of a map add their own
 * nodes and connections (`personalisable`, off until the owner turns it on), and each reader's additions
 * are kept beside the map, never in it, gone with the map or the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('maps')
    .addColumn('personalisable', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('map_user_additions')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('additions', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('map_user_additions_pk', ['user_id', 'map_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('map_user_additions').execute();
  await db.schema.alterTable('maps').dropColumn('personalisable').execute();
}
