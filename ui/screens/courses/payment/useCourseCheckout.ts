import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphQLErrorMessage } from '../../../../src/api/graphql/errors';
import { START_COURSE_CHECKOUT } from '../../../../src/api/graphql/payments';
import { paymentStrings } from './strings';

/** Buy: the server opens the provider's hosted checkout and the browser goes there (a page of its own). */
export function useCourseCheckout(courseId: string) {
  const [start, state] = useMutation(START_COURSE_CHECKOUT);
  const [error, setError] = useState<string | null>(null);
  // The page stays up while the browser loads the provider's: the button stays busy meanwhile.
  const [leaving, setLeaving] = useState(false);
  const buy = async () => {
    setError(null);
    try {
      const result = await start({ variables: { courseId } });
      const url = result.data?.startCourseCheckout.url;
      if (!url) throw new Error('startCourseCheckout answered no url');
      setLeaving(true);
      window.location.assign(url);
    } catch (failure) {
      setError(graphQLErrorMessage(failure, paymentStrings.buyFailed));
    }
  };
  return { buy, busy: state.loading || leaving, error };
}
