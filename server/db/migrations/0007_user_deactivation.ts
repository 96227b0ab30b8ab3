import type { Kysely } from 'kysely';

/**
 * An administrator can deactivate a user (issue 22, Administration): a deactivated user cannot sign in
 * and their sessions end. Kept beside `status` (pending or active), which registration and sign-in
 * links set, so completing a link can never undo a deactivation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
