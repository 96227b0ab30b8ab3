import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AttemptLimiter, limitPerAddress } from '../auth/rateLimit.ts';
import type { Database } from '../db/database.ts';
import { describeIssues, sendErrors } from './errors.ts';

export const CLIENT_LOG_MESSAGE_MAX = 4000;
export const CLIENT_LOG_ERROR_MAX = 20000;

const clientLogBody = z.object({
  message: z.string().trim().min(1, 'must not be empty').max(CLIENT_LOG_MESSAGE_MAX),
  error: z.string().max(CLIENT_LOG_ERROR_MAX).optional(),
});

/**
 * `PUT /a/log`: a client error report (message and optional stack). It is stored before the answer
 * is sent, so an acknowledged report survives a shutdown. Anyone may report, so each address has a
 * budget of reports (`perAddress`) and is answered 429 beyond it. A signed-in reporter is recorded
 * with the report, so an organization's administrator sees their users' errors.
 */
export function registerClientLog(
  app: FastifyInstance,
  database: Database,
  perAddress: AttemptLimiter,
  resolveViewer: (request: FastifyRequest) => Promise<string | null>,
): void {
  const options = { bodyLimit: 64 * 1024, onRequest: limitPerAddress(perAddress) };
  app.put('/a/log', options, async (request, reply) => {
    const parsed = clientLogBody.safeParse(request.body);
    if (!parsed.success) return sendErrors(reply, 400, describeIssues(parsed.error));
    const { message, error } = parsed.data;
    await database.db
      .insertInto('clientLogs')
      .values({
        message,
        error: error ?? null,
        userId: await resolveViewer(request),
        userAgent: request.headers['user-agent'] ?? null,
      })
      .execute();
    request.log.warn({ clientMessage: message }, 'client error reported');
    return reply.code(201).send({ success: true });
  });
}
