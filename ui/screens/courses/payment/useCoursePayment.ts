import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { COURSE_PAYMENT } from '../../../../src/api/graphql/payments';
import type { CheckoutOutcome } from '../../../../src/model/courses/payment';
import { paymentStage } from './paymentStage';

/** Back from paying, the course is asked for again this often until its access is Paid. */
const POLL_MS = 2000;
/** After this long without the provider's confirmation the page stops asking and says so. */
const CONFIRM_WAIT_MS = 60_000;

/** The course as the payment page needs it, and its stage; polls while a payment is being confirmed. */
export function useCoursePayment(courseId: string, outcome: CheckoutOutcome | null) {
  // Always from the server: access changes behind the page's back (the webhook).
  const query = useQuery(COURSE_PAYMENT, { variables: { courseId }, fetchPolicy: 'network-only' });
  const [waitedOut, setWaitedOut] = useState(false);
  const home = query.data?.courseHome;
  const stage = home
    ? paymentStage(
        {
          access: home.access,
          paymentsAvailable: home.paymentsAvailable,
          hasPrice: home.course.price != null,
        },
        outcome,
        waitedOut,
      )
    : null;
  const confirming = stage === 'confirming';
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!confirming) return;
    startPolling(POLL_MS);
    const timer = setTimeout(() => setWaitedOut(true), CONFIRM_WAIT_MS);
    return () => {
      stopPolling();
      clearTimeout(timer);
    };
  }, [confirming, startPolling, stopPolling]);
  return { home, stage, error: query.error };
}
