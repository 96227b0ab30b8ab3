/**
 * Webhook events as Stripe sends them, signed with the `stripe` package's own test helper: the stand-in
 * delivers them when its Pay button is pressed, and tests forge, replay and alter them.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded';

export interface StripeEventPayload {
  id: string;
  object: 'event';
  type: string;
  api_version: string | null;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
}

export const randomStripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** An event of `type` about `object` (a checkout session), with a fresh event id. */
export function stripeEvent(type: string, object: Record<string, unknown>): StripeEventPayload {
  return {
    id: randomStripeId('evt_test'),
    object: 'event',
    type,
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
}

/** The body and `Stripe-Signature` header of an event, signed with `secret`. */
export function signedEvent(event: StripeEventPayload, secret: string): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

/** Posts a signed event to a webhook address; answers its status and JSON (or text) body. */
export async function deliverEvent(
  webhookUrl: string,
  event: StripeEventPayload,
  secret: string,
): Promise<{ status: number; body: unknown }> {
  const { body, signature } = signedEvent(event, secret);
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body: parsed };
}
