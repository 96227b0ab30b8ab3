import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './context.ts';
import { ACCESS_COOKIE } from './cookies.ts';

/**
 * The signed-in user of a request: a valid access token whose sign-in session has not been revoked
 * (logout and refresh-token reuse end it at once, not when the token expires). Null otherwise.
 */
export async function resolveViewer(auth: AuthContext, request: FastifyRequest): Promise<string | null> {
  return viewerOfAccessToken(auth, request.cookies[ACCESS_COOKIE]);
}

/**
 * The same for a request fastify never sees (a websocket upgrade on the raw HTTP server): the access
 * cookie is read from the request's own cookie header.
 */
export async function resolveUpgradeViewer(
  auth: AuthContext,
  request: IncomingMessage,
): Promise<string | null> {
  const header = request.headers.cookie;
  return viewerOfAccessToken(auth, header ? fastifyCookie.parse(header)[ACCESS_COOKIE] : undefined);
}

async function viewerOfAccessToken(auth: AuthContext, token: string | undefined): Promise<string | null> {
  const claims = await auth.accessTokens.verify(token);
  if (!claims) return null;
  return (await auth.sessions.isActive(claims.sessionId)) ? claims.userId : null;
}
