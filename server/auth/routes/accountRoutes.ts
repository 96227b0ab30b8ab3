import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { outboxPage } from '../../mail/outboxPage.ts';
import {
  accountExistsMail,
  activationMail,
  invitationMail,
  resetPasswordMail,
} from '../../mail/templates.ts';
import { describeIssues, sendErrors } from '../../rest/errors.ts';
import {
  checkAccountToken,
  consumeAccountToken,
  findOrCreatePendingUser,
  findUserByUsername,
  issueAccountToken,
  normalizeUsername,
} from '../accounts.ts';
import { clientAddress } from '../clientAddress.ts';
import type { AuthContext } from '../context.ts';
import { setSessionCookies } from '../cookies.ts';
import { authMessages } from '../messages.ts';
import { hashPassword } from '../passwords.ts';
import { limitPerAddress, sendTooManyAttempts, takeAll } from '../rateLimit.ts';
import { ACTIVATION_LINK_TTL_MS, RESET_LINK_TTL_MS } from '../tokens.ts';
import { loginResponse } from './sessionRoutes.ts';

/** New users in New Zealand get a 12-month free trial (spec 1 section 1). */
export const TRIAL_COUNTRY = 'NZ';
export const TRIAL_MONTHS = 12;

const email = z.string().trim().max(320).pipe(z.email(authMessages.invalidEmail));
const password = z.string().trim().min(8, authMessages.passwordTooShort).max(1000);

const registerBody = z.object({
  token: z.string().min(1, authMessages.invalidLink),
  firstName: z.string().trim().min(1, 'First name must not be empty').max(100),
  lastName: z.string().trim().min(1, 'Last name must not be empty').max(100),
  password,
  newsletterConsent: z.boolean().default(true),
  /** ISO 3166 alpha-2, from the registration form: decides the New Zealand trial. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter code')
    .transform((value) => value.toUpperCase())
    .optional(),
});

const resetBody = z.object({ resetToken: z.string().min(1), password });

function trialEnd(country: string | undefined, from = new Date()): Date | null {
  if (country !== TRIAL_COUNTRY) return null;
  const end = new Date(from);
  end.setMonth(end.getMonth() + TRIAL_MONTHS);
  return end;
}

/** Sign-up, registration, password reset and unsubscribe (spec 1 sections 2 and 7). */
export function registerAccountRoutes(app: FastifyInstance, auth: AuthContext): void {
  const db = auth.database.db;

  app.post('/a/signUp', async (request, reply) => {
    const parsed = z.object({ email, reCaptchaToken: z.string().optional() }).safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ success: false, error: describeIssues(parsed.error).join(' ') });
    if (!(await auth.humanCheck.verify(parsed.data.reCaptchaToken))) {
      return reply.code(400).send({ success: false, error: authMessages.humanCheckFailed });
    }
    const wait = await auth.limits.signUpsPerAddress.take(clientAddress(request));
    if (wait > 0) return sendTooManyAttempts(reply, wait, 'error');
    // From here every outcome answers alike, so sign-up does not tell who has an account; and one
    // mail per address per interval, so it cannot flood an inbox (the first mail's link stays live).
    const address = normalizeUsername(parsed.data.email).toLowerCase();
    if ((await auth.limits.signUpMailsPerEmail.take(address)) > 0) return { success: true };
    const user = await findOrCreatePendingUser(db, parsed.data.email);
    if (user?.status === 'active') {
      await auth.mailer.send(accountExistsMail(user.username, auth.appUrl()));
    } else if (user) {
      const token = await issueAccountToken(db, user.id, 'activation', ACTIVATION_LINK_TTL_MS);
      await auth.mailer.send(activationMail(user.username, auth.appUrl(), token));
    }
    return { success: true };
  });

  // The calls that carry an e-mailed link's token: a guessed token costs a lookup, so each address has a budget.
  const linkBudget = { onRequest: limitPerAddress(auth.limits.accountLinksPerAddress) };

  app.post('/a/auth/register', linkBudget, async (request, reply) => {
    const parsed = registerBody.safeParse(request.body);
    if (!parsed.success) return sendErrors(reply, 400, describeIssues(parsed.error));
    const { token, firstName, lastName, newsletterConsent, country } = parsed.data;
    const check = await consumeAccountToken(db, token, ['activation', 'invite']);
    if (check.status !== 'valid') {
      return sendErrors(reply, 400, [
        check.status === 'expired' ? authMessages.expiredLink : authMessages.invalidLink,
      ]);
    }
    const passwordHash = await hashPassword(parsed.data.password);
    const user = await db
      .updateTable('users')
      .set({
        firstName,
        lastName,
        passwordHash,
        status: 'active',
        newsletterConsent,
        country: country ?? null,
        trialEndsAt: trialEnd(country),
        termsAgreedAt: new Date(),
        updatedAt: new Date(),
      })
      .where('id', '=', check.userId)
      .returning(['id', 'roles'])
      .executeTakeFirstOrThrow();
    const tokens = await auth.sessions.start(user.id, 'password', request.headers['user-agent'] ?? null);
    setSessionCookies(request, reply, tokens);
    return loginResponse(tokens, user.roles);
  });

  app.post('/a/auth/resetpasswordlink', async (request, reply) => {
    const parsed = z.object({ username: email }).safeParse(request.body);
    if (!parsed.success) return sendErrors(reply, 400, describeIssues(parsed.error));
    const username = normalizeUsername(parsed.data.username).toLowerCase();
    const wait = await takeAll([
      { limiter: auth.limits.resetRequestsPerAddress, key: clientAddress(request) },
      { limiter: auth.limits.resetRequestsPerAccount, key: username },
    ]);
    if (wait > 0) return sendTooManyAttempts(reply, wait);

    const user = await findUserByUsername(db, username);
    // An unknown address gets the same answer as a known one: the call must not reveal who has an account.
    if (!user) return { success: true };
    if (user.status === 'pending') {
      const token = await issueAccountToken(db, user.id, 'invite', ACTIVATION_LINK_TTL_MS);
      await auth.mailer.send(invitationMail(user.username, auth.appUrl(), token));
      return { success: false, errors: [authMessages.resentInvite] };
    }
    const token = await issueAccountToken(db, user.id, 'reset', RESET_LINK_TTL_MS);
    await auth.mailer.send(resetPasswordMail(user.username, auth.appUrl(), token));
    return { success: true };
  });

  // Whether a reset link is still good, so the page can say 'Expired Reset Link' before any typing.
  app.get<{ Params: { token: string } }>('/a/auth/resetpassword/:token', async (request, reply) => {
    const check = await checkAccountToken(db, request.params.token, ['reset']);
    if (check.status === 'valid') return { success: true, expiresAt: check.expiresAt.getTime() };
    return sendErrors(reply, 410, [
      check.status === 'expired' ? authMessages.expiredLink : authMessages.invalidLink,
    ]);
  });

  app.post('/a/auth/resetpassword', linkBudget, async (request, reply) => {
    const parsed = resetBody.safeParse(request.body);
    if (!parsed.success) return sendErrors(reply, 400, describeIssues(parsed.error));
    const check = await consumeAccountToken(db, parsed.data.resetToken, ['reset']);
    if (check.status !== 'valid') {
      return sendErrors(reply, 410, [
        check.status === 'expired' ? authMessages.expiredLink : authMessages.invalidLink,
      ]);
    }
    const user = await db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(parsed.data.password), updatedAt: new Date() })
      .where('id', '=', check.userId)
      .returning(['id', 'roles', 'username'])
      .executeTakeFirstOrThrow();
    // A new password ends every other sign-in and any lock on the account; this one starts fresh
    // (resetting logs the user in).
    await auth.sessions.revokeAllOf(user.id);
    await auth.signInLimits.passwordReset(user.username.toLowerCase(), clientAddress(request));
    const tokens = await auth.sessions.start(user.id, 'password', request.headers['user-agent'] ?? null);
    setSessionCookies(request, reply, tokens);
    return loginResponse(tokens, user.roles);
  });

  app.post<{ Params: { token: string } }>('/a/unsubscribe/:token', linkBudget, async (request, reply) => {
    const check = await checkAccountToken(db, request.params.token, ['unsubscribe']);
    if (check.status !== 'valid') return sendErrors(reply, 410, [authMessages.invalidLink]);
    await db
      .updateTable('users')
      .set({ newsletterConsent: false, updatedAt: new Date() })
      .where('id', '=', check.userId)
      .execute();
    return { success: true };
  });

  if (auth.devOutbox) {
    // Local development and end-to-end tests read mail here (DEV_OUTBOX=1); never on in production. A
    // browser gets a page to read, a script the JSON.
    app.get<{ Querystring: { to?: string } }>('/a/dev/outbox', async (request, reply) => {
      const to = request.query.to?.trim().toLowerCase();
      let query = db.selectFrom('emailOutbox').selectAll().orderBy('createdAt', 'desc').limit(50);
      if (to) query = query.where((eb) => eb(eb.fn('lower', ['toAddress']), '=', to));
      const mails = await query.execute();
      if (request.headers.accept?.includes('text/html'))
        return reply.type('text/html; charset=utf-8').send(outboxPage(mails));
      return { success: true, mails };
    });
  }
}
