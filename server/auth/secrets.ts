import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

/**
 * A secret shared by every server process on the database: created once (first writer wins),
 * then read by all. Nothing to configure, and a scaled-out deployment agrees on it.
 */
export async function serverSecret(db: Kysely<Tables>, name: string): Promise<string> {
  await db
    .insertInto('serverSecrets')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('serverSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
