/** What the server tells whoever started it, once it listens: where to open it and how to sign in. */
import type { FastifyBaseLogger } from 'fastify';
import { appAddress, type Config } from './config.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME } from './demo/admin.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from './demo/seed.ts';

export function logStartNotice(
  log: FastifyBaseLogger,
  config: Pick<Config, 'publicUrl' | 'demo' | 'smtpUrl'>,
  serverUrl: string,
): void {
  const address = appAddress(config, serverUrl);
  log.info({ open: address }, `Open ${address} in a browser`);
  if (config.demo) {
    log.info(
      { demoUsername: DEMO_USERNAME },
      `Demo account: sign in as ${DEMO_USERNAME} with password ${DEMO_PASSWORD}`,
    );
    log.info(
      { demoAdminUsername: DEMO_ADMIN_USERNAME },
      `Demo administrator: sign in as ${DEMO_ADMIN_USERNAME} with password ${DEMO_ADMIN_PASSWORD}`,
    );
  }
  if (!config.smtpUrl)
    log.info('No SMTP_URL: mails are not sent; the links of each mail are printed here instead');
}
