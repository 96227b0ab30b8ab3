import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../server/auth/limits';
import { createActiveUser, signedInUser, TEST_PASSWORD } from '../support/accounts';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Rate limits count what matters, per client address. The server trusts the loopback proxy, so each
 * request names its client in X-Forwarded-For. With TEST_REDIS_URL (CI) the counts live in Redis; the
 * fresh database's secret keeps this run's keys apart from every other run's.
 */
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({
    ...TEST_AUTH_ENV,
    TRUST_PROXY: 'loopback',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  });
});
afterAll(() => t?.stop());

const JUNK_TOKENS = [
  'junk',
  Buffer.from('{"challenge":{"parameters":{}},"solution":{"counter":1}}').toString('base64'),
];
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  browser: HttpClient;
}

/** A call from a browser at `address`; `token: 'solve'` fetches and solves a human check first. */
async function call(
  address: string,
  method: string,
  path: string,
  body: Record<string, unknown> & { reCaptchaToken?: string | 'solve' },
  headers: Record<string, string> = {},
  browser = new HttpClient(t.baseUrl),
): Promise<Answer> {
  const reCaptchaToken =
    body.reCaptchaToken === 'solve' ? await browser.humanCheckToken() : body.reCaptchaToken;
  const response = await browser.request(
    method,
    path,
    { ...body, reCaptchaToken },
    { 'x-forwarded-for': address, ...headers },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, browser };
}

const signIn = (address: string, username: string, password: string, headers?: Record<string, string>) =>
  call(address, 'POST', '/a/auth/authenticate', { username, password, reCaptchaToken: 'solve' }, headers);

/** Runs `count` calls, a few at a time. */
async function repeat<T>(count: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) => run(start + offset));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

const mailsTo = (address: string) =>
  t.database.db.selectFrom('emailOutbox').select('kind').where('toAddress', '=', address).execute();

describe('sign-in limits', () => {
  it('a flood of junk human-check tokens from one address does not block a real sign-in from it', async () => {
    const { username } = await createActiveUser(t);
    const school = '192.0.2.10';
    const flood = await repeat(LIMITS.signInFailuresPerAddress.points + 50, (index) =>
      call(school, 'POST', '/a/auth/authenticate', {
        username,
        password: `guess ${index}`,
        reCaptchaToken: JUNK_TOKENS[index % JUNK_TOKENS.length],
      }),
    );
    expect(new Set(flood.map((answer) => answer.status))).toEqual(new Set([400]));

    const real = await signIn(school, username, TEST_PASSWORD);
    expect(real.status).toBe(200);
    expect(real.body.success).toBe(true);
  });

  it("an attacker's wrong passwords lock the account for the attacker's address only", async () => {
    const { username } = await createActiveUser(t);
    const attacker = '198.51.100.1';
    const guesses = LIMITS.signInFailuresPerAccountAndAddress.points;
    const statuses = (await repeat(guesses + 3, (index) => signIn(attacker, username, `guess ${index}`))).map(
      (answer) => answer.status,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(guesses);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);

    const attackerRight = await signIn(attacker, username, TEST_PASSWORD);
    expect(attackerRight.status).toBe(429);
    expect(String((attackerRight.body.errors as string[])[0])).toMatch(TOO_MANY);

    const owner = await signIn('203.0.113.2', username, TEST_PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('a right password ends the failures of its address on the account', async () => {
    const { username } = await createActiveUser(t);
    const typist = '198.51.100.20';
    const guesses = LIMITS.signInFailuresPerAccountAndAddress.points - 1;
    for (let index = 0; index < guesses; index++)
      expect((await signIn(typist, username, `typo ${index}`)).status).toBe(401);
    expect((await signIn(typist, username, TEST_PASSWORD)).status).toBe(200);
    for (let index = 0; index < guesses; index++)
      expect((await signIn(typist, username, `typo ${index}`)).status).toBe(401);
    expect((await signIn(typist, username, TEST_PASSWORD)).status).toBe(200);
  });

  it('unlock counts wrong passwords per account and address as sign-in does', async () => {
    const user = await signedInUser(t);
    const unlock = (address: string, password: string) =>
      call(address, 'POST', '/a/auth/unlock', { password, reCaptchaToken: 'solve' }, {}, user.browser);
    const thief = '198.51.100.30';
    for (let index = 0; index < LIMITS.signInFailuresPerAccountAndAddress.points; index++)
      expect((await unlock(thief, `guess ${index}`)).status).toBe(401);
    expect((await unlock(thief, TEST_PASSWORD)).status).toBe(429);
    expect((await unlock('203.0.113.30', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('TRUST_PROXY and Secure cookies', () => {
  it('uses the forwarded protocol: Secure cookies when the user came over https, not otherwise', async () => {
    const { username } = await createActiveUser(t);
    const overTls = await signIn('203.0.113.40', username, TEST_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(overTls.status).toBe(200);
    for (const name of ['sm_access', 'sm_refresh', 'csrf_token'])
      expect(overTls.browser.attributesOf(name)).toMatch(/(^|; )Secure(;|$)/);

    const plain = await signIn('203.0.113.40', username, TEST_PASSWORD);
    expect(plain.status).toBe(200);
    for (const name of ['sm_access', 'sm_refresh', 'csrf_token'])
      expect(plain.browser.attributesOf(name)).not.toMatch(/Secure/);
  });
});

describe('anonymous writes', () => {
  it('PUT /a/log takes a budget of reports per address, then answers 429', async () => {
    const budget = LIMITS.clientLogsPerAddress.points;
    const report = (address: string, index: number) =>
      call(address, 'PUT', '/a/log', { message: `rate-limit report ${index}`, error: 'x'.repeat(20_000) });
    const statuses = (await repeat(budget + 5, (index) => report('192.0.2.50', index))).map((a) => a.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(budget);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);

    const refused = await report('192.0.2.50', -1);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, errors: [expect.stringMatching(TOO_MANY)] });
    const stored = await t.database.db
      .selectFrom('clientLogs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('message', 'like', 'rate-limit report %')
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(budget);

    expect((await report('192.0.2.51', 0)).status).toBe(201);
  });

  it('sign-up from one address has a budget, answered in response.data.error', async () => {
    const budget = LIMITS.signUpsPerAddress.points;
    const signUp = () =>
      call('192.0.2.60', 'POST', '/a/signUp', { email: 'busy@example.org', reCaptchaToken: 'solve' });
    const statuses = (await repeat(budget, signUp)).map((answer) => answer.status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = await signUp();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: expect.stringMatching(TOO_MANY) });
  });

  it('calls with an e-mailed token take a budget per address', async () => {
    const budget = LIMITS.accountLinksPerAddress.points;
    const guess = (index: number) => call('192.0.2.70', 'POST', `/a/unsubscribe/guess-${index}`, {});
    const statuses = (await repeat(budget + 1, guess)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 410)).toHaveLength(budget);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});

describe('sign-up', () => {
  it('six sign-ups for one address queue one activation mail and all answer alike', async () => {
    const answers = await repeat(6, (index) =>
      call(`192.0.2.${80 + index}`, 'POST', '/a/signUp', {
        email: 'eager@example.org',
        reCaptchaToken: 'solve',
      }),
    );
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(await mailsTo('eager@example.org')).toEqual([{ kind: 'activation' }]);
  });

  it('answers for an existing account as for a new one, and tells its owner instead', async () => {
    const { username } = await createActiveUser(t);
    const existing = await call('192.0.2.90', 'POST', '/a/signUp', {
      email: username,
      reCaptchaToken: 'solve',
    });
    const fresh = await call('192.0.2.90', 'POST', '/a/signUp', {
      email: 'brand.new@example.org',
      reCaptchaToken: 'solve',
    });
    expect({ status: existing.status, body: existing.body }).toEqual({
      status: 200,
      body: { success: true },
    });
    expect({ status: fresh.status, body: fresh.body }).toEqual({ status: 200, body: { success: true } });
    expect(await mailsTo(username)).toEqual([{ kind: 'account-exists' }]);
  });
});
