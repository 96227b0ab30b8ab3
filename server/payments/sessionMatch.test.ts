import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutMismatch, type StoredCheckout } from './sessionMatch';

const stored: StoredCheckout = { id: 'cs_1', userId: 'u1', courseId: 'c1', amount: 1999, currency: 'USD' };
const session = (overrides: Partial<Stripe.Checkout.Session> = {}) =>
  ({
    id: 'cs_1',
    client_reference_id: 'u1',
    metadata: { courseId: 'c1', userId: 'u1' },
    amount_total: 1999,
    currency: 'usd',
    ...overrides,
  }) as Stripe.Checkout.Session;

describe('checkoutMismatch', () => {
  it('accepts the checkout as started (currency in either case)', () => {
    expect(checkoutMismatch(stored, session())).toBeNull();
  });

  it('names each field that differs', () => {
    expect(checkoutMismatch(stored, session({ amount_total: 100 }))).toBe('amount_total');
    expect(checkoutMismatch(stored, session({ currency: 'gbp' }))).toBe('currency');
    expect(checkoutMismatch(stored, session({ client_reference_id: 'u2' }))).toBe('client_reference_id');
    expect(checkoutMismatch(stored, session({ metadata: { courseId: 'c2', userId: 'u2' } }))).toBe(
      'metadata.courseId, metadata.userId',
    );
    expect(checkoutMismatch(stored, session({ metadata: null }))).toBe('metadata.courseId, metadata.userId');
  });
});
