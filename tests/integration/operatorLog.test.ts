/**
 * Issue 22, operator experience: the server's log at the default level says where to open the app and,
 * with DEMO=1, how to sign in; it has no line per request; without SMTP_URL each mail's links are in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../server/demo/seed';
import { HttpClient } from '../support/httpClient';
import { type ServerProcess, spawnServer } from '../support/serverProcess';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let server: ServerProcess;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = spawnServer({
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir }),
    PORT: '0',
    DEMO: '1',
    HUMAN_CHECK_COST: '1',
    HUMAN_CHECK_MAX_NUMBER: '8',
  });
  url = await server.started;
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await database?.drop();
});

const messages = () => server.logs().map((entry) => String(entry.msg ?? ''));

describe('the server log at the default level', () => {
  it('says, once started, the address to open and the demo account', async () => {
    const open = await server.logged((entry) => String(entry.msg).startsWith('Open '));
    expect(open.msg).toBe(`Open ${url}/app in a browser`);
    const demo = await server.logged((entry) => String(entry.msg).startsWith('Demo account'));
    expect(demo.msg).toBe(`Demo account: sign in as ${DEMO_USERNAME} with password ${DEMO_PASSWORD}`);
  });

  it("prints a mail's links when there is no SMTP_URL, so a sign-up can be finished from the log", async () => {
    const browser = new HttpClient(url);
    const email = `newcomer-${Date.now()}@example.org`;
    const signUp = await browser.json('POST', '/a/signUp', {
      email,
      reCaptchaToken: await browser.humanCheckToken(),
    });
    expect(signUp.status).toBe(200);
    const mail = await server.logged((entry) => entry.kind === 'activation' && entry.to === email);
    const [link = ''] = mail.links as string[];
    expect(new URL(link).pathname).toBe('/app/register');
    expect(new URL(link).searchParams.get('token')).toBeTruthy();
    expect(mail.msg).toContain(link);
  });

  it('has no line per request: answered, refused or unknown', async () => {
    const before = messages().length;
    for (const path of ['/a/health', '/a/access/isauthenticated', '/a/no-such-route'])
      await (await fetch(`${url}${path}`)).arrayBuffer();
    // The server's own mark after the requests: it logs the next mail once the requests are answered.
    const browser = new HttpClient(url);
    const email = `marker-${Date.now()}@example.org`;
    await browser.json('POST', '/a/signUp', { email, reCaptchaToken: await browser.humanCheckToken() });
    await server.logged((entry) => entry.to === email);
    const perRequest = messages()
      .slice(before)
      .filter((msg) => /incoming request|request completed|not found/i.test(msg));
    expect(perRequest).toEqual([]);
  });
});
