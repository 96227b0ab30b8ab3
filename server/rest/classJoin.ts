import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '../auth/cookies.ts';
import { CSRF_ERROR } from '../auth/csrf.ts';
import { authMessages } from '../auth/messages.ts';
import { safeEqual } from '../auth/tokens.ts';
import { joinByLink } from '../classes/membership.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';

/**
 * `GET /a/class/:groupId/join` (signed in): the join link of a class. It accepts the user's pending
 * invitation to the class, or joins them as a student (sharing results) while the class is live: not
 * archived, with an access code that has not been revoked. A member just gets the answer.
 *
 * Answers, for the generic authenticated helper: `{ success: true, groupId, name, role, joined }`, or
 * `{ success: false, error }` with 401 (not signed in), 403 (no access code, or no CSRF header),
 * 404 (no such class) or 409 (archived).
 *
 * It changes state, so although it is a GET it needs the CSRF header like any other write: a link on
 * another site must not make a signed-in browser join a class.
 */
export function registerClassJoin(
  app: FastifyInstance,
  database: Database,
  resolveViewer: (request: FastifyRequest) => Promise<string | null>,
): void {
  app.get<{ Params: { groupId: string } }>('/a/class/:groupId/join', async (request, reply) => {
    const viewerId = await resolveViewer(request);
    if (!viewerId) return reply.code(401).send({ success: false, error: authMessages.notSignedIn });
    const expected = request.cookies[CSRF_COOKIE];
    const given = request.headers[CSRF_HEADER];
    if (!expected || typeof given !== 'string' || !safeEqual(expected, given)) {
      return reply.code(403).send({ success: false, error: CSRF_ERROR });
    }
    try {
      const joined = await joinByLink(database.db, viewerId, request.params.groupId);
      return { success: true, ...joined };
    } catch (error) {
      if (error instanceof AppError)
        return reply.code(error.httpStatus).send({ success: false, error: error.message });
      throw error;
    }
  });
}
