/**
 * The provider's verified webhook events, each handled once (its id in payment_events, in the same
 * transaction as what it changes, so a replayed or concurrently redelivered event changes nothing).
 * A paid, completed checkout that matches the session this server started is the one way a
 * course_purchases row (Paid access) comes to be.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type Stripe from 'stripe';
import type { Tables } from '../db/tables.ts';
import { checkoutMismatch } from './sessionMatch.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** What handling an event did, for the log and the tests. */
export type EventOutcome = 'replayed' | 'purchased' | 'expired' | 'ignored' | 'acknowledged';

/** Completed, or paid later by a delayed payment method (then completed arrives unpaid first). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

async function completeCheckout(
  trx: Transaction<Tables>,
  session: Stripe.Checkout.Session,
  log: Log,
): Promise<EventOutcome> {
  // Not paid yet (a delayed payment method): async_payment_succeeded will follow.
  if (session.payment_status !== 'paid') return 'acknowledged';
  const stored = await trx
    .selectFrom('checkoutSessions')
    .select(['id', 'userId', 'courseId', 'amount', 'currency'])
    .where('id', '=', session.id)
    .forUpdate()
    .executeTakeFirst();
  if (!stored) {
    log.warn({ checkoutSession: session.id }, 'payments: a completed checkout this server did not start');
    return 'ignored';
  }
  const mismatch = checkoutMismatch(stored, session);
  if (mismatch) {
    log.warn(
      { checkoutSession: session.id, mismatch },
      'payments: a completed checkout differs from the one started',
    );
    return 'ignored';
  }
  await trx.updateTable('checkoutSessions').set({ status: 'complete' }).where('id', '=', stored.id).execute();
  await trx
    .insertInto('coursePurchases')
    .values({
      userId: stored.userId,
      courseId: stored.courseId,
      checkoutSessionId: stored.id,
      amount: stored.amount,
      currency: stored.currency,
    })
    // Bought twice (two checkouts both paid): the first purchase stands.
    .onConflict((conflict) => conflict.columns(['userId', 'courseId']).doNothing())
    .execute();
  log.info(
    { checkoutSession: stored.id, courseId: stored.courseId, userId: stored.userId },
    'payments: course bought',
  );
  return 'purchased';
}

async function expireCheckout(trx: Transaction<Tables>, session: Stripe.Checkout.Session) {
  await trx
    .updateTable('checkoutSessions')
    .set({ status: 'expired' })
    .where('id', '=', session.id)
    .where('status', '=', 'open')
    .execute();
  return 'expired' as const;
}

export async function handlePaymentEvent(
  db: Kysely<Tables>,
  event: Stripe.Event,
  log: Log,
): Promise<EventOutcome> {
  return db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('paymentEvents')
      .values({ id: event.id, type: event.type })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!first) return 'replayed';
    if (PAID_EVENTS.has(event.type))
      return completeCheckout(trx, event.data.object as Stripe.Checkout.Session, log);
    if (event.type === 'checkout.session.expired') return expireCheckout(trx, event.data.object);
    return 'acknowledged';
  });
}
