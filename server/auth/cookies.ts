import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedTokens } from './sessions.ts';
import { randomToken } from './tokens.ts';

export const ACCESS_COOKIE = 'sm_access';
export const REFRESH_COOKIE = 'sm_refresh';
/** Readable by the page: the client echoes it in the `x-csrf-token` header (double submit). */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

// The refresh token is only ever sent to the auth and logout calls under /a.
const REFRESH_PATH = '/a';

const base = (request: FastifyRequest) =>
  ({ sameSite: 'lax', secure: request.protocol === 'https', path: '/' }) as const;

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): void {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...base(request),
    httpOnly: true,
    expires: tokens.accessTokenExpiry,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base(request),
    httpOnly: true,
    path: REFRESH_PATH,
    expires: tokens.refreshTokenExpiry,
  });
  if (!request.cookies[CSRF_COOKIE]) {
    reply.setCookie(CSRF_COOKIE, randomToken(), {
      ...base(request),
      httpOnly: false,
      expires: tokens.refreshTokenExpiry,
    });
  }
}

/**
 * A refresh refused for a session the browser did hold (lapsed, revoked, reused): its access ends, but the
 * refresh and CSRF cookies stay, so the re-login dialog can name the session when the user enters their
 * password again (POST /a/auth/unlock). The refresh token itself refreshes nothing any more.
 */
export function clearAccessCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { ...base(request), httpOnly: true });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { ...base(request), httpOnly: true });
  reply.clearCookie(REFRESH_COOKIE, { ...base(request), httpOnly: true, path: REFRESH_PATH });
  reply.clearCookie(CSRF_COOKIE, { ...base(request) });
}

/**
 * Whether the request comes from a browser that has signed in: its access cookie, or the CSRF cookie that
 * outlives it (set at sign-in for as long as the refresh token), so a refresh may sign it in again.
 */
export function hasSessionCookies(request: FastifyRequest): boolean {
  return Boolean(request.cookies[ACCESS_COOKIE] || request.cookies[CSRF_COOKIE]);
}
