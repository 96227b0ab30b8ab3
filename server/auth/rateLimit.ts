import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { clientAddress } from './clientAddress.ts';

export const tooManyAttempts = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * The answer to a call made while its limit is reached: 429, when to retry, and the reason, in the
 * field the call's client reads (`errors` for most calls, `error` for sign-up: spec 1 section 7).
 */
export function sendTooManyAttempts(
  reply: FastifyReply,
  waitMs: number,
  field: 'errors' | 'error' = 'errors',
): FastifyReply {
  const message = tooManyAttempts(waitMs);
  return reply
    .code(429)
    .header('retry-after', Math.ceil(waitMs / 1000))
    .send({ success: false, [field]: field === 'errors' ? [message] : message });
}

/** Where the counts live: in this process, or in Redis for every process on the same database. */
export interface LimitStore {
  redis?: Redis;
  /**
   * Set apart from the keys of other deployments (and test servers) sharing the Redis: derived from a
   * secret of the database, so every process on one database agrees on it.
   */
  namespace: string;
}

/** A short, stable name for the keys of one database, from its rate-limit secret. */
export const limitNamespace = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url').slice(0, 12);

/** Counts attempts per key (an account, an address, or both) over a fixed window. */
export class AttemptLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(name: string, points: number, durationSeconds: number, store: LimitStore) {
    const options = { keyPrefix: `limit:${store.namespace}:${name}`, points, duration: durationSeconds };
    // Should Redis fail, each process goes on counting on its own rather than answering 500.
    this.limiter = store.redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: store.redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /** Counts one attempt against the key: 0 when it is within the budget, else milliseconds to wait. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (result) {
      if (result instanceof RateLimiterRes) return Math.max(1, result.msBeforeNext);
      throw result;
    }
  }

  /** Takes back one attempt counted by `take` (it was refused elsewhere, or it succeeded). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async forget(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** One budget an attempt draws on. */
export interface Budget {
  limiter: AttemptLimiter;
  key: string;
}

/**
 * Takes one attempt from each budget in order. On the first refusal it gives back everything it took,
 * the refusing budget's count included, so a refused attempt counts nowhere; the order decides which
 * budgets a refused caller can still touch. Answers 0, or milliseconds to wait.
 */
export async function takeAll(budgets: readonly Budget[]): Promise<number> {
  const taken: Budget[] = [];
  for (const budget of budgets) {
    taken.push(budget);
    const wait = await budget.limiter.take(budget.key);
    if (wait > 0) {
      await Promise.all(taken.map(({ limiter, key }) => limiter.giveBack(key)));
      return wait;
    }
  }
  return 0;
}

/**
 * A route hook (onRequest: before the body is read) that counts every request against the caller's
 * address and answers 429 over the budget: for anonymous writes that carry no human check.
 */
export function limitPerAddress(limiter: AttemptLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await limiter.take(clientAddress(request));
    if (wait > 0) return sendTooManyAttempts(reply, wait);
  };
}
