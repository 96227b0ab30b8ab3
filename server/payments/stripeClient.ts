/** The official `stripe` package, made once per server from the payments configuration. */
import Stripe from 'stripe';
import type { PaymentsConfig } from './paymentsConfig.ts';

/** What the checkout and the webhook need of the provider. */
export interface Payments {
  stripe: Stripe;
  webhookSecret: string;
}

/** A checkout call waits this long for the provider before the learner is told it failed (the package's default is 80 s). */
const REQUEST_TIMEOUT_MS = 20_000;

export function createPayments(config: PaymentsConfig): Payments {
  const stripe = new Stripe(config.secretKey, {
    timeout: REQUEST_TIMEOUT_MS,
    // A stand-in of the API (tests, local development) takes the place of api.stripe.com.
    ...(config.apiAddress ?? {}),
  });
  return { stripe, webhookSecret: config.webhookSecret };
}
