/**
 * Browser tests of two server processes serving one app (issue 24): both on one PostgreSQL database and
 * one Redis, the second on the next port. `.ci/run` runs them after the PostgreSQL integration suite:
 *   E2E_DATABASE_URL=postgres://… E2E_REDIS_URL=redis://… npm run test:e2e:scaleout
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { E2E_PORT, e2eServer, SECOND_PORT } from './tests/support/e2eServers';

const DATABASE_URL = process.env.E2E_DATABASE_URL;
const REDIS_URL = process.env.E2E_REDIS_URL;
if (!DATABASE_URL || !REDIS_URL)
  throw new Error(
    'E2E_DATABASE_URL and E2E_REDIS_URL name the PostgreSQL database and Redis both processes share',
  );
const shared = { DATABASE_URL, REDIS_URL };
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-scaleout',
  reporter: reportDir
    ? [['list'], ['json', { outputFile: path.join(reportDir, 'e2e-scaleout.json') }]]
    : [['list']],
  // One after the other: the first migrates the database and seeds the demo user the tests sign in as.
  webServer: [e2eServer(E2E_PORT, { ...shared, DEMO: '1' }), e2eServer(SECOND_PORT, shared)],
});
