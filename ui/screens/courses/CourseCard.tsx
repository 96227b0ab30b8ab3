import { Badge, Card, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Course } from '../../../src/api/graphql';
import { COURSE_CARD, cardDescription, coursePath, isRecommended } from '../../../src/model/courses';
import { CourseThumbnail } from './CourseThumbnail';
import { EnrolButton } from './EnrolButton';
import { LikeButton } from './LikeButton';
import { courseStrings } from './strings';
import { useCourseActions } from './useCourseActions';

/**
 * A course card (spec 1 section 2): at most 376 px wide, thumbnail, name linking to the course page,
 * author, description cut at 130 characters, likes, and 'Add to my courses' or its undoing.
 */
export function CourseCard({ course }: { course: Course }) {
  const actions = useCourseActions(course);
  const liked = course.viewerReaction !== null;
  return (
    <Card.Root
      as="article"
      aria-label={course.name}
      data-testid="course-card"
      w="100%"
      maxW={`${COURSE_CARD.maxWidth}px`}
      overflow="hidden"
      size="sm"
    >
      <CourseThumbnail course={course} />
      <Card.Body gap="2">
        {isRecommended(course.tags) && (
          <Badge alignSelf="flex-start" colorPalette="brand">
            {courseStrings.recommended}
          </Badge>
        )}
        <Card.Title>
          <Link asChild color="fg" fontWeight="semibold">
            <RouterLink to={coursePath(course.id)}>{course.name}</RouterLink>
          </Link>
        </Card.Title>
        <Text fontSize="sm" color="fg.muted">
          {courseStrings.byAuthor(course.author.firstName, course.author.lastName)}
        </Text>
        <Card.Description title={course.description}>{cardDescription(course.description)}</Card.Description>
      </Card.Body>
      <Card.Footer>
        <HStack justify="space-between" w="100%">
          <LikeButton
            liked={liked}
            likeCount={course.reactionSummary.likeCount}
            busy={actions.liking}
            onToggle={(like) => void actions.setLiked(like)}
          />
          <EnrolButton
            courseName={course.name}
            enrolled={course.isEnrolled}
            busy={actions.enrolling}
            onEnrol={() => void actions.enrol()}
            onUnenrol={() => void actions.unenrol()}
          />
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
