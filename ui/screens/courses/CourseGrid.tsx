import { Button, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Course } from '../../../src/api/graphql';
import { COURSE_CARD } from '../../../src/model/courses';
import { CourseCard } from './CourseCard';
import { courseStrings } from './strings';

export interface CourseGridProps {
  courses: Course[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The cards, 300 to 352 px per column; or loading, failure and 'No courses found.' states. */
export function CourseGrid({ courses, loading, error, onRetry }: CourseGridProps) {
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
          {courseStrings.retry}
        </Button>
      </Stack>
    );
  if (!courses || courses.length === 0)
    return (
      <Text py="6" color="fg.muted">
        {courseStrings.noCourses}
      </Text>
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
