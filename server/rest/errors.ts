import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** The REST error body: `{ success: false, errors: [...] }` (spec 1 section 7 reads `errors`). */
export function sendErrors(reply: FastifyReply, status: number, errors: string[]): FastifyReply {
  return reply.code(status).send({ success: false, errors });
}

/** One readable line per schema issue: `message: must not be empty`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}
