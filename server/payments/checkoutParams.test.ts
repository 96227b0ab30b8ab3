import { describe, expect, it } from 'vitest';
import { checkoutSessionParams } from './checkoutParams';

describe('checkoutSessionParams', () => {
  it('asks for one payment of the price in lower-case currency, tagged with buyer and course, returning to the payment page', () => {
    const params = checkoutSessionParams(
      { courseId: 'c 1', courseName: 'Cells', price: { amount: 1999, currency: 'EUR' }, userId: 'u1' },
      'https://maps.example.org/app',
    );
    expect(params).toEqual({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 1999, product_data: { name: 'Cells' } } },
      ],
      client_reference_id: 'u1',
      metadata: { courseId: 'c 1', userId: 'u1' },
      success_url: 'https://maps.example.org/app/course/c%201/payment?checkout=success',
      cancel_url: 'https://maps.example.org/app/course/c%201/payment?checkout=cancelled',
    });
  });
});
