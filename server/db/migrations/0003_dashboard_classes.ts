import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

/**
 * Dashboard, maps area, classes and usage reports (spec 1): daily map usage counters, each user's
 * latest activity per map (recent maps), completed dashboard suggestions, and the indexes the maps
 * list, folders and classes read by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const counter = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
  await db.schema
    .createTable('map_usage_days')
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('user_loads', 'integer', counter)
    .addColumn('user_course_loads', 'integer', counter)
    .addColumn('user_shares', 'integer', counter)
    .addColumn('user_updates', 'integer', counter)
    .addColumn('anonymous_loads', 'integer', counter)
    .addColumn('anonymous_course_loads', 'integer', counter)
    .addColumn('anonymous_shares', 'integer', counter)
    .addColumn('anonymous_updates', 'integer', counter)
    .addPrimaryKeyConstraint('map_usage_days_pk', ['map_id', 'day'])
    .execute();

  await db.schema
    .createTable('map_user_activity')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('load', 'courseLoad', 'share', 'update')`),
    )
    .addColumn('course_id', 'text', (col) => col.references('courses.id').onDelete('set null'))
    .addColumn('last_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('map_user_activity_pk', ['user_id', 'map_id', 'action'])
    .execute();
  await db.schema
    .createIndex('map_user_activity_recent')
    .on('map_user_activity')
    .columns(['user_id', 'action', 'last_at'])
    .execute();

  await db.schema
    .createTable('user_achievements')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('suggestion_id', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'suggestion_id'])
    .execute();

  // The maps list joins folders and tags by map; classes read members, invitations and resources by group.
  await db.schema.createIndex('map_labels_map').on('map_labels').column('map_id').execute();
  await db.schema.createIndex('labels_user').on('labels').column('user_id').execute();
  await db.schema
    .createIndex('user_group_resources_group')
    .on('user_group_resources')
    .column('group_id')
    .execute();
  await sql`create unique index user_group_resources_once on user_group_resources (group_id, resource_type, coalesce(course_id, map_id))`.execute(
    db,
  );
  await db.schema
    .createIndex('user_group_invitations_group')
    .on('user_group_invitations')
    .column('group_id')
    .execute();
  await sql`create unique index user_group_invitations_pending on user_group_invitations (group_id, user_id) where accepted_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('user_group_invitations_user')
    .on('user_group_invitations')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('course_enrolments_course')
    .on('course_enrolments')
    .column('course_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'course_enrolments_course',
    'user_group_invitations_user',
    'user_group_invitations_pending',
    'user_group_invitations_group',
    'user_group_resources_once',
    'user_group_resources_group',
    'labels_user',
    'map_labels_map',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const table of ['user_achievements', 'map_user_activity', 'map_usage_days']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
