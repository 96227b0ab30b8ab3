import { gql } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { serverSecret } from '../../server/auth/secrets';
import { AccessTokens } from '../../server/auth/tokens';
import { clientStackFor } from '../support/clientStack';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  await t.database.db
    .insertInto('users')
    .values({
      id: 'client0001',
      username: 'client@example.org',
      passwordHash: await hashPassword('client secret'),
    })
    .execute();
});
afterAll(() => t?.stop());

/** The real client stack (SessionManager and Apollo) over a cookie-keeping fetch, against the real server. */
async function signedInClient() {
  const browser = new HttpClient(t.baseUrl);
  const login = await browser.json<{ accessTokenExpiry: number; refreshTokenExpiry: number }>(
    'POST',
    '/a/auth/authenticate',
    {
      username: 'client@example.org',
      password: 'client secret',
      reCaptchaToken: await browser.humanCheckToken(),
    },
  );
  return { browser, ...clientStackFor(t, { browser, tokens: login.body }) };
}

async function expireAccessToken(browser: HttpClient) {
  const session = await t.database.db
    .selectFrom('sessions')
    .select(['userId', 'familyId'])
    .where('userId', '=', 'client0001')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const tokens = new AccessTokens(await serverSecret(t.database.db, 'access-token'));
  const expired = await tokens.sign(
    { userId: session.userId, sessionId: session.familyId },
    new Date(Date.now() - 60_000),
  );
  browser.cookies.set('sm_access', { value: expired, path: '/', attributes: '' });
}

describe('the client session against the real server', () => {
  it('GraphQL with an expired access token succeeds after one transparent refresh', async () => {
    const { browser, session, apollo } = await signedInClient();
    await expireAccessToken(browser);
    const result = await apollo.query<{ user: { username: string } }>({ query: gql`{ user { username } }` });
    expect(result.data?.user.username).toBe('client@example.org');
    expect(browser.calls.filter((call) => call === 'GET /a/auth/refresh')).toHaveLength(1);
    session.dispose();
  });

  it('REST with an expired access token succeeds after one transparent refresh, shared by parallel calls', async () => {
    const { browser, session } = await signedInClient();
    await expireAccessToken(browser);
    const answers = await Promise.all([
      session.request('GET', '/access/confirm'),
      session.request('GET', '/access/isauthenticated'),
      session.request('GET', '/access/confirm'),
    ]);
    expect(answers.every((answer) => answer.success === true)).toBe(true);
    expect(browser.calls.filter((call) => call === 'GET /a/auth/refresh')).toHaveLength(1);
    session.dispose();
  });
});
