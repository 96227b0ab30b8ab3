/**
 * The smallest pieces of the stored map's schema (./schema.ts), on their own so that the schemas of content
 * a map holds (src/model/quiz/schema.ts) can use them while the map's schema uses those schemas.
 */
import { z } from 'zod';
import { MAP_VALIDATION_MESSAGES as MESSAGES } from './messages';

/** Replaces zod's "expected string, received undefined" with 'is required'. */
export const requiredError = (issue: { input?: unknown }) =>
  issue.input === undefined ? MESSAGES.required : undefined;

export const id = z.string({ error: requiredError }).min(1, { error: MESSAGES.emptyId });
export const integer = z.int({ error: requiredError });

export function oneOf<const T extends readonly (string | number)[]>(kind: string, allowed: T) {
  return z.literal(allowed, {
    error: (issue) => requiredError(issue) ?? MESSAGES.unknownValue(kind, issue.input, allowed),
  });
}
