/**
 * The re-login dialog's way back (spec 1 sections 2 and 4): a session that lapsed while the app was open
 * (live edit locks the app instead of signing out) is unlocked with the password from the browser that
 * held it; a browser that signed out, or never held a session, cannot unlock anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, TEST_PASSWORD } from '../support/accounts';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

describe('re-login after the session ended', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(TEST_AUTH_ENV);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const unlock = async (browser: HttpClient) =>
    browser.json('POST', '/a/auth/unlock', {
      password: TEST_PASSWORD,
      reCaptchaToken: await browser.humanCheckToken(),
    });

  it('unlocks a lapsed session with the password, from the browser whose refresh was refused', async () => {
    const user = await signedInUser(t);
    await t.database.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', user.id)
      .execute();
    expect((await user.browser.json('GET', '/a/auth/refresh')).status).toBe(401);
    expect((await user.gql('query { user { id } }')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    expect((await unlock(user.browser)).status).toBe(200);
    expect((await user.gql<{ user: { id: string } }>('query { user { id } }')).data?.user.id).toBe(user.id);
  });

  it('unlocks nothing for a browser that signed out, or one that never signed in', async () => {
    const user = await signedInUser(t);
    expect((await user.browser.json('POST', '/a/users/logout')).status).toBe(200);
    expect((await unlock(user.browser)).status).toBe(401);
    expect((await unlock(new HttpClient(t.baseUrl))).status).toBe(401);
  });
});
