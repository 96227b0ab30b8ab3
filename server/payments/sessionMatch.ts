/**
 * Whether a completed checkout the provider reports is the one this server started: same buyer, same
 * course, same amount and currency. The signature proves the event is the provider's; this proves the
 * checkout is ours and was not altered (a checkout made elsewhere on the same account, say).
 */
import type Stripe from 'stripe';
import type { CheckoutSessionsTable } from '../db/courseTables.ts';

export type StoredCheckout = Pick<
  CheckoutSessionsTable,
  'id' | 'userId' | 'courseId' | 'amount' | 'currency'
>;

/** Null when they match; otherwise what differs, for the log. */
export function checkoutMismatch(stored: StoredCheckout, session: Stripe.Checkout.Session): string | null {
  const differences: string[] = [];
  if (session.id !== stored.id) differences.push('id');
  if (session.metadata?.courseId !== stored.courseId) differences.push('metadata.courseId');
  if (session.metadata?.userId !== stored.userId) differences.push('metadata.userId');
  if (session.client_reference_id !== stored.userId) differences.push('client_reference_id');
  if (session.amount_total !== stored.amount) differences.push('amount_total');
  if (session.currency?.toUpperCase() !== stored.currency) differences.push('currency');
  return differences.length === 0 ? null : differences.join(', ');
}
