/**
 * A course's price (spec 3 section 3: Currency USD, GBP, EUR, NZD, AUD): one amount in one currency, kept
 * in minor units (cents, pence), as payment providers take it. Every currency here has two decimals.
 */
import { courseMessages } from './messages';

export const CURRENCIES = ['USD', 'GBP', 'EUR', 'NZD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface Price {
  /** Minor units: 1999 is 19.99. */
  amount: number;
  currency: Currency;
}

/** From 1.00 to 10,000.00. */
export const PRICE_LIMITS = { min: 100, max: 1_000_000 } as const;
const MINOR_UNITS = 100;

export function isCurrency(value: unknown): value is Currency {
  return CURRENCIES.includes(value as Currency);
}

/** A price as an author types it ('19.99', '20', '1,250.5'), refused when it is not one or out of range. */
export function parsePrice(
  text: string,
  currency: Currency,
): { ok: true; price: Price } | { ok: false; error: string } {
  const plain = text.trim().replace(/,(?=\d{3}\b)/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return { ok: false, error: courseMessages.priceNotANumber };
  const amount = Math.round(Number(plain) * MINOR_UNITS);
  if (amount < PRICE_LIMITS.min || amount > PRICE_LIMITS.max)
    return { ok: false, error: courseMessages.priceOutOfRange };
  return { ok: true, price: { amount, currency } };
}

/** A price as a person reads it in their locale: '$19.99', '£20.00', '19,99 €'. */
export function formatPrice(price: Price, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency }).format(
    price.amount / MINOR_UNITS,
  );
}
