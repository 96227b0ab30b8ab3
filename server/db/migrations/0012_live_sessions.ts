import { type Kysely, sql } from 'kysely';

/**
 * Live edit (issue 24): the open session of each map, its members (counted by connection: a second tab, another process), with the document it started from or its latest
 * snapshot, and the operation log of every edit the server accepted in it, in revision order. An edit is
 * in the log before it is acknowledged, so a server killed mid-session loses nothing acknowledged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_sessions')
    .addColumn('map_id', 'text', (column) => column.primaryKey().references('maps.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (column) => column.notNull().unique())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('editor_ids', 'jsonb', (column) => column.notNull())
    .addColumn('snapshot', 'jsonb', (column) => column.notNull())
    .addColumn('snapshot_rev', 'integer', (column) => column.notNull().defaultTo(0))
    // The last revision saved as the map's version (a checkpoint), whichever process saved it.
    .addColumn('checkpoint_rev', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // Since when nobody has been in it (null while someone is): a session left long enough ends.
    .addColumn('idle_since', 'timestamptz')
    .execute();
  await db.schema
    .createTable('live_ops')
    .addColumn('session_id', 'text', (column) =>
      column.notNull().references('live_sessions.session_id').onDelete('cascade'),
    )
    .addColumn('rev', 'integer', (column) => column.notNull())
    .addColumn('op_id', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('action', 'jsonb', (column) => column.notNull())
    .addColumn('inverse', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('live_ops_pkey', ['session_id', 'rev'])
    .addUniqueConstraint('live_ops_op_id', ['session_id', 'op_id'])
    .execute();
  await db.schema
    .createTable('live_members')
    .addColumn('session_id', 'text', (column) =>
      column.notNull().references('live_sessions.session_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('initials', 'text', (column) => column.notNull())
    .addColumn('connections', 'integer', (column) => column.notNull())
    .addColumn('joined_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('live_members_pkey', ['session_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_members').execute();
  await db.schema.dropTable('live_ops').execute();
  await db.schema.dropTable('live_sessions').execute();
}
