/**
 * The course payment page and the provider's return to it (issue 28): the hosted checkout sends the buyer
 * back to `/course/<id>/payment?checkout=success` or `?checkout=cancelled`. The server builds those
 * addresses and the payment screen reads them, from this one place.
 */
export const CHECKOUT_OUTCOME = { SUCCESS: 'success', CANCELLED: 'cancelled' } as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOME)[keyof typeof CHECKOUT_OUTCOME];

/** The query parameter that carries the outcome. */
export const CHECKOUT_PARAM = 'checkout';

/** The payment page of a course, under the app's base path (the router's own paths). */
export function coursePaymentPath(courseId: string, outcome?: CheckoutOutcome): string {
  const path = `/course/${encodeURIComponent(courseId)}/payment`;
  return outcome ? `${path}?${CHECKOUT_PARAM}=${outcome}` : path;
}

/** The outcome a return address's query (`?checkout=success`) carries, or null for none or an unknown one. */
export function checkoutOutcome(search: string): CheckoutOutcome | null {
  // The model runs where URLSearchParams may not exist (src/model/platform.d.ts): the pairs read by hand.
  const value = search
    .replace(/^\?/, '')
    .split('&')
    .map((pair) => pair.split('='))
    .find(([name]) => name === CHECKOUT_PARAM)?.[1];
  return value === CHECKOUT_OUTCOME.SUCCESS || value === CHECKOUT_OUTCOME.CANCELLED ? value : null;
}
