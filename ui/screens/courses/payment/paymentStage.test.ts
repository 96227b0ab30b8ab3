import { describe, expect, it } from 'vitest';
import { ACCESS } from '../../../../src/model/courses/access';
import { type PaymentFacts, paymentStage } from './paymentStage';

const facts = (overrides: Partial<PaymentFacts> = {}): PaymentFacts => ({
  access: ACCESS.REQUIRES_PAYMENT,
  paymentsAvailable: true,
  hasPrice: true,
  ...overrides,
});

describe('paymentStage', () => {
  it('offers to buy a paid course, or says payments are not available without a provider', () => {
    expect(paymentStage(facts(), null, false)).toBe('buy');
    expect(paymentStage(facts(), 'cancelled', false)).toBe('buy');
    expect(paymentStage(facts({ paymentsAvailable: false }), null, false)).toBe('unavailable');
  });

  it('has nothing to sell of a free course or one the viewer has', () => {
    expect(paymentStage(facts({ hasPrice: false }), null, false)).toBe('free');
    expect(paymentStage(facts({ access: ACCESS.PAID }), null, false)).toBe('owned');
    expect(paymentStage(facts({ access: ACCESS.SHARED }), null, false)).toBe('owned');
  });

  it('back from paying: waits for the confirmation, then opens the course', () => {
    expect(paymentStage(facts(), 'success', false)).toBe('confirming');
    expect(paymentStage(facts(), 'success', true)).toBe('delayed');
    expect(paymentStage(facts({ access: ACCESS.PAID }), 'success', false)).toBe('opened');
    // The success address alone opens nothing: only Paid access (the webhook's purchase) does.
    expect(paymentStage(facts({ paymentsAvailable: false }), 'success', false)).toBe('confirming');
  });
});
