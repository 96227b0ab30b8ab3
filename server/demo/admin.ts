import { type Kysely, sql } from 'kysely';
import { ROLES } from '../../src/model/auth/roles.ts';
import { newId } from '../../src/model/ids.ts';
import type { UserFlag } from '../../src/model/userFlags.ts';
import { hashPassword } from '../auth/passwords.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';

export const DEMO_ADMIN_USERNAME = 'admin@example.com';
export const DEMO_ADMIN_PASSWORD = 'admin-password';

/**
 * The demo's site administrator (ADMIN), so a demo shows the administration and monitor pages. Once:
 * nothing when the account exists. Never part of a database without DEMO=1.
 */
export async function seedDemoAdmin(db: Kysely<Tables>): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: newId(),
      username: DEMO_ADMIN_USERNAME,
      firstName: 'Demo',
      lastName: 'Administrator',
      passwordHash: await hashPassword(DEMO_ADMIN_PASSWORD),
      status: 'active',
      roles: json([ROLES.ADMIN]),
      newsletterConsent: false,
      termsAgreedAt: new Date(),
      flags: json({ ShownGettingStarted: true } satisfies Partial<Record<UserFlag, boolean>>),
    })
    .onConflict((conflict) => conflict.expression(sql`lower(username)`).doNothing())
    .execute();
}
