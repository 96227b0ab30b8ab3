import type { z } from 'zod';
import { badInput } from '../errors.ts';

/** Arguments checked by a schema; a failure is a BAD_USER_INPUT error naming the first problem. */
export function parseArgs<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badInput(`${where}${issue?.message ?? 'Invalid input.'}`);
}
