import { describe, expect, it } from 'vitest';
import { CHECKOUT_OUTCOME, checkoutOutcome, coursePaymentPath } from './payment';

describe('the course payment page', () => {
  it('is /course/<id>/payment, with the provider’s outcome when it returns there', () => {
    expect(coursePaymentPath('abc')).toBe('/course/abc/payment');
    expect(coursePaymentPath('abc', CHECKOUT_OUTCOME.SUCCESS)).toBe('/course/abc/payment?checkout=success');
    expect(coursePaymentPath('a/b', CHECKOUT_OUTCOME.CANCELLED)).toBe(
      '/course/a%2Fb/payment?checkout=cancelled',
    );
  });

  it('reads the outcome back, and nothing from an unknown value', () => {
    expect(checkoutOutcome('?checkout=success')).toBe('success');
    expect(checkoutOutcome('?checkout=cancelled&x=1')).toBe('cancelled');
    expect(checkoutOutcome('?checkout=paid')).toBeNull();
    expect(checkoutOutcome('')).toBeNull();
  });
});
