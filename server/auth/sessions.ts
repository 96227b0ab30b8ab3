import type { Kysely } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import type { LoginMethod, Tables } from '../db/tables.ts';
import { authMessages } from './messages.ts';
import {
  ACCESS_TOKEN_TTL_MS,
  type AccessTokens,
  hashToken,
  REFRESH_TOKEN_TTL_MS,
  randomToken,
} from './tokens.ts';

/** What a sign-in or a refresh hands to the client (as cookies) and tells it (the expiries). */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiry: Date;
  refreshTokenExpiry: Date;
}

export type RefreshOutcome =
  | { kind: 'rotated'; userId: string; tokens: IssuedTokens }
  /** Unknown, expired or revoked token; `loginMethod` when the session was known. */
  | { kind: 'invalid'; loginMethod?: LoginMethod }
  /** A rotated token came back: it was stolen or replayed, so the whole family is revoked. */
  | { kind: 'reused'; loginMethod: LoginMethod };

/** A session was asked for a deactivated user: every sign-in path ends in it, so none can start one. */
export class AccountDeactivatedError extends Error {
  readonly statusCode = 403;
  constructor() {
    super(authMessages.accountDeactivated);
  }
}

/** Ends every sign-in session of a user at once (their access tokens stop working with them). */
export async function revokeSessionsOf(db: Kysely<Tables>, userId: string, now: Date = new Date()) {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Sign-in sessions alive now: one per family whose newest token is neither rotated, revoked nor expired. */
export async function countLiveSessions(db: Kysely<Tables>, now: Date = new Date()): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('revokedAt', 'is', null)
    .where('rotatedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Sign-in sessions as refresh-token families. Each refresh rotates the token (the old row is marked
 * rotated, a new row joins the family); presenting a rotated token revokes the family.
 */
export class SessionService {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly accessTokens: AccessTokens,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(userId: string, loginMethod: LoginMethod, userAgent: string | null): Promise<IssuedTokens> {
    const user = await this.db
      .selectFrom('users')
      .select('deactivatedAt')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (user?.deactivatedAt) throw new AccountDeactivatedError();
    return this.issue(userId, newId(), loginMethod, userAgent);
  }

  async refresh(refreshToken: string | undefined, userAgent: string | null): Promise<RefreshOutcome> {
    if (!refreshToken) return { kind: 'invalid' };
    const row = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('tokenHash', '=', hashToken(refreshToken))
      .executeTakeFirst();
    if (!row) return { kind: 'invalid' };
    if (row.rotatedAt || row.revokedAt) {
      if (!row.revokedAt) await this.revokeFamily(row.familyId);
      return row.rotatedAt
        ? { kind: 'reused', loginMethod: row.loginMethod }
        : { kind: 'invalid', loginMethod: row.loginMethod };
    }
    if (row.expiresAt <= this.now()) return { kind: 'invalid', loginMethod: row.loginMethod };

    // Only one refresh can rotate a token: a concurrent one finds it rotated and counts as reuse.
    const rotated = await this.db
      .updateTable('sessions')
      .set({ rotatedAt: this.now() })
      .where('id', '=', row.id)
      .where('rotatedAt', 'is', null)
      .executeTakeFirst();
    if (Number(rotated.numUpdatedRows) !== 1) {
      await this.revokeFamily(row.familyId);
      return { kind: 'reused', loginMethod: row.loginMethod };
    }
    const tokens = await this.issue(row.userId, row.familyId, row.loginMethod, userAgent);
    return { kind: 'rotated', userId: row.userId, tokens };
  }

  /** The session a refresh token belongs to, even if expired (unlock re-authenticates it). */
  async findByRefreshToken(refreshToken: string | undefined) {
    if (!refreshToken) return undefined;
    return this.db
      .selectFrom('sessions')
      .select(['userId', 'familyId', 'loginMethod', 'revokedAt'])
      .where('tokenHash', '=', hashToken(refreshToken))
      .executeTakeFirst();
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revokedAt: this.now() })
      .where('familyId', '=', familyId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  async revokeAllOf(userId: string): Promise<void> {
    await revokeSessionsOf(this.db, userId, this.now());
  }

  /** True while the family has a live (not revoked, not expired) token. */
  async isActive(familyId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('familyId', '=', familyId)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', this.now())
      .executeTakeFirst();
    return row !== undefined;
  }

  private async issue(
    userId: string,
    familyId: string,
    loginMethod: LoginMethod,
    userAgent: string | null,
  ): Promise<IssuedTokens> {
    const now = this.now().getTime();
    const refreshToken = randomToken();
    const refreshTokenExpiry = new Date(now + REFRESH_TOKEN_TTL_MS);
    const accessTokenExpiry = new Date(now + ACCESS_TOKEN_TTL_MS);
    await this.db
      .insertInto('sessions')
      .values({
        id: newId(),
        userId,
        familyId,
        tokenHash: hashToken(refreshToken),
        loginMethod,
        userAgent: userAgent?.slice(0, 500) ?? null,
        expiresAt: refreshTokenExpiry,
      })
      .execute();
    const accessToken = await this.accessTokens.sign({ userId, sessionId: familyId }, accessTokenExpiry);
    return { accessToken, refreshToken, accessTokenExpiry, refreshTokenExpiry };
  }
}
