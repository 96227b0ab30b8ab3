import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BROWSER_ARGS, chromiumExecutable, SWIFTSHADER_ARGS } from './tests/support/chromium';
import {
  E2E_PORT,
  e2eServer,
  originOf,
  STRIPE_STAND_IN_PORT,
  stripeStandInEnv,
  stripeStandInServer,
} from './tests/support/e2eServers';

// CI asks for a JSON report (TEST_REPORT_DIR) to total the results of every suite.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  // Screenshot baselines beside the tests, one per name, the same on every OS.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Two workers, the server and SwiftShader share two cores in CI: flows of many screens need longer.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: reportDir ? [['list'], ['json', { outputFile: path.join(reportDir, 'e2e.json') }]] : [['list']],
  use: {
    baseURL: originOf(E2E_PORT),
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // The app registers a service worker (offline maps); it would answer requests before page.route
    // sees them. Blocked but where a test is about it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      ...chromiumExecutable(),
      args: [
        ...BROWSER_ARGS,
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        ...SWIFTSHADER_ARGS,
      ],
    },
  },
  // The real server over a fresh embedded database, serving the app that `npm run test:e2e` built, taking
  // payments through a local stand-in of Stripe's API (tests/support/stripeStandIn.ts).
  webServer: [
    stripeStandInServer(STRIPE_STAND_IN_PORT, E2E_PORT),
    e2eServer(E2E_PORT, { DEMO: '1', ...stripeStandInEnv(STRIPE_STAND_IN_PORT) }),
  ],
});
