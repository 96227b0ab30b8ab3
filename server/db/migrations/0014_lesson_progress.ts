import { type Kysely, sql } from 'kysely';

/**
 * Lesson progress (spec 3 sections 3 and 9): one row per user, map and lesson (a presentation id in the
 * map's document), gone with the user or the map. Times are seconds, as a video element reports them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_progress')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    // No reference: a lesson lives inside the map's document, and progress outlives its removal from it.
    .addColumn('lesson_id', 'text', (col) => col.notNull())
    .addColumn('previous_watched_time', 'double precision', (col) => col.notNull())
    .addColumn('longest_watched_time', 'double precision', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lesson_progress_user_map_lesson', ['user_id', 'map_id', 'lesson_id'])
    .execute();
  // The reports read every user's rows of one map.
  await db.schema.createIndex('lesson_progress_map').on('lesson_progress').column('map_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lesson_progress').execute();
}
