import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './context.ts';
import { ACCESS_COOKIE } from './cookies.ts';

/**
 * The signed-in user of a request: a valid access token whose sign-in session has not been revoked
 * (logout and refresh-token reuse end it at once, not when the token expires). Null otherwise.
 */
export async function resolveViewer(auth: AuthContext, request: FastifyRequest): Promise<string | null> {
  const claims = await auth.accessTokens.verify(request.cookies[ACCESS_COOKIE]);
  if (!claims) return null;
  return (await auth.sessions.isActive(claims.sessionId)) ? claims.userId : null;
}
