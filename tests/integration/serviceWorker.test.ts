/**
 * The service worker is served from the app's root (/app/sw.js) so it controls every page under /app/,
 * with no long cache, so a new version of the app reaches users at once; offline pages under /app/ get
 * the shell from the server too when online.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

let appDir: string;
let t: TestServer;

beforeAll(async () => {
  // A stand-in build: the shell, a hashed asset and the worker vite-plugin-pwa writes beside them.
  appDir = await mkdtemp(path.join(tmpdir(), 'study-maps-sw-'));
  await mkdir(path.join(appDir, 'assets'));
  await writeFile(path.join(appDir, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(appDir, 'assets', 'main-abc123.js'), 'console.log("app")');
  await writeFile(path.join(appDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await startTestServer({ APP_DIR: appDir });
});

afterAll(async () => {
  await t?.stop();
  await rm(appDir, { recursive: true, force: true });
});

describe('the service worker', () => {
  it('is served as JavaScript, never cached for long, allowed to control all of /app/', async () => {
    const response = await fetch(`${t.baseUrl}/app/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('service-worker-allowed')).toBe('/app/');
    expect(await response.text()).toContain('addEventListener');
  });

  it('gives no other file the scope header', async () => {
    const asset = await fetch(`${t.baseUrl}/app/assets/main-abc123.js`);
    expect(asset.headers.get('service-worker-allowed')).toBeNull();
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('has the offline routes answered by the shell when online', async () => {
    const response = await fetch(`${t.baseUrl}/app/offline/abcdefghij`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
  });
});
