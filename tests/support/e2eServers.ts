/**
 * The server processes the browser tests run against: the real server, built app and all, each with a
 * data folder of its own. `playwright.config.ts` starts one over an embedded database;
 * `playwright.scaleout.config.ts` starts two sharing PostgreSQL and Redis, the second on the next port.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const originOf = (port: number) => `http://127.0.0.1:${port}`;
/** The second process of the scale-out run. */
export const SECOND_PORT = E2E_PORT + 1;

export function e2eServer(port: number, env: Record<string, string>) {
  return {
    command: 'node --import tsx server/main.ts',
    url: `${originOf(port)}/a/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'study-maps-e2e-')),
      LOG_LEVEL: 'warn',
      // An easy human check (still verified) and the outbox readable over HTTP for the mail flows.
      HUMAN_CHECK_COST: '1',
      HUMAN_CHECK_MAX_NUMBER: '8',
      DEV_OUTBOX: '1',
      ...env,
    },
  };
}

/** The Stripe stand-in of the browser tests (tests/support/stripeStandIn.ts), two ports above the app. */
export const STRIPE_STAND_IN_PORT = E2E_PORT + 2;
const E2E_STRIPE_SECRETS = { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: 'whsec_e2e' };

/** The stand-in as a process, sending the events of its Pay page to the app on `appPort`. */
export function stripeStandInServer(port: number, appPort: number) {
  return {
    command: `node --import tsx tests/support/stripeStandInCli.ts --port ${port} --webhook ${originOf(appPort)}/a/payments/stripe/webhook`,
    url: `${originOf(port)}/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { STRIPE_WEBHOOK_SECRET: E2E_STRIPE_SECRETS.STRIPE_WEBHOOK_SECRET },
  };
}

/** The app's payment configuration against the stand-in on `port`. */
export function stripeStandInEnv(port: number) {
  return { ...E2E_STRIPE_SECRETS, STRIPE_API_URL: originOf(port) };
}
