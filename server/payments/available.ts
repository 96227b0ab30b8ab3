/** Whether this server takes payments: the course home says so, and the payment page offers no Buy button otherwise. */
import type { Payments } from './stripeClient.ts';

export function paymentsAvailable(context: { payments: Payments | null }): boolean {
  return context.payments !== null;
}
