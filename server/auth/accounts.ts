import { type Kysely, sql } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import type { AccountTokenPurpose, Tables } from '../db/tables.ts';
import { hashToken, randomToken } from './tokens.ts';

/** Usernames are e-mails: trimmed, and compared without regard to case. */
export const normalizeUsername = (username: string) => username.trim();

export function findUserByUsername(db: Kysely<Tables>, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', normalizeUsername(username).toLowerCase())
    .executeTakeFirst();
}

/** A user who was invited or signed up but never chose a password. */
export async function findOrCreatePendingUser(
  db: Kysely<Tables>,
  email: string,
  organizationId: string | null = null,
) {
  const existing = await findUserByUsername(db, email);
  if (existing) return existing;
  const id = newId();
  await db
    .insertInto('users')
    .values({ id, username: normalizeUsername(email), status: 'pending', organizationId })
    .onConflict((conflict) => conflict.expression(sql`lower(username)`).doNothing())
    .execute();
  return (await findUserByUsername(db, email)) ?? null;
}

/**
 * Issues a single-use link token. Earlier unused tokens of the same purpose stop working, so only the
 * newest e-mail's link is live.
 */
export async function issueAccountToken(
  db: Kysely<Tables>,
  userId: string,
  purpose: AccountTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = randomToken();
  await db
    .updateTable('accountTokens')
    .set({ usedAt: new Date() })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
  await db
    .insertInto('accountTokens')
    .values({
      id: newId(),
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
    })
    .execute();
  return token;
}

export type TokenCheck =
  | { status: 'valid'; userId: string; expiresAt: Date }
  | { status: 'expired' | 'invalid' };

/** What a link token is worth now, without using it. */
export async function checkAccountToken(
  db: Kysely<Tables>,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<TokenCheck> {
  const row = await db
    .selectFrom('accountTokens')
    .select(['userId', 'expiresAt', 'usedAt', 'purpose'])
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.usedAt || !purposes.includes(row.purpose)) return { status: 'invalid' };
  if (row.expiresAt <= new Date()) return { status: 'expired' };
  return { status: 'valid', userId: row.userId, expiresAt: row.expiresAt };
}

/** Uses a link token once: a second use, or a concurrent one, finds it spent. */
export async function consumeAccountToken(
  db: Kysely<Tables>,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<TokenCheck> {
  const check = await checkAccountToken(db, token, purposes);
  if (check.status !== 'valid') return check;
  const spent = await db
    .updateTable('accountTokens')
    .set({ usedAt: new Date() })
    .where('tokenHash', '=', hashToken(token))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? check : { status: 'invalid' };
}
