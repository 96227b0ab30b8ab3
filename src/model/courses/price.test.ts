import { describe, expect, it } from 'vitest';
import { courseMessages } from './messages';
import { CURRENCIES, formatPrice, isCurrency, parsePrice } from './price';

describe('a course price', () => {
  it('is read from what an author types, in minor units', () => {
    expect(parsePrice('19.99', 'USD')).toEqual({ ok: true, price: { amount: 1999, currency: 'USD' } });
    expect(parsePrice(' 20 ', 'GBP')).toEqual({ ok: true, price: { amount: 2000, currency: 'GBP' } });
    expect(parsePrice('1,250.5', 'EUR')).toEqual({ ok: true, price: { amount: 125050, currency: 'EUR' } });
    expect(parsePrice('1.1', 'NZD')).toEqual({ ok: true, price: { amount: 110, currency: 'NZD' } });
  });

  it('refuses what is not a price, or out of range', () => {
    for (const text of ['', 'abc', '19.999', '-5', '1e3', '12,34'])
      expect(parsePrice(text, 'USD')).toEqual({ ok: false, error: courseMessages.priceNotANumber });
    for (const text of ['0.99', '10000.01'])
      expect(parsePrice(text, 'USD')).toEqual({ ok: false, error: courseMessages.priceOutOfRange });
    expect(parsePrice('10000', 'AUD').ok).toBe(true);
  });

  it('is shown in the reader’s locale, in the spec’s currencies only', () => {
    expect(formatPrice({ amount: 1999, currency: 'USD' }, 'en-US')).toBe('$19.99');
    expect(formatPrice({ amount: 2000, currency: 'GBP' }, 'en-GB')).toBe('£20.00');
    expect(CURRENCIES).toEqual(['USD', 'GBP', 'EUR', 'NZD', 'AUD']);
    expect(['USD', 'usd', 'JPY', 1].map(isCurrency)).toEqual([true, false, false, false]);
  });
});
