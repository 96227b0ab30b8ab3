import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterRes,
} from 'rate-limiter-flexible';

export const tooManyAttempts = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** The answer to a call made while its limit is reached: 429, when to retry, and the reason. */
export function sendTooManyAttempts(reply: FastifyReply, waitMs: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', Math.ceil(waitMs / 1000))
    .send({ success: false, errors: [tooManyAttempts(waitMs)] });
}

/**
 * Counts attempts per key (an account or an IP address) over a window. In one process the counts live
 * in memory; with Redis they are shared by every server process.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    name: string,
    private readonly points: number,
    durationSeconds: number,
    redis?: Redis,
  ) {
    const options = { keyPrefix: `limit:${name}`, points, duration: durationSeconds };
    this.limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis })
      : new RateLimiterMemory(options);
  }

  /** Milliseconds until the key may try again; 0 when it may try now. */
  async waitMs(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    return state && state.consumedPoints >= this.points ? state.msBeforeNext : 0;
  }

  /** Counts one attempt against the key. */
  async count(key: string): Promise<void> {
    await this.limiter.consume(key).catch((result: RateLimiterRes | Error) => {
      if (result instanceof Error) throw result;
    });
  }

  async forget(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** The limits of the sign-in and reset calls (per account and per IP address). */
export interface AuthLimits {
  loginFailuresPerAccount: AttemptLimiter;
  loginAttemptsPerIp: AttemptLimiter;
  resetRequestsPerAccount: AttemptLimiter;
  resetRequestsPerIp: AttemptLimiter;
}

export function createAuthLimits(redis?: Redis): AuthLimits {
  return {
    // 10 wrong passwords for one account within 15 minutes lock that account's sign-in for the rest of the window.
    loginFailuresPerAccount: new AttemptLimiter('login-account', 10, 15 * 60, redis),
    loginAttemptsPerIp: new AttemptLimiter('login-ip', 100, 15 * 60, redis),
    resetRequestsPerAccount: new AttemptLimiter('reset-account', 5, 60 * 60, redis),
    resetRequestsPerIp: new AttemptLimiter('reset-ip', 30, 60 * 60, redis),
  };
}
