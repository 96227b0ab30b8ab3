/**
 * `POST /a/payments/stripe/webhook`: the provider's events, verified against the endpoint's signing
 * secret on the exact bytes received (so this route alone reads its body raw). A missing or bad
 * signature is answered 400 and writes nothing. Registered only when payments are configured: without
 * them the path does not exist (404).
 */
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../db/database.ts';
import { sendErrors } from '../rest/errors.ts';
import { handlePaymentEvent } from './events.ts';
import type { Payments } from './stripeClient.ts';

export const PAYMENTS_WEBHOOK_PATH = '/a/payments/stripe/webhook';

export const WEBHOOK_MESSAGES = {
  badSignature: 'The event signature is missing or not valid.',
} as const;

/** Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export function registerPaymentsWebhook(app: FastifyInstance, database: Database, payments: Payments): void {
  void app.register(async (scoped) => {
    // The signature covers the bytes as sent: no JSON parsing before it is checked.
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scoped.post(PAYMENTS_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !(body instanceof Buffer))
          throw new Error('no signature or body');
        event = payments.stripe.webhooks.constructEvent(body, signature, payments.webhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, 'payments: webhook refused (signature)');
        return sendErrors(reply, 400, [WEBHOOK_MESSAGES.badSignature]);
      }
      const outcome = await handlePaymentEvent(database.db, event, request.log);
      return reply.send({ received: true, outcome });
    });
  });
}
