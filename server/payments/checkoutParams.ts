/**
 * What the server asks the provider for when a learner buys a course: a one-off payment of the course's
 * price, tagged with who buys what (client_reference_id and metadata), so the webhook can match the
 * completed checkout with the session this server stored.
 */
import type Stripe from 'stripe';
import { CHECKOUT_OUTCOME, coursePaymentPath } from '../../src/model/courses/payment.ts';
import type { Price } from '../../src/model/courses/price.ts';

export interface CheckoutPurchase {
  courseId: string;
  courseName: string;
  price: Price;
  userId: string;
}

/** The metadata every course checkout carries; the webhook reads it back. */
export interface CheckoutMetadata {
  courseId: string;
  userId: string;
}

/** `appAddress` is where people open the app, e.g. https://maps.example.org/app. */
export function checkoutSessionParams(
  purchase: CheckoutPurchase,
  appAddress: string,
): Stripe.Checkout.SessionCreateParams {
  const metadata: CheckoutMetadata = { courseId: purchase.courseId, userId: purchase.userId };
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          // Stripe names currencies in lower case.
          currency: purchase.price.currency.toLowerCase(),
          unit_amount: purchase.price.amount,
          product_data: { name: purchase.courseName },
        },
      },
    ],
    client_reference_id: purchase.userId,
    metadata: { ...metadata },
    success_url: `${appAddress}${coursePaymentPath(purchase.courseId, CHECKOUT_OUTCOME.SUCCESS)}`,
    cancel_url: `${appAddress}${coursePaymentPath(purchase.courseId, CHECKOUT_OUTCOME.CANCELLED)}`,
  };
}
