import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './stripeForm';

describe('parseStripeForm', () => {
  it('reads the bracketed keys the stripe package writes back into objects and lists', () => {
    const body =
      'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd' +
      '&line_items[0][price_data][product_data][name]=Cells%20%26%20more&metadata[courseId]=c1' +
      '&success_url=http%3A%2F%2Fa%2Fb%3Fcheckout%3Dsuccess';
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        { quantity: '1', price_data: { currency: 'usd', product_data: { name: 'Cells & more' } } },
      ],
      metadata: { courseId: 'c1' },
      success_url: 'http://a/b?checkout=success',
    });
  });
});
