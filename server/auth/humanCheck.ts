import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

/**
 * The human check: a self-hosted proof-of-work (ALTCHA, PBKDF2/SHA-256). The server signs a
 * challenge; the browser searches for the counter that solves it and sends the result as
 * `reCaptchaToken` (the spec's field name): base64 of `{ challenge, solution }`. A solution is
 * accepted once, before its challenge expires.
 */
export const ALGORITHM = 'PBKDF2/SHA-256';
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export interface HumanCheckOptions {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solving counter is drawn from [maxNumber / 2, maxNumber]: the expected number of attempts. */
  maxNumber: number;
  signatureSecret: string;
  keySignatureSecret: string;
}

export type HumanCheckPayload = { challenge: Challenge; solution: Solution };

function decode(token: string): HumanCheckPayload | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<HumanCheckPayload>;
    return payload.challenge?.parameters && payload.solution ? (payload as HumanCheckPayload) : null;
  } catch {
    return null;
  }
}

export class HumanCheck {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly options: HumanCheckOptions,
  ) {}

  async createChallenge(): Promise<Challenge> {
    const { cost, maxNumber, signatureSecret, keySignatureSecret } = this.options;
    return createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(Math.max(1, Math.floor(maxNumber / 2)), Math.max(1, maxNumber)),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: signatureSecret,
      hmacKeySignatureSecret: keySignatureSecret,
    });
  }

  /** True when the token solves a challenge this server signed, unexpired and not used before. */
  async verify(token: unknown): Promise<boolean> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 10_000) return false;
    const payload = decode(token);
    if (!payload) return false;
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.options.signatureSecret,
        hmacKeySignatureSecret: this.options.keySignatureSecret,
      });
      verified = result.verified && !result.expired;
    } catch {
      return false;
    }
    if (!verified || !payload.challenge.signature) return false;
    return this.spend(payload.challenge.signature, payload.challenge.parameters.expiresAt);
  }

  /** Records the solution as used; false when it was used already. */
  private async spend(signature: string, expiresAtSeconds: number | undefined): Promise<boolean> {
    const expiresAt = new Date(expiresAtSeconds ? expiresAtSeconds * 1000 : Date.now() + CHALLENGE_TTL_MS);
    await this.db.deleteFrom('spentChallenges').where('expiresAt', '<', new Date()).execute();
    const inserted = await this.db
      .insertInto('spentChallenges')
      .values({ signature, expiresAt })
      .onConflict((conflict) => conflict.column('signature').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
