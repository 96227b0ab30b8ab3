import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { COURSE_PATHS, courseSearchQuery, courseViewOf } from '../../../src/model/courses';
import { CourseGrid } from './CourseGrid';
import { CourseSearchBox } from './CourseSearchBox';
import { CourseViewTabs } from './CourseViewTabs';
import { courseStrings } from './strings';
import { useCourseList } from './useCourseList';

/**
 * /home/courses, /home/my-courses and /home/search-courses?query=... (spec 1 section 2): the catalogue
 * with search, the user's courses, recommended courses first.
 */
export default function CoursesScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const view = courseViewOf(location.pathname);
  const query = view === 'search' ? courseSearchQuery(searchParams.get('query')) : null;
  const list = useCourseList(view, query);

  // An empty or blank search query goes back to the course list.
  if (view === 'search' && query === null) return <Navigate to={COURSE_PATHS.all} replace />;

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {view === 'mine' ? courseStrings.views.mine : courseStrings.title}
      </Heading>
      <Flex gap="4" wrap="wrap" align="center" justify="space-between">
        <CourseViewTabs view={view} />
        <CourseSearchBox
          key={query ?? ''}
          initialQuery={query ?? ''}
          searching={view === 'search'}
          onNavigate={(target) => navigate(target)}
        />
      </Flex>
      {query !== null && <Text fontWeight="medium">{courseStrings.resultsFor(query)}</Text>}
      <CourseGrid
        courses={list.courses}
        view={view}
        loading={list.loading}
        error={list.error}
        onRetry={list.retry}
      />
    </Stack>
  );
}
