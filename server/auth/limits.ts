import { AttemptLimiter, type LimitStore } from './rateLimit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** One activation (or account-exists) mail per e-mail address in this interval, however often sign-up is called. */
export const SIGN_UP_MAIL_INTERVAL_SECONDS = 10 * MINUTE;

/**
 * Every rate limit of the account and anonymous calls, in one place: so many attempts per key within a
 * fixed window that starts at the first attempt. Addresses are keyed by `addressKey`.
 */
export const LIMITS = {
  /**
   * Wrong passwords (with a solved human check) for one account from one address: the account is
   * locked for that address only, so an attacker elsewhere cannot lock its owner out.
   */
  signInFailuresPerAccountAndAddress: { points: 10, seconds: 15 * MINUTE },
  /**
   * Wrong passwords for one account from all addresses together: the ceiling an attacker with many
   * addresses meets. It also stops the owner until the window ends or they reset their password.
   */
  signInFailuresPerAccount: { points: 100, seconds: HOUR },
  /** Wrong passwords from one address over all accounts (a school shares one address: kept generous). */
  signInFailuresPerAddress: { points: 100, seconds: 15 * MINUTE },
  resetRequestsPerAccount: { points: 5, seconds: HOUR },
  resetRequestsPerAddress: { points: 30, seconds: HOUR },
  /** Sign-ups with a solved human check from one address. */
  signUpsPerAddress: { points: 100, seconds: HOUR },
  signUpMailsPerEmail: { points: 1, seconds: SIGN_UP_MAIL_INTERVAL_SECONDS },
  /** Client error reports (`PUT /a/log`) from one address. */
  clientLogsPerAddress: { points: 60, seconds: 10 * MINUTE },
  /** Calls that carry an e-mailed link's token (register, reset password, unsubscribe) from one address. */
  accountLinksPerAddress: { points: 100, seconds: 15 * MINUTE },
} as const;

export type AuthLimits = Record<keyof typeof LIMITS, AttemptLimiter>;

export function createAuthLimits(store: LimitStore): AuthLimits {
  const entries = Object.entries(LIMITS).map(([name, { points, seconds }]) => [
    name,
    new AttemptLimiter(name, points, seconds, store),
  ]);
  return Object.fromEntries(entries) as AuthLimits;
}
