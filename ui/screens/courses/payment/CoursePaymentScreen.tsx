import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { graphQLErrorMessage } from '../../../../src/api/graphql/errors';
import { CHECKOUT_OUTCOME, checkoutOutcome } from '../../../../src/model/courses/payment';
import { formatPrice } from '../../../../src/model/courses/price';
import { FormError } from '../../../components/FormError';
import { SignedInOnly } from '../../../shell/SignInGuards';
import type { PaymentStage } from './paymentStage';
import { paymentStrings as strings } from './strings';
import { useCourseCheckout } from './useCourseCheckout';
import { useCoursePayment } from './useCoursePayment';

const coursePath = (courseId: string) => `/course/${encodeURIComponent(courseId)}`;

/**
 * /course/{courseId}/payment (issue 28, signed in only): the course's price and Buy, which goes to the
 * provider's hosted checkout. Back from it (`?checkout=success`) the page waits until the server says the
 * course is Paid (the provider's signed webhook, never the return address, grants it), then opens it.
 */
export default function CoursePaymentScreen() {
  const { courseId = '' } = useParams();
  return (
    <SignedInOnly>
      <CoursePayment key={courseId} courseId={courseId} />
    </SignedInOnly>
  );
}

function CoursePayment({ courseId }: { courseId: string }) {
  const outcome = checkoutOutcome(useLocation().search);
  const { home, stage, error } = useCoursePayment(courseId, outcome);
  if (stage === 'opened') return <Navigate to={coursePath(courseId)} replace />;
  return (
    <Box as="main" p="6" maxW="560px" mx="auto">
      {!home || !stage ? (
        error ? (
          <Text role="alert">{graphQLErrorMessage(error, strings.loadFailed)}</Text>
        ) : (
          <Spinner aria-label={strings.loading} />
        )
      ) : (
        <Stack gap="4">
          <Heading as="h1" size="lg">
            {strings.title(home.course.name)}
          </Heading>
          {home.course.price && (
            <Text data-testid="course-price">
              {strings.price}: {formatPrice(home.course.price)}
            </Text>
          )}
          {outcome === CHECKOUT_OUTCOME.CANCELLED && stage === 'buy' && (
            <Text role="status">{strings.cancelled}</Text>
          )}
          <StagePanel stage={stage} courseId={courseId} />
        </Stack>
      )}
    </Box>
  );
}

function CourseLink({ courseId, label }: { courseId: string; label: string }) {
  return (
    <Button asChild variant="outline" alignSelf="start">
      <Link to={coursePath(courseId)}>{label}</Link>
    </Button>
  );
}

function StagePanel({ stage, courseId }: { stage: Exclude<PaymentStage, 'opened'>; courseId: string }) {
  switch (stage) {
    case 'buy':
      return <BuyButton courseId={courseId} />;
    case 'unavailable':
      return <Text role="status">{strings.notAvailable}</Text>;
    case 'confirming':
      return (
        <Text role="status">
          <Spinner size="xs" mr="2" aria-hidden />
          {strings.confirming}
        </Text>
      );
    case 'delayed':
      return <Text role="status">{strings.delayed}</Text>;
    case 'owned':
      return (
        <>
          <Text role="status">{strings.owned}</Text>
          <CourseLink courseId={courseId} label={strings.openCourse} />
        </>
      );
    case 'free':
      return (
        <>
          <Text role="status">{strings.free}</Text>
          <CourseLink courseId={courseId} label={strings.backToCourse} />
        </>
      );
  }
}

function BuyButton({ courseId }: { courseId: string }) {
  const { buy, busy, error } = useCourseCheckout(courseId);
  return (
    <Stack gap="2" alignItems="start">
      <Button colorPalette="brand" loading={busy} onClick={() => void buy()}>
        {strings.buy}
      </Button>
      {error && <FormError message={error} />}
    </Stack>
  );
}
