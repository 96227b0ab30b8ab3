import { Button, HStack, Icon, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { courseItemRoute } from '../../../../src/model/courses/openItem';
import { formatPrice, isCurrency } from '../../../../src/model/courses/price';
import { coursePaths } from '../../../../src/model/courses/studyPaths';
import { useStores } from '../../../shell/StoreContext';
import { useCourseActions } from '../useCourseActions';
import { useCourseRoute } from './CourseContext';
import { courseOffer } from './courseActions';
import { courseHomeIcons } from './icons';
import { SignInLink } from './SignInLink';
import { courseHomeStrings as strings } from './strings';

/** Enrol, continue where the learner left off or start, buy: what the viewer can do next with the course. */
export const CourseCallToAction = observer(function CourseCallToAction() {
  const { auth } = useStores();
  const { courseId, home, refresh } = useCourseRoute();
  const actions = useCourseActions(home.course);
  const offer = courseOffer(home, auth.loggedIn);
  const paths = coursePaths(courseId);
  const price = home.course.price;
  const resumePath =
    offer.resume && courseItemRoute({ mapId: home.course.mapId, courseId }, offer.resume.item);
  return (
    <HStack gap="3" wrap="wrap" data-testid="course-cta">
      {resumePath?.ok && (
        <Button asChild colorPalette="brand">
          <Link to={resumePath.path}>
            <Icon as={courseHomeIcons.start} aria-hidden />
            {offer.resume?.continuing ? strings.continue : strings.start}
          </Link>
        </Button>
      )}
      {offer.enrol === 'enrol' && (
        <Button
          variant={resumePath?.ok ? 'outline' : 'solid'}
          colorPalette="brand"
          loading={actions.enrolling}
          onClick={async () => {
            await actions.enrol();
            refresh();
          }}
        >
          {strings.enrol}
        </Button>
      )}
      {offer.enrol === 'signIn' && <SignInLink returnTo={paths.home}>{strings.signInToEnrol}</SignInLink>}
      {price && isCurrency(price.currency) && offer.buy !== null && (
        <Text fontWeight="semibold" data-testid="course-price">
          {formatPrice({ amount: price.amount, currency: price.currency })}
        </Text>
      )}
      {offer.buy === 'buy' && price && (
        <Button asChild colorPalette="brand">
          <Link to={paths.payment}>
            <Icon as={courseHomeIcons.buy} aria-hidden />
            {strings.buy(formatPrice(price))}
          </Link>
        </Button>
      )}
      {offer.buy === 'signIn' && <SignInLink returnTo={paths.home}>{strings.signInToBuy}</SignInLink>}
      {offer.buy === 'unavailable' && <Text color="fg.muted">{strings.paymentsUnavailable}</Text>}
      {!offer.resume && offer.enrol === null && offer.buy === null && (
        <Text color="fg.muted">{strings.nothingOpen}</Text>
      )}
    </HStack>
  );
});
