/**
 * The payment provider's configuration (issue 28, DESIGN.md): Stripe's secret API key and the signing
 * secret of the webhook endpoint, both or neither. Without them the server takes no payments: the
 * checkout refuses and the webhook route does not exist, so nobody can obtain paid access.
 */
import { z } from 'zod';

/** Where the `stripe` package sends its API calls: Stripe itself, or a stand-in (tests). */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface PaymentsConfig {
  /** STRIPE_SECRET_KEY, `sk_live_…` or `sk_test_…`. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET, `whsec_…`: verifies the webhook's signatures. */
  webhookSecret: string;
  /** STRIPE_API_URL; undefined is Stripe's own API. */
  apiAddress: StripeApiAddress | undefined;
}

const text = z.string().min(1, 'must not be empty').optional();

export const paymentsEnvSchema = {
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_API_URL: z
    .string()
    .refine(
      (value) => /^https?:\/\/[^/]+\/?$/.test(value),
      'must be an http(s) address with no path, such as http://127.0.0.1:12111',
    )
    .optional(),
};

/** Thrown for a half-made configuration; config.ts reports it as its ConfigError. */
export const PAYMENTS_PAIR_ERROR = 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together';

export function stripeApiAddress(url: string): StripeApiAddress {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port === '' ? (protocol === 'http' ? 80 : 443) : Number(parsed.port);
  return { host: parsed.hostname, port, protocol };
}

/** Null without a provider; `problem` names a half-made configuration (one of the pair alone). */
export function readPaymentsConfig(vars: {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_URL?: string | undefined;
}): { config: PaymentsConfig | null } | { problem: string } {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = vars;
  if (!secretKey && !webhookSecret) return { config: null };
  if (!secretKey || !webhookSecret) return { problem: PAYMENTS_PAIR_ERROR };
  const apiAddress = vars.STRIPE_API_URL ? stripeApiAddress(vars.STRIPE_API_URL) : undefined;
  return { config: { secretKey, webhookSecret, apiAddress } };
}
