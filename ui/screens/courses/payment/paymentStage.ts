/**
 * What the payment page shows, from what the server says of the course and the viewer and the outcome the
 * provider returned with: one pure rule, so every state is tested without a browser.
 */
import { ACCESS, type Access } from '../../../../src/model/courses/access';
import { CHECKOUT_OUTCOME, type CheckoutOutcome } from '../../../../src/model/courses/payment';

export type PaymentStage =
  /** A free course: nothing to buy. */
  | 'free'
  /** Bought (or the viewer has it otherwise) and just back from paying: go to the course. */
  | 'opened'
  /** Bought or had already: nothing to buy. */
  | 'owned'
  /** Back from paying, the provider's webhook not heard yet: wait for it. */
  | 'confirming'
  /** Waited long enough without confirmation. */
  | 'delayed'
  /** No provider configured on this server. */
  | 'unavailable'
  | 'buy';

export interface PaymentFacts {
  access: Access;
  paymentsAvailable: boolean;
  /** Null for a free course. */
  hasPrice: boolean;
}

export function paymentStage(
  facts: PaymentFacts,
  outcome: CheckoutOutcome | null,
  waitedOut: boolean,
): PaymentStage {
  if (!facts.hasPrice) return 'free';
  const owned = facts.access === ACCESS.PAID || facts.access === ACCESS.SHARED;
  const returned = outcome === CHECKOUT_OUTCOME.SUCCESS;
  if (owned) return returned ? 'opened' : 'owned';
  if (returned) return waitedOut ? 'delayed' : 'confirming';
  return facts.paymentsAvailable ? 'buy' : 'unavailable';
}
