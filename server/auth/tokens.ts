import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Lifetimes (spec 1: access token about 15 minutes; the rest are our decisions, see the README). */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
export const ACTIVATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** An unguessable token for cookies and e-mailed links. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Stored form of a token: only its SHA-256 is kept, so a database leak reveals no live token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface AccessClaims {
  userId: string;
  /** The refresh-token family (one sign-in); revoking it ends the access token too. */
  sessionId: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string | undefined): Promise<AccessClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
