import type { FastifyInstance } from 'fastify';
import { newId } from '../../../src/model/ids.ts';
import { OAUTH_PROVIDERS } from '../../config.ts';
import { findUserByUsername, normalizeUsername } from '../accounts.ts';
import type { AuthContext } from '../context.ts';
import { setSessionCookies } from '../cookies.ts';
import {
  authorizationUrl,
  completeAttempt,
  loginMethodOf,
  type OAuthAttempt,
  type OAuthIdentity,
  safeReturnPath,
  startAttempt,
} from '../oauth.ts';

const ATTEMPT_COOKIE = 'sm_oauth';
const ATTEMPT_PATH = '/a/auth/oauth';
const ATTEMPT_TTL_SECONDS = 10 * 60;
export const POPUP_RETURN_PATH = '/app/close-window';
export const OAUTH_FAILED_PATH = '/app/login?error=oauth';

type StartQuery = { redirectUrl?: string; popup?: string };

/**
 * OpenID Connect sign-in at /a/auth/oauth/:provider (spec 1 section 7): the browser goes to the
 * provider and back to /callback; the user is found by e-mail, or created, and signed in. A popup
 * returns to the close-window route, which tells the opener through the 'unlock' channel.
 */
export function registerOAuthRoutes(app: FastifyInstance, auth: AuthContext): void {
  const db = auth.database.db;
  const redirectUri = (provider: string) => `${auth.publicBase()}${ATTEMPT_PATH}/${provider}/callback`;

  app.get('/a/auth/providers', async () => ({ success: true, providers: auth.oauth.list() }));

  app.get<{ Params: { provider: string }; Querystring: StartQuery }>(
    '/a/auth/oauth/:provider',
    async (request, reply) => {
      const { provider } = request.params;
      if (!auth.oauth.has(provider)) {
        return reply
          .code(404)
          .send({ success: false, errors: [`Sign-in with ${provider} is not available.`] });
      }
      const popup = request.query.popup === '1' || request.query.popup === 'true';
      const attempt = startAttempt(
        provider,
        popup ? POPUP_RETURN_PATH : safeReturnPath(request.query.redirectUrl),
      );
      let url: URL;
      try {
        url = await authorizationUrl(
          await auth.oauth.configuration(provider),
          attempt,
          redirectUri(provider),
        );
      } catch (error) {
        request.log.error({ err: error, provider }, 'OpenID provider unreachable');
        return reply.redirect(OAUTH_FAILED_PATH);
      }
      reply.setCookie(ATTEMPT_COOKIE, JSON.stringify(attempt), {
        path: ATTEMPT_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        signed: true,
        maxAge: ATTEMPT_TTL_SECONDS,
      });
      return reply.redirect(url.href);
    },
  );

  app.get<{ Params: { provider: string } }>('/a/auth/oauth/:provider/callback', async (request, reply) => {
    const { provider } = request.params;
    const attempt = readAttempt(request.cookies[ATTEMPT_COOKIE], request.unsignCookie.bind(request));
    reply.clearCookie(ATTEMPT_COOKIE, { path: ATTEMPT_PATH });
    if (!attempt || attempt.provider !== provider || !auth.oauth.has(provider))
      return reply.redirect(OAUTH_FAILED_PATH);

    let identity: OAuthIdentity | null = null;
    try {
      const currentUrl = new URL(request.url, auth.publicBase());
      identity = await completeAttempt(await auth.oauth.configuration(provider), attempt, currentUrl);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'OpenID sign-in refused');
    }
    if (!identity) return reply.redirect(OAUTH_FAILED_PATH);

    const user = await findOrCreateOAuthUser(identity);
    const tokens = await auth.sessions.start(
      user.id,
      loginMethodOf(provider),
      request.headers['user-agent'] ?? null,
    );
    setSessionCookies(request, reply, tokens);
    return reply.redirect(attempt.returnTo);
  });

  /** The account of the e-mail the provider vouches for: an invited or signed-up one is completed. */
  async function findOrCreateOAuthUser(identity: OAuthIdentity) {
    const existing = await findUserByUsername(db, identity.email);
    if (existing?.status === 'active') return existing;
    const names = { firstName: identity.firstName, lastName: identity.lastName };
    if (existing) {
      return db
        .updateTable('users')
        .set({ ...names, status: 'active', termsAgreedAt: null, updatedAt: new Date() })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    return db
      .insertInto('users')
      .values({ id: newId(), username: normalizeUsername(identity.email), status: 'active', ...names })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}

function readAttempt(
  raw: string | undefined,
  unsign: (value: string) => { valid: boolean; value: string | null },
): OAuthAttempt | null {
  if (!raw) return null;
  const { valid, value } = unsign(raw);
  if (!valid || !value) return null;
  try {
    const attempt = JSON.parse(value) as OAuthAttempt;
    return (OAUTH_PROVIDERS as readonly string[]).includes(attempt.provider) ? attempt : null;
  } catch {
    return null;
  }
}
