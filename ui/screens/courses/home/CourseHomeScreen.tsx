import { Badge, Box, Button, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { coursePaths } from '../../../../src/model/courses/studyPaths';
import { CourseThumbnail } from '../CourseThumbnail';
import { courseStrings } from '../strings';
import { CourseCallToAction } from './CourseCallToAction';
import { useCourseRoute } from './CourseContext';
import { CourseLike } from './CourseLike';
import { CourseOutline } from './CourseOutline';
import { courseHomeIcons } from './icons';
import { OwnProgress } from './OwnProgress';
import { SuspendedNotice } from './SuspendedNotice';
import { courseHomeStrings as strings } from './strings';

/**
 * /course/{courseId} (spec 3 section 2.1, also the course form of Review), open to everyone the course
 * is open to, signed in or not: what the course is, its outline with what is open to this viewer and
 * their progress, and what to do next (start or continue, enrol, buy).
 */
export default function CourseHomeScreen() {
  const { courseId, home } = useCourseRoute();
  const { course } = home;
  return (
    <Box as="main" maxW="5xl" mx="auto" p={{ base: '4', md: '8' }}>
      <Stack gap="6">
        {course.suspend && <SuspendedNotice suspend={course.suspend} />}
        <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
          <Box w={{ base: 'full', md: '20rem' }} flexShrink={0} borderRadius="md" overflow="hidden">
            <CourseThumbnail course={course} />
          </Box>
          <Stack gap="3" minW="0">
            <Heading as="h1" size="2xl">
              {course.name}
            </Heading>
            <Text color="fg.muted">
              {courseStrings.byAuthor(course.author.firstName, course.author.lastName)}
            </Text>
            {course.tags.length > 0 && (
              <HStack gap="2" wrap="wrap" aria-label={strings.tags} role="list">
                {course.tags.map((tag) => (
                  <Badge key={tag} role="listitem" variant="subtle">
                    {tag}
                  </Badge>
                ))}
              </HStack>
            )}
            <HStack gap="3" wrap="wrap">
              <CourseLike course={course} />
              <Button asChild size="xs" variant="ghost">
                <Link to={coursePaths(courseId).summary}>
                  <Icon as={courseHomeIcons.summary} aria-hidden />
                  {strings.summary}
                </Link>
              </Button>
              {home.isStaff && (
                <Button asChild size="xs" variant="outline">
                  <Link to={`/${course.mapId}/edit`}>
                    <Icon as={courseHomeIcons.edit} aria-hidden />
                    {strings.editCourse}
                  </Link>
                </Button>
              )}
              {home.isStaff && (
                <Button asChild size="xs" variant="outline">
                  <Link to={`/${course.mapId}/courseReport`}>
                    <Icon as={courseHomeIcons.report} aria-hidden />
                    {strings.courseReport}
                  </Link>
                </Button>
              )}
            </HStack>
            <CourseCallToAction />
          </Stack>
        </Flex>
        {course.description && (
          <Text whiteSpace="pre-wrap" data-testid="course-description">
            {course.description}
          </Text>
        )}
        <OwnProgress />
        <Stack as="section" aria-labelledby="course-outline-heading" gap="3">
          <Heading as="h2" size="lg" id="course-outline-heading">
            {strings.outline}
          </Heading>
          <CourseOutline outline={home.outline} />
        </Stack>
      </Stack>
    </Box>
  );
}
