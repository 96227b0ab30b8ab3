import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccountToken } from '../../server/auth/accounts';
import { hashPassword } from '../../server/auth/passwords';
import { json } from '../../server/db/json';
import { firstLink } from '../../server/mail/templates';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
});
afterAll(() => t?.stop());

const client = () => new HttpClient(t.baseUrl);

async function latestMailTo(address: string) {
  return t.database.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('toAddress', '=', address)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
}

async function createActiveUser(username: string, password: string, roles: string[] = []) {
  const id = `u${Math.random().toString(36).slice(2, 11)}`;
  await t.database.db
    .insertInto('users')
    .values({
      id,
      username,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: await hashPassword(password),
      roles: json(roles),
    })
    .execute();
  return id;
}

async function signIn(username: string, password: string) {
  const browser = client();
  const response = await browser.json('POST', '/a/auth/authenticate', {
    username,
    password,
    reCaptchaToken: await browser.humanCheckToken(),
  });
  return { browser, ...response };
}

describe('sign-up, activation and registration', () => {
  it('sends an activation mail whose link registers and signs the user in', async () => {
    const browser = client();
    const signUp = await browser.json('POST', '/a/signUp', {
      email: '  New.Learner@Example.org ',
      reCaptchaToken: await browser.humanCheckToken(),
    });
    expect(signUp).toEqual({ status: 200, body: { success: true } });

    const mail = await latestMailTo('New.Learner@Example.org');
    expect(mail.kind).toBe('activation');
    const link = new URL(firstLink(mail.textBody) ?? '');
    expect(link.pathname).toBe('/app/register');
    const token = link.searchParams.get('token');

    const registered = await browser.json<Record<string, unknown>>('POST', '/a/auth/register', {
      token,
      firstName: ' Ada ',
      lastName: 'Lovelace',
      password: 'analytical engine',
      newsletterConsent: true,
      country: 'nz',
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ success: true, roles: [] });
    expect(registered.body.accessTokenExpiry).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
    expect(registered.body.refreshTokenExpiry).toBeGreaterThan(registered.body.accessTokenExpiry as number);

    const me = await browser.json<{ user: { firstName: string; username: string; trialEndsAt: string } }>(
      'GET',
      '/a/access/isauthenticated',
    );
    expect(me.status).toBe(200);
    expect(me.body.user.firstName).toBe('Ada');
    const trialMonths =
      (new Date(me.body.user.trialEndsAt).getTime() - Date.now()) / (30.4 * 24 * 3600 * 1000);
    expect(trialMonths).toBeGreaterThan(11.8);
    expect(trialMonths).toBeLessThan(12.2);

    // The activation link is single-use.
    const again = await client().json('POST', '/a/auth/register', {
      token,
      firstName: 'Eve',
      lastName: 'X',
      password: 'another password',
    });
    expect(again.status).toBe(400);
  });

  it('shows a browser the outbox as a page to read, with the activation link clickable (DEV_OUTBOX=1)', async () => {
    const browser = client();
    await browser.json('POST', '/a/signUp', {
      email: 'outbox.reader@example.org',
      reCaptchaToken: await browser.humanCheckToken(),
    });
    const link = firstLink((await latestMailTo('outbox.reader@example.org')).textBody) ?? '';
    const response = await fetch(`${t.baseUrl}/a/dev/outbox?to=outbox.reader@example.org`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('To outbox.reader@example.org · activation');
    expect(page).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`);
    // A script asking for anything gets the JSON the e2e tests read.
    const json = await (await fetch(`${t.baseUrl}/a/dev/outbox?to=outbox.reader@example.org`)).json();
    expect(json.mails[0].toAddress).toBe('outbox.reader@example.org');
  });

  it('answers sign-up for an existing account as for a new one, and mails its owner instead', async () => {
    await createActiveUser('taken@example.org', 'password one');
    const signUp = async (email: string) => {
      const browser = client();
      return browser.json('POST', '/a/signUp', { email, reCaptchaToken: await browser.humanCheckToken() });
    };
    expect(await signUp('TAKEN@example.org')).toEqual({ status: 200, body: { success: true } });
    expect(await signUp('untaken@example.org')).toEqual({ status: 200, body: { success: true } });
    const mail = await latestMailTo('taken@example.org');
    expect(mail.kind).toBe('account-exists');
    expect(firstLink(mail.textBody)).toBe(`${t.baseUrl}/app/login`);
    expect((await latestMailTo('untaken@example.org')).kind).toBe('activation');
  });
});

describe('authenticate', () => {
  it('signs in with trimmed, case-insensitive usernames and sets httpOnly, SameSite cookies', async () => {
    await createActiveUser('Grace@Example.org', 'compilers rule', ['beta']);
    const { browser, status, body } = await signIn('  grace@EXAMPLE.org ', 'compilers rule');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, roles: ['beta'] });
    for (const name of ['sm_access', 'sm_refresh']) {
      expect(browser.attributesOf(name)).toMatch(/HttpOnly/);
      expect(browser.attributesOf(name)).toMatch(/SameSite=Lax/);
      expect(browser.attributesOf(name)).not.toMatch(/Secure/); // plain http here; https adds Secure
    }
    expect(browser.attributesOf('csrf_token')).not.toMatch(/HttpOnly/);
  });

  it('believes no X-Forwarded-Proto without TRUST_PROXY: no Secure cookies over plain http', async () => {
    await createActiveUser('proxied@example.org', 'behind a proxy');
    const browser = client();
    const response = await browser.request(
      'POST',
      '/a/auth/authenticate',
      {
        username: 'proxied@example.org',
        password: 'behind a proxy',
        reCaptchaToken: await browser.humanCheckToken(),
      },
      { 'x-forwarded-proto': 'https' },
    );
    expect(response.status).toBe(200);
    for (const name of ['sm_access', 'sm_refresh', 'csrf_token'])
      expect(browser.attributesOf(name)).not.toMatch(/Secure/);
  });

  it("answers a wrong password with 'Invalid username or password'", async () => {
    await createActiveUser('wrong@example.org', 'right password');
    const { status, body } = await signIn('wrong@example.org', 'wrong password');
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, errors: ['Invalid username or password'] });
    const unknown = await signIn('nobody@example.org', 'whatever');
    expect(unknown.body).toEqual({ success: false, errors: ['Invalid username or password'] });
  });

  it('refuses a request without a valid human-check token, and a token used twice', async () => {
    await createActiveUser('robot@example.org', 'beep boop');
    const browser = client();
    const none = await browser.json('POST', '/a/auth/authenticate', {
      username: 'robot@example.org',
      password: 'beep boop',
    });
    expect(none.status).toBe(400);
    const forged = await browser.json('POST', '/a/auth/authenticate', {
      username: 'robot@example.org',
      password: 'beep boop',
      reCaptchaToken: Buffer.from('{"challenge":{"parameters":{}},"solution":{"counter":1}}').toString(
        'base64',
      ),
    });
    expect(forged.status).toBe(400);
    const token = await browser.humanCheckToken();
    const first = await browser.json('POST', '/a/auth/authenticate', {
      username: 'robot@example.org',
      password: 'beep boop',
      reCaptchaToken: token,
    });
    expect(first.status).toBe(200);
    const replay = await client().json('POST', '/a/auth/authenticate', {
      username: 'robot@example.org',
      password: 'beep boop',
      reCaptchaToken: token,
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      success: false,
      errors: ['The human verification failed. Please try again.'],
    });
  });

  it('rate-limits 20 wrong passwords in a row from one address, then refuses even the right one from it', async () => {
    await createActiveUser('target@example.org', 'the real one');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++)
      statuses.push((await signIn('target@example.org', `guess ${attempt}`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const right = await signIn('target@example.org', 'the real one');
    expect(right.status).toBe(429);
    expect(String((right.body as { errors: string[] }).errors[0])).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh; reusing a rotated one revokes the whole session', async () => {
    await createActiveUser('rotate@example.org', 'spin spin spin');
    const { browser } = await signIn('rotate@example.org', 'spin spin spin');
    const stolen = browser.cookies.get('sm_refresh')?.value;

    const refreshed = await browser.json<{ success: boolean; accessTokenExpiry: number }>(
      'GET',
      '/a/auth/refresh',
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.success).toBe(true);
    expect(browser.cookies.get('sm_refresh')?.value).not.toBe(stolen);
    expect((await browser.json('GET', '/a/access/confirm')).status).toBe(200);

    // The thief replays the old token: refused, and the rightful session ends too.
    const thief = client();
    thief.cookies.set('sm_refresh', { value: stolen ?? '', path: '/a', attributes: '' });
    const replay = await thief.json('GET', '/a/auth/refresh');
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({
      success: false,
      errors: ['Fail to refresh access token.'],
      loginMethod: 'password',
    });
    expect((await browser.json('GET', '/a/access/confirm')).status).toBe(401);
    expect((await browser.json('GET', '/a/auth/refresh')).status).toBe(401);
  });

  it('an expired access token with a valid refresh token works again after one refresh', async () => {
    await createActiveUser('expired@example.org', 'time flies');
    const { browser } = await signIn('expired@example.org', 'time flies');
    const expired = await t.server.app.inject({ method: 'GET', url: '/a/health' }); // keeps the server warm
    expect(expired.statusCode).toBe(200);
    // An access token that expired a minute ago, signed with the server's key.
    const session = await t.database.db
      .selectFrom('sessions')
      .select(['userId', 'familyId'])
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const { serverSecret } = await import('../../server/auth/secrets');
    const { AccessTokens } = await import('../../server/auth/tokens');
    const tokens = new AccessTokens(await serverSecret(t.database.db, 'access-token'));
    const old = await tokens.sign(
      { userId: session.userId, sessionId: session.familyId },
      new Date(Date.now() - 60_000),
    );
    browser.cookies.set('sm_access', { value: old, path: '/', attributes: '' });

    const before = await browser.graphql<{ user: { username: string } }>('{ user { username } }');
    expect(before.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await browser.json('GET', '/a/auth/refresh')).status).toBe(200);
    const after = await browser.graphql<{ user: { username: string } }>('{ user { username } }');
    expect(after.body.data?.user.username).toBe('expired@example.org');
  });

  it('logout revokes the session at once', async () => {
    await createActiveUser('leaver@example.org', 'goodbye all');
    const { browser } = await signIn('leaver@example.org', 'goodbye all');
    const access = browser.cookies.get('sm_access');
    expect((await browser.json('POST', '/a/users/logout')).status).toBe(200);
    expect(browser.cookies.has('sm_access')).toBe(false);
    const replay = client();
    if (access) replay.cookies.set('sm_access', access);
    expect((await replay.json('GET', '/a/access/isauthenticated')).status).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a cookie-carrying write without the CSRF header', async () => {
    await createActiveUser('csrf@example.org', 'forged requests');
    const { browser } = await signIn('csrf@example.org', 'forged requests');
    const forged = await browser.request(
      'POST',
      '/graphql',
      { query: '{ user { id } }' },
      { 'x-csrf-token': 'nope' },
    );
    expect(forged.status).toBe(403);
    const genuine = await browser.graphql<{ user: { id: string } }>('{ user { id } }');
    expect(genuine.body.data?.user.id).toBeTruthy();
  });
});

describe('password reset', () => {
  it('mails a single-use link that resets the password and signs the user in', async () => {
    await createActiveUser('forgetful@example.org', 'old password');
    const browser = client();
    expect(
      (await browser.json('POST', '/a/auth/resetpasswordlink', { username: 'Forgetful@example.org' })).body,
    ).toEqual({ success: true });
    const mail = await latestMailTo('forgetful@example.org');
    const token = decodeURIComponent(new URL(firstLink(mail.textBody) ?? '').pathname.split('/').pop() ?? '');
    expect((await browser.json('GET', `/a/auth/resetpassword/${encodeURIComponent(token)}`)).status).toBe(
      200,
    );

    const reset = await browser.json('POST', '/a/auth/resetpassword', {
      resetToken: token,
      password: 'new password',
    });
    expect(reset.status).toBe(200);
    expect((await browser.json('GET', '/a/access/confirm')).status).toBe(200);
    expect((await signIn('forgetful@example.org', 'new password')).status).toBe(200);
    expect((await signIn('forgetful@example.org', 'old password')).status).toBe(401);
    expect(
      (await client().json('POST', '/a/auth/resetpassword', { resetToken: token, password: 'third one!' }))
        .status,
    ).toBe(410);
  });

  it('refuses a link older than 30 minutes as expired', async () => {
    const userId = await createActiveUser('late@example.org', 'slow coach');
    const token = await issueAccountToken(t.database.db, userId, 'reset', 30 * 60 * 1000);
    await t.database.db
      .updateTable('accountTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', userId)
      .execute();
    const status = await client().json('GET', `/a/auth/resetpassword/${encodeURIComponent(token)}`);
    expect(status).toEqual({ status: 410, body: { success: false, errors: ['EXPIRED'] } });
    expect(
      (await client().json('POST', '/a/auth/resetpassword', { resetToken: token, password: 'too late now' }))
        .status,
    ).toBe(410);
  });

  it('re-sends the invitation to a user who never completed registration (RESENT_INVITE)', async () => {
    await t.database.db
      .insertInto('users')
      .values({ id: 'pending001', username: 'half@example.org', status: 'pending' })
      .execute();
    const response = await client().json('POST', '/a/auth/resetpasswordlink', {
      username: 'half@example.org',
    });
    expect(response.body).toEqual({ success: false, errors: ['RESENT_INVITE'] });
    expect((await latestMailTo('half@example.org')).kind).toBe('invite');
  });

  it('answers an unknown address like a known one', async () => {
    const response = await client().json('POST', '/a/auth/resetpasswordlink', {
      username: 'ghost@example.org',
    });
    expect(response.body).toEqual({ success: true });
  });
});

describe('unsubscribe and invitations', () => {
  it('unsubscribes from newsletters with the mailed token', async () => {
    const userId = await createActiveUser('reader@example.org', 'news news');
    await t.database.db
      .updateTable('users')
      .set({ newsletterConsent: true })
      .where('id', '=', userId)
      .execute();
    const token = await issueAccountToken(t.database.db, userId, 'unsubscribe', 365 * 24 * 3600 * 1000);
    expect((await client().json('POST', `/a/unsubscribe/${encodeURIComponent(token)}`)).body).toEqual({
      success: true,
    });
    const user = await t.database.db
      .selectFrom('users')
      .select('newsletterConsent')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.newsletterConsent).toBe(false);
    expect((await client().json('POST', '/a/unsubscribe/not-a-token')).status).toBe(410);
  });

  it('lets an admin invite by e-mail, removing duplicates and reporting bad addresses', async () => {
    await createActiveUser('boss@example.org', 'admin power', ['ADMIN']);
    await createActiveUser('already@example.org', 'here already');
    const { browser } = await signIn('boss@example.org', 'admin power');
    const response = await browser.json('POST', '/a/invite', {
      emails: [
        'one@example.org',
        'ONE@example.org ',
        'two@example.org',
        'not-an-email',
        'already@example.org',
      ],
    });
    expect(response.body).toEqual({
      success: true,
      errors: ['not-an-email is not a valid e-mail address.', 'already@example.org already has an account.'],
      successInvite: 2,
    });
    expect((await latestMailTo('one@example.org')).kind).toBe('invite');
  });

  it('refuses invitations from users who are not admins (roles must hold ADMIN exactly once)', async () => {
    await createActiveUser('twice@example.org', 'double admin', ['ADMIN', 'ADMIN']);
    const { browser } = await signIn('twice@example.org', 'double admin');
    expect((await browser.json('POST', '/a/invite', { emails: ['x@example.org'] })).status).toBe(403);
    expect((await client().json('POST', '/a/invite', { emails: ['x@example.org'] })).status).toBe(401);
  });
});
