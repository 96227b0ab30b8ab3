import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { startOidcProvider } from '../support/oidcProvider';
import { startTestServer, type TestServer } from '../support/testServer';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestServer;

beforeAll(async () => {
  provider = await startOidcProvider('study-maps', 'provider-secret');
  t = await startTestServer({
    ...TEST_AUTH_ENV,
    OAUTH_AGS_ISSUER: provider.issuer,
    OAUTH_AGS_CLIENT_ID: 'study-maps',
    OAUTH_AGS_CLIENT_SECRET: 'provider-secret',
    OAUTH_AGS_NAME: 'Springfield High',
  });
});

afterAll(async () => {
  await t?.stop();
  await provider?.close();
});

/** A browser's round trip: our start URL, the provider's redirect back, our callback. */
async function signInThroughProvider(browser: HttpClient, startPath: string) {
  const start = await browser.request('GET', startPath);
  expect(start.status).toBe(302);
  const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') ?? '');
  const back = await browser.request('GET', `${callback.pathname}${callback.search}`);
  return back.headers.get('location');
}

describe('OpenID Connect sign-in', () => {
  it('creates the account of the e-mail the provider vouches for, signs in as school, and lands on the app', async () => {
    provider.signInAs({
      sub: 's-1',
      email: 'sam@school.example',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Student',
    });
    const browser = new HttpClient(t.baseUrl);
    expect(await signInThroughProvider(browser, '/a/auth/oauth/ags?redirectUrl=/app/home')).toBe('/app/home');
    const me = await browser.json<{ user: { username: string; firstName: string } }>(
      'GET',
      '/a/access/isauthenticated',
    );
    expect(me.body.user).toMatchObject({ username: 'sam@school.example', firstName: 'Sam' });
    const session = await t.database.db
      .selectFrom('sessions')
      .select('loginMethod')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.loginMethod).toBe('school');
  });

  it('signs an existing account in again instead of creating a second one', async () => {
    const browser = new HttpClient(t.baseUrl);
    await signInThroughProvider(browser, '/a/auth/oauth/ags');
    const users = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'sam@school.example')
      .execute();
    expect(users).toHaveLength(1);
  });

  it('returns a popup to the close-window route', async () => {
    const browser = new HttpClient(t.baseUrl);
    expect(await signInThroughProvider(browser, '/a/auth/oauth/ags?popup=1')).toBe('/app/close-window');
  });

  it('never redirects outside the app after sign-in', async () => {
    const browser = new HttpClient(t.baseUrl);
    expect(await signInThroughProvider(browser, '/a/auth/oauth/ags?redirectUrl=https://evil.example/')).toBe(
      '/app/',
    );
  });

  it('refuses an e-mail the provider has not verified', async () => {
    provider.signInAs({ sub: 's-2', email: 'unverified@school.example', email_verified: false });
    const browser = new HttpClient(t.baseUrl);
    expect(await signInThroughProvider(browser, '/a/auth/oauth/ags')).toBe('/app/login?error=oauth');
    expect((await browser.json('GET', '/a/access/confirm')).status).toBe(401);
  });

  it('refuses a callback whose state does not match the attempt', async () => {
    const browser = new HttpClient(t.baseUrl);
    await browser.request('GET', '/a/auth/oauth/ags');
    const forged = await browser.request('GET', '/a/auth/oauth/ags/callback?code=stolen&state=forged');
    expect(forged.headers.get('location')).toBe('/app/login?error=oauth');
  });

  it('lists the configured providers with the school name for the buttons', async () => {
    const response = await new HttpClient(t.baseUrl).json('GET', '/a/auth/providers');
    expect(response.body).toEqual({
      success: true,
      providers: [{ name: 'ags', displayName: 'Springfield High' }],
    });
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await new HttpClient(t.baseUrl).json('GET', '/a/auth/oauth/google');
    expect(response).toEqual({
      status: 404,
      body: { success: false, errors: ['Sign-in with google is not available.'] },
    });
  });
});
