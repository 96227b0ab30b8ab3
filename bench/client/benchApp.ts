/**
 * The app as the browser benches use it: the built app served by a real server on a fresh embedded
 * database with the demo account (and what a bench's `seed` put there), and a headless Chromium; both
 * stopped and the data removed after `run`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../server/demo/seed';
import { BROWSER_ARGS, chromiumExecutable, SWIFTSHADER_ARGS } from '../../tests/support/chromium';
import { HttpClient } from '../../tests/support/httpClient';
import { spawnServer } from '../../tests/support/serverProcess';

export const CREATE_MAP =
  'mutation($name: String!, $document: JSON) { createMap(name: $name, document: $document) { id version } }';

/** An HTTP client signed in as the demo user (the bench app runs with DEMO=1), for seeding through GraphQL. */
export async function demoClient(baseUrl: string): Promise<HttpClient> {
  const client = new HttpClient(baseUrl);
  const signIn = await client.json('POST', '/a/auth/authenticate', {
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
    reCaptchaToken: await client.humanCheckToken(),
  });
  if (signIn.status !== 200) throw new Error(`bench: the demo user's sign-in failed (${signIn.status})`);
  return client;
}

export interface BenchAppOptions<S> {
  /**
   * Fills the server's embedded database (its folder) before the server starts, straight through the
   * database layer: for data too large to make through GraphQL. Its answer is the run's `seeded`.
   */
  seed?: (dataDir: string) => Promise<S>;
}

export async function withBenchApp<T, S = undefined>(
  appDir: string,
  name: string,
  run: (app: { baseUrl: string; browser: Browser; seeded: S }) => Promise<T>,
  options: BenchAppOptions<S> = {},
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `study-maps-bench-${name}-`));
  let seeded: S;
  try {
    seeded = (options.seed ? await options.seed(dataDir) : undefined) as S;
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server = spawnServer({
    PORT: '0',
    DATA_DIR: dataDir,
    APP_DIR: appDir,
    DEMO: '1',
    LOG_LEVEL: 'info',
    HUMAN_CHECK_COST: '1',
    HUMAN_CHECK_MAX_NUMBER: '8',
  });
  const browser = await chromium.launch({
    ...chromiumExecutable(),
    args: [...BROWSER_ARGS, ...SWIFTSHADER_ARGS],
  });
  try {
    return await run({ baseUrl: await server.started, browser, seeded });
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}
