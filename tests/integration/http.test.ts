import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES } from '../../src/model/featureFlags';
import { startTestServer, type TestServer } from '../support/testServer';

let appDir: string;
let t: TestServer;

beforeAll(async () => {
  // A stand-in build of the web app, so the static serving is tested without running vite.
  appDir = await mkdtemp(path.join(tmpdir(), 'study-maps-app-'));
  await mkdir(path.join(appDir, 'assets'));
  await writeFile(
    path.join(appDir, 'index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  await writeFile(path.join(appDir, 'assets', 'main-abc123.js'), 'console.log("app")');
  t = await startTestServer({
    APP_DIR: appDir,
    FEATURE_FLAGS: 'google-login,school-login=true,google-measurement-id=G-9',
    LEGAL_TERMS_URL: 'https://school.example/terms',
  });
});

afterAll(async () => {
  await t?.stop();
  await rm(appDir, { recursive: true, force: true });
});

const get = (pathname: string, init?: RequestInit) =>
  fetch(`${t.baseUrl}${pathname}`, { redirect: 'manual', ...init });
const putLog = (body: unknown) =>
  get('/a/log', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GET /a/health', () => {
  it('answers ok, the version and the database kind', async () => {
    const response = await get('/a/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, version: '0.6.155', db: t.testDatabase.kind });
  });
});

describe('GET /a/legal', () => {
  it('names the operator’s configured documents to anyone, null for those left to the shipped text', async () => {
    const response = await get('/a/legal');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ termsUrl: 'https://school.example/terms', privacyUrl: null });
  });
});

describe('GET /a/feature/flags', () => {
  it('lists every flag of the spec with the configured values', async () => {
    const flags: { name: string; value: unknown }[] = await (await get('/a/feature/flags')).json();
    expect(flags.map((flag) => flag.name)).toEqual([...FEATURE_FLAG_NAMES]);
    const value = (name: string) => flags.find((flag) => flag.name === name)?.value;
    expect(value('google-login')).toBe(true);
    expect(value('school-login')).toBe(true);
    expect(value('facebook-login')).toBe(false);
    expect(value('create-account')).toBe(true);
    expect(value('google-measurement-id')).toBe('G-9');
  });
});

describe('PUT /a/log', () => {
  it('stores a client error report with its stack', async () => {
    const response = await putLog({ message: 'Render error: boom', error: 'Error: boom\n    at App' });
    expect(response.status).toBe(201);
    const rows = await t.database.db
      .selectFrom('clientLogs')
      .selectAll()
      .where('message', '=', 'Render error: boom')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.error).toContain('at App');
  });

  it('refuses a report without a message, with a clear error, and stores nothing', async () => {
    const before = await t.database.db
      .selectFrom('clientLogs')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirst();
    const response = await putLog({ message: '   ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, errors: ['message: must not be empty'] });
    const after = await t.database.db
      .selectFrom('clientLogs')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('refuses a body that is not JSON', async () => {
    const response = await get('/a/log', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
  });

  it('refuses an oversized report', async () => {
    const response = await putLog({ message: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
  });
});

describe('the web app under /app', () => {
  it('redirects / to /app/', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/app/');
  });

  it.each(['/app/', '/app/login', '/app/class/abc/people', '/app/Ab12Cd34Ef/edit?nodeId=n1'])(
    'answers the app shell for the client route %s (history fallback)',
    async (route) => {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const response = await get('/app/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('answers 404 for a missing asset instead of the shell', async () => {
    expect((await get('/app/assets/missing-123.js')).status).toBe(404);
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await get('/a/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, errors: ['Not found'] });
  });
});
