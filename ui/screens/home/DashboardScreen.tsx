import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, HStack, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { COMPLETE_ACHIEVEMENT, GET_COURSES, RECENT_MAPS, SUGGESTIONS } from '../../../src/api/graphql';
import { dashboardMessages } from '../../../src/model/dashboard';
import { NEW_MAP_PATH } from '../../../src/model/map/routes';
import { newMapRouteState } from '../../../src/model/tours';
import { hasFlag } from '../../../src/model/userFlags';
import { useStores } from '../../shell/StoreContext';
import { useSetUserFlags } from '../../shell/useSetUserFlags';
import { JoinClassDialog } from '../classes/JoinClassDialog';
import { MapThumbnail } from '../maps/MapThumbnail';
import { DashboardSection } from './DashboardSection';
import { type GettingStartedChoice, GettingStartedDialog } from './GettingStartedDialog';
import { homeIcons } from './icons';
import { homeStrings } from './strings';

const RECOMMENDED_TAG = 'recommended';

/** /home: greeting, recent maps and courses, suggestions, recommended courses, Getting Started once. */
const DashboardScreen = observer(function DashboardScreen() {
  const { auth } = useStores();
  const navigate = useNavigate();
  const [gettingStartedClosed, setGettingStartedClosed] = useState(false);
  const gettingStarted =
    auth.user !== null && !hasFlag(auth.user, 'ShownGettingStarted') && !gettingStartedClosed;
  const setFlags = useSetUserFlags();
  const [joining, setJoining] = useState(false);
  const recentMaps = useQuery(RECENT_MAPS, { variables: { userAction: 'Load' } });
  const recentCourses = useQuery(RECENT_MAPS, { variables: { userAction: 'CourseLoad' } });
  const suggestions = useQuery(SUGGESTIONS);
  const recommended = useQuery(GET_COURSES, { variables: { tags: [RECOMMENDED_TAG] } });
  const [complete] = useMutation(COMPLETE_ACHIEVEMENT, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: SUGGESTIONS, data: { suggestions: data.completeAchievement } });
    },
  });

  const closeGettingStarted = () => {
    setGettingStartedClosed(true);
    // Kept with the account: once per user, whichever browser they come back on.
    setFlags(['ShownGettingStarted']).catch((error) => console.error('Getting Started shown', error));
  };
  // A newcomer's new map opens with the Your New Map tour (spec 2 section 2: the route's tutorial flag).
  const go = (path: string) =>
    navigate(path, { state: path === NEW_MAP_PATH ? newMapRouteState(auth.user?.flags ?? []) : undefined });
  const choose = (choice: GettingStartedChoice) => {
    closeGettingStarted();
    if (choice === 'newMap') go(NEW_MAP_PATH);
    if (choice === 'findCourse') navigate('/home/courses');
    if (choice === 'joinClass') setJoining(true);
  };
  const maps = recentMaps.data?.recentMaps ?? [];
  const courses = recentCourses.data?.recentMaps ?? [];
  const openSuggestions = suggestions.data?.suggestions ?? [];
  const recommendedCourses = recommended.data?.courses ?? [];

  return (
    <Stack gap="8" maxW="1100px">
      <Heading as="h1" size="2xl">
        {dashboardMessages.greeting(auth.user?.firstName ?? '')}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        <DashboardSection
          title={dashboardMessages.recentMaps}
          loading={recentMaps.loading}
          failed={recentMaps.error !== undefined}
          empty={maps.length === 0}
          emptyText={homeStrings.noRecentMaps}
          emptyIcon={homeIcons.maps}
          emptyAction={
            <Button size="sm" colorPalette="brand" onClick={() => go(NEW_MAP_PATH)}>
              <Icon as={homeIcons.newMap} />
              {homeStrings.nav.newMap}
            </Button>
          }
        >
          {maps.map((map) => (
            <Link key={map.mapId} asChild display="flex" alignItems="center" gap="2">
              <RouterLink to={`/${map.mapId}`}>
                <MapThumbnail mapId={map.mapId} width={64} />
                {map.name}
              </RouterLink>
            </Link>
          ))}
        </DashboardSection>
        <DashboardSection
          title={dashboardMessages.recentCourses}
          loading={recentCourses.loading}
          failed={recentCourses.error !== undefined}
          empty={courses.length === 0}
          emptyText={homeStrings.noRecentCourses}
          emptyIcon={homeIcons.courses}
          emptyAction={
            <Button size="sm" variant="outline" onClick={() => navigate('/home/courses')}>
              {homeStrings.findCourse}
            </Button>
          }
        >
          {courses.map((course) => (
            <Link key={`${course.courseId}:${course.mapId}`} asChild>
              <RouterLink to={course.courseId ? `/course/${course.courseId}` : `/${course.mapId}`}>
                {course.name}
              </RouterLink>
            </Link>
          ))}
        </DashboardSection>
        <DashboardSection
          title={dashboardMessages.suggestions}
          loading={suggestions.loading}
          failed={suggestions.error !== undefined}
          empty={openSuggestions.length === 0}
          emptyText={homeStrings.noSuggestions}
          emptyIcon={homeIcons.allCaughtUp}
        >
          {openSuggestions.map((suggestion) => (
            <Flex key={suggestion.id} borderWidth="1px" rounded="md" p="3" direction="column" gap="2">
              <Text>{suggestion.description}</Text>
              <HStack wrap="wrap">
                {suggestion.actions.map((action) => (
                  <Button
                    key={action.url}
                    size="sm"
                    variant={action.important ? 'solid' : 'outline'}
                    colorPalette="brand"
                    onClick={() => go(action.url.replace(/^\/app/, ''))}
                  >
                    {action.name}
                  </Button>
                ))}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void complete({ variables: { suggestionId: suggestion.id } })}
                >
                  <Icon as={homeIcons.markDone} />
                  {homeStrings.markDone}
                </Button>
              </HStack>
            </Flex>
          ))}
        </DashboardSection>
        <DashboardSection
          title={dashboardMessages.recommendedCourses}
          loading={recommended.loading}
          failed={recommended.error !== undefined}
          empty={recommendedCourses.length === 0}
          emptyText={homeStrings.noRecommended}
          emptyIcon={homeIcons.courses}
        >
          {recommendedCourses.map((course) => (
            <Link key={course.id} asChild>
              <RouterLink to={`/course/${course.id}`}>{course.name}</RouterLink>
            </Link>
          ))}
        </DashboardSection>
      </SimpleGrid>
      <GettingStartedDialog open={gettingStarted} onChoose={choose} onClose={closeGettingStarted} />
      <JoinClassDialog open={joining} onClose={() => setJoining(false)} />
    </Stack>
  );
});

export default DashboardScreen;
