import type { Kysely } from 'kysely';

/** Whether a course lets users with edit rights on its map save copies of it (Save as; spec 2 section 4). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('courses')
    .addColumn('allow_copies', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').dropColumn('allow_copies').execute();
}
