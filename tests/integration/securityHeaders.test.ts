/**
 * Security headers on every kind of answer (the app's pages and assets, /graphql, /a/*, a 404), CORS on
 * /graphql for the app's own origin only, and the app's source maps kept from the public in production.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const APP_ORIGIN = 'http://maps.example.org';

let appDir: string;
/** Three servers over a stand-in build (the shell, a hashed asset and its source map). */
let development: TestServer;
let production: TestServer;
let productionWithMaps: TestServer;

beforeAll(async () => {
  appDir = await mkdtemp(path.join(tmpdir(), 'study-maps-headers-'));
  await mkdir(path.join(appDir, 'assets'));
  await writeFile(path.join(appDir, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(
    path.join(appDir, 'assets', 'main-abc123.js'),
    'console.log("app")\n//# sourceMappingURL=main-abc123.js.map',
  );
  await writeFile(path.join(appDir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["main.ts"]}');
  const serve = (env: Record<string, string> = {}) => startTestServer({ APP_DIR: appDir, ...env });
  [development, production, productionWithMaps] = await Promise.all([
    serve(),
    serve({ NODE_ENV: 'production', PUBLIC_URL: `${APP_ORIGIN}/` }),
    serve({ NODE_ENV: 'production', SOURCE_MAPS: '1' }),
  ]);
});

afterAll(async () => {
  await Promise.all([development, production, productionWithMaps].map((server) => server?.stop()));
  await rm(appDir, { recursive: true, force: true });
});

const graphql = (baseUrl: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

describe('security headers', () => {
  const at = (address: string, init?: RequestInit) => fetch(`${development.baseUrl}${address}`, init);
  const routes: [string, () => Promise<Response>][] = [
    ['the app shell', () => at('/app/')],
    ['a client route', () => at('/app/map/abcdefghij/edit')],
    ['an asset', () => at('/app/assets/main-abc123.js')],
    ['/graphql', () => graphql(development.baseUrl)],
    ['/a/health', () => at('/a/health')],
    ['a refused sign-in', () => at('/a/auth/authenticate', { method: 'POST' })],
    ['a missing file', () => at('/app/assets/missing.js')],
  ];

  it.each(routes)('are on %s', async (_name, request) => {
    const response = await request();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('leave Strict-Transport-Security out over plain HTTP', async () => {
    const response = await fetch(`${development.baseUrl}/a/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('CORS on /graphql', () => {
  const FOREIGN = 'https://evil.example';

  it('allows no other origin where PUBLIC_URL is unset (same-origin only)', async () => {
    const response = await graphql(development.baseUrl, { origin: FOREIGN });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("allows the app's own origin only, with credentials", async () => {
    const foreign = await graphql(production.baseUrl, { origin: FOREIGN });
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe(FOREIGN);
    const own = await graphql(production.baseUrl, { origin: APP_ORIGIN });
    expect(own.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('source maps', () => {
  const mapOf = (t: TestServer) => fetch(`${t.baseUrl}/app/assets/main-abc123.js.map`);

  it('are served in development', async () => {
    expect((await mapOf(development)).status).toBe(200);
  });

  it('are not served in production, the code still is', async () => {
    expect((await mapOf(production)).status).toBe(404);
    expect((await fetch(`${production.baseUrl}/app/assets/main-abc123.js`)).status).toBe(200);
  });

  it('are served in production where SOURCE_MAPS=1 says so', async () => {
    expect((await mapOf(productionWithMaps)).status).toBe(200);
  });
});
