/**
 * The Stripe stand-in as a process of its own, for the browser tests (playwright.config.ts) and local
 * development: `node --import tsx tests/support/stripeStandInCli.ts --port 4242 --webhook
 * http://127.0.0.1:3001/a/payments/stripe/webhook`, signing with STRIPE_WEBHOOK_SECRET (or --secret).
 * Start the server with STRIPE_API_URL=http://127.0.0.1:4242 and the same secret.
 */
import { parseArgs } from 'node:util';
import { startStripeStandIn } from './stripeStandIn';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4242' },
    webhook: { type: 'string' },
    secret: { type: 'string', default: process.env.STRIPE_WEBHOOK_SECRET },
  },
});
if (!values.secret || !values.webhook) {
  console.error(
    'usage: stripeStandInCli.ts --port N --webhook URL [--secret whsec_…] (or STRIPE_WEBHOOK_SECRET)',
  );
  process.exit(2);
}
const standIn = await startStripeStandIn({
  port: Number(values.port),
  webhookUrl: values.webhook,
  webhookSecret: values.secret,
});
console.log(`stripe stand-in at ${standIn.url}, events to ${values.webhook}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
