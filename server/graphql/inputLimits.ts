/**
 * The request's text and input checked before Yoga parses the query: query text over the length limit,
 * and variables nested deeper than the input limit, are refused with HTTP 400. Deep input would otherwise
 * reach code that recurses per level (JSON.stringify, the model's checks) and end in a RangeError, a 500.
 */
import type { Plugin } from 'graphql-yoga';
import { GRAPHQL_LIMITS, refusedRequest } from './limits.ts';
import { GRAPHQL_MESSAGES } from './messages.ts';

/** Whether a parsed JSON value nests deeper than `limit` arrays and objects; iterative, so any depth is safe. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  // Two stacks rather than one of pairs: a map document has hundreds of thousands of objects.
  const pending: unknown[] = [value];
  const depths: number[] = [0];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const depth = (depths.pop() ?? 0) + 1;
    if (typeof next !== 'object' || next === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(next) ? next : Object.values(next)) {
      if (typeof child !== 'object' || child === null) continue;
      pending.push(child);
      depths.push(depth);
    }
  }
  return false;
}

export function inputLimitsPlugin(): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query === 'string' && params.query.length > GRAPHQL_LIMITS.queryLength)
        throw refusedRequest('QUERY_TOO_COMPLEX', GRAPHQL_MESSAGES.queryTooLong(GRAPHQL_LIMITS.queryLength));
      const input = [params.variables, params.extensions];
      if (input.some((value) => nestsDeeperThan(value, GRAPHQL_LIMITS.inputDepth)))
        throw refusedRequest('BAD_USER_INPUT', GRAPHQL_MESSAGES.inputTooDeep(GRAPHQL_LIMITS.inputDepth));
    },
  };
}
