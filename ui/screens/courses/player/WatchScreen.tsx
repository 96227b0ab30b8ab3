import { Box, Heading, Stack } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { courseItemRoute } from '../../../../src/model/courses/openItem';
import { useStores } from '../../../shell/StoreContext';
import { CourseCallToAction } from '../home/CourseCallToAction';
import { useCourseRoute } from '../home/CourseContext';
import { courseOffer } from '../home/courseActions';
import { SuspendedNotice } from '../home/SuspendedNotice';
import { courseHomeStrings as strings } from '../home/strings';

/**
 * /course/{courseId}/watch: the player goes on where the learner left off, or starts at the first open
 * item (the item's own route, in the player); with nothing open, it says why and what to do.
 */
export default function WatchScreen() {
  const { auth } = useStores();
  const { courseId, home } = useCourseRoute();
  const offer = courseOffer(home, auth.loggedIn);
  const route = offer.resume && courseItemRoute({ mapId: home.course.mapId, courseId }, offer.resume.item);
  if (route?.ok) return <Navigate to={route.path} replace />;
  return (
    <Box as="main" p="6" maxW="3xl" mx="auto">
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {home.course.name}
        </Heading>
        {home.course.suspend && <SuspendedNotice suspend={home.course.suspend} />}
        {/* The call to action says it itself when it has nothing to offer. */}
        {(offer.enrol || offer.buy) && <p>{strings.nothingOpen}</p>}
        <CourseCallToAction />
      </Stack>
    </Box>
  );
}
