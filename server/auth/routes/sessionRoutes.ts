import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loadUser } from '../../graphql/resolvers/user.ts';
import { describeIssues, sendErrors } from '../../rest/errors.ts';
import { findUserByUsername, normalizeUsername } from '../accounts.ts';
import { clientAddress } from '../clientAddress.ts';
import type { AuthContext } from '../context.ts';
import { clearAccessCookie, clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../cookies.ts';
import { authMessages } from '../messages.ts';
import { decoyPasswordHash, verifyPassword } from '../passwords.ts';
import { sendTooManyAttempts } from '../rateLimit.ts';
import type { IssuedTokens } from '../sessions.ts';
import { resolveViewer } from '../viewer.ts';

const authenticateBody = z.object({
  username: z.string().trim().min(1, 'must not be empty').max(320),
  password: z.string().trim().min(1, 'must not be empty').max(1000),
  reCaptchaToken: z.string().optional(),
});

const unlockBody = z.object({
  password: z.string().trim().min(1, 'must not be empty').max(1000),
  reCaptchaToken: z.string().optional(),
});

/** The login response of spec 1 section 3, expiries in epoch milliseconds. */
export function loginResponse(tokens: IssuedTokens, roles: string[]) {
  return {
    success: true,
    refreshTokenExpiry: tokens.refreshTokenExpiry.getTime(),
    accessTokenExpiry: tokens.accessTokenExpiry.getTime(),
    roles,
  };
}

/** Sign-in, unlock, refresh, logout and the access checks (spec 1 section 7). */
export function registerSessionRoutes(app: FastifyInstance, auth: AuthContext): void {
  const db = auth.database.db;
  const userAgent = (request: FastifyRequest) => request.headers['user-agent'] ?? null;

  const refuseHuman = (reply: FastifyReply) => sendErrors(reply, 400, [authMessages.humanCheckFailed]);

  app.get('/a/auth/challenge', async () => auth.humanCheck.createChallenge());

  app.post('/a/auth/authenticate', async (request, reply) => {
    const parsed = authenticateBody.safeParse(request.body);
    if (!parsed.success) return sendErrors(reply, 400, describeIssues(parsed.error));
    // The human check comes first: a request without a solved one costs no one's sign-in budget.
    if (!(await auth.humanCheck.verify(parsed.data.reCaptchaToken))) return refuseHuman(reply);
    const username = normalizeUsername(parsed.data.username).toLowerCase();
    const address = clientAddress(request);
    const wait = await auth.signInLimits.begin(username, address);
    if (wait > 0) return sendTooManyAttempts(reply, wait);

    const user = await findUserByUsername(db, username);
    const valid = await verifyPassword(
      user?.passwordHash ?? (await decoyPasswordHash()),
      parsed.data.password,
    );
    if (!user || !valid || user.status !== 'active')
      return sendErrors(reply, 401, [authMessages.invalidCredentials]);
    // Said only to whoever knows the password, so it tells a stranger nothing about the account.
    if (user.deactivatedAt) return sendErrors(reply, 403, [authMessages.accountDeactivated]);
    await auth.signInLimits.succeeded(username, address);
    const tokens = await auth.sessions.start(user.id, 'password', userAgent(request));
    setSessionCookies(request, reply, tokens);
    return loginResponse(tokens, user.roles);
  });

  // Unlock re-authenticates the locked session's user (session expired while working).
  app.post('/a/auth/unlock', async (request, reply) => {
    const parsed = unlockBody.safeParse(request.body);
    if (!parsed.success) return sendErrors(reply, 400, describeIssues(parsed.error));
    if (!(await auth.humanCheck.verify(parsed.data.reCaptchaToken))) return refuseHuman(reply);
    const session = await auth.sessions.findByRefreshToken(request.cookies[REFRESH_COOKIE]);
    const user = session
      ? await db.selectFrom('users').selectAll().where('id', '=', session.userId).executeTakeFirst()
      : undefined;
    const account = user?.username.toLowerCase() ?? null;
    const address = clientAddress(request);
    const wait = await auth.signInLimits.begin(account, address);
    if (wait > 0) return sendTooManyAttempts(reply, wait);
    if (!session || !user || !account || !(await verifyPassword(user.passwordHash, parsed.data.password)))
      return sendErrors(reply, 401, [authMessages.invalidCredentials]);
    await auth.signInLimits.succeeded(account, address);
    if (!session.revokedAt) await auth.sessions.revokeFamily(session.familyId);
    const tokens = await auth.sessions.start(user.id, session.loginMethod, userAgent(request));
    setSessionCookies(request, reply, tokens);
    return loginResponse(tokens, user.roles);
  });

  app.get('/a/auth/refresh', async (request, reply) => {
    const outcome = await auth.sessions.refresh(request.cookies[REFRESH_COOKIE], userAgent(request));
    if (outcome.kind !== 'rotated') {
      // A session that existed stays named for the re-login dialog; a token that names none is dropped.
      if (outcome.loginMethod) clearAccessCookie(request, reply);
      else clearSessionCookies(request, reply);
      return reply.code(401).send({
        success: false,
        errors: [authMessages.refreshFailed],
        loginMethod: outcome.loginMethod ?? 'password',
      });
    }
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', outcome.userId)
      .executeTakeFirst();
    if (!user) {
      clearSessionCookies(request, reply);
      return reply
        .code(401)
        .send({ success: false, errors: [authMessages.userNotFound], code: 'USER_NOT_FOUND' });
    }
    setSessionCookies(request, reply, outcome.tokens);
    return {
      success: true,
      accessTokenExpiry: outcome.tokens.accessTokenExpiry.getTime(),
      refreshTokenExpiry: outcome.tokens.refreshTokenExpiry.getTime(),
    };
  });

  app.post('/a/users/logout', async (request, reply) => {
    const session = await auth.sessions.findByRefreshToken(request.cookies[REFRESH_COOKIE]);
    if (session) await auth.sessions.revokeFamily(session.familyId);
    clearSessionCookies(request, reply);
    return { success: true };
  });

  app.get('/a/access/confirm', async (request, reply) => {
    const viewerId = await resolveViewer(auth, request);
    return viewerId ? { success: true } : sendErrors(reply, 401, [authMessages.notSignedIn]);
  });

  app.get('/a/access/isauthenticated', async (request, reply) => {
    const viewerId = await resolveViewer(auth, request);
    const user = viewerId ? await loadUser(auth.database, viewerId) : null;
    return user ? { success: true, user } : sendErrors(reply, 401, [authMessages.notSignedIn]);
  });
}
