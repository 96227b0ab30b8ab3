import { Button, Grid, HStack, Icon, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Course } from '../../../src/api/graphql';
import { COURSE_CARD, COURSE_PATHS, type CourseView } from '../../../src/model/courses';
import { EmptyState } from '../../components/EmptyState';
import { CourseCard } from './CourseCard';
import { courseIcons } from './icons';
import { courseStrings } from './strings';

export interface CourseGridProps {
  courses: Course[] | undefined;
  /** Which list it is: its empty state says what to do next. */
  view: CourseView;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The cards, 300 to 352 px per column; or loading, failure and 'No courses found.' states. */
export function CourseGrid({ courses, view, loading, error, onRetry }: CourseGridProps) {
  if (!courses && loading)
    return (
      <HStack role="status" gap="3" py="6">
        <Spinner size="sm" />
        <Text>{courseStrings.loading}</Text>
      </HStack>
    );
  if (!courses && error)
    return (
      <Stack role="alert" align="flex-start" gap="3" py="6">
        <Text color="fg.error">{courseStrings.loadFailed}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          <Icon as={courseIcons.retry} aria-hidden />
          {courseStrings.retry}
        </Button>
      </Stack>
    );
  if (!courses || courses.length === 0)
    return (
      <EmptyState
        icon={view === 'search' ? courseIcons.search : courseIcons.courses}
        title={courseStrings.noCourses}
        description={courseStrings.noCoursesNext[view]}
      >
        {view !== 'all' && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={COURSE_PATHS.all}>{courseStrings.seeAllCourses}</RouterLink>
          </Button>
        )}
      </EmptyState>
    );
  return (
    <Grid
      data-testid="course-grid"
      templateColumns={`repeat(auto-fill, minmax(${COURSE_CARD.minLayoutWidth}px, ${COURSE_CARD.maxLayoutWidth}px))`}
      gap="6"
      alignItems="stretch"
    >
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </Grid>
  );
}
