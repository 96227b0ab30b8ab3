import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE, CSRF_COOKIE, CSRF_HEADER, REFRESH_COOKIE } from './cookies.ts';
import { safeEqual } from './tokens.ts';

export const CSRF_ERROR = 'Invalid or missing CSRF token. Please reload the page.';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit CSRF protection: a state-changing request that carries session cookies must also
 * carry the `csrf_token` cookie's value in the `x-csrf-token` header, which another site cannot read.
 * Requests without session cookies (sign-in, sign-up) have nothing to forge.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const cookies = request.cookies;
    if (!cookies[ACCESS_COOKIE] && !cookies[REFRESH_COOKIE]) return;
    const expected = cookies[CSRF_COOKIE];
    const given = request.headers[CSRF_HEADER];
    if (!expected || typeof given !== 'string' || !safeEqual(expected, given)) {
      return reply.code(403).send({ success: false, errors: [CSRF_ERROR] });
    }
  });
}
