/** The user a server bench signs in as, stored straight into its seeded database. */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../server/auth/passwords';
import { json } from '../../server/db/json';
import type { Tables } from '../../server/db/tables';
import { newId } from '../../src/model/ids';

/** Inserts the user and answers their id. */
export async function insertBenchUser(
  db: Kysely<Tables>,
  user: { username: string; password: string; lastName: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      username: user.username,
      firstName: 'Bench',
      lastName: user.lastName,
      passwordHash: await hashPassword(user.password),
      roles: json([]),
    })
    .execute();
  return id;
}
