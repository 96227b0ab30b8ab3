import { HStack, Icon, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { Course } from '../../../../src/api/graphql';
import { coursePaths } from '../../../../src/model/courses/studyPaths';
import { useStores } from '../../../shell/StoreContext';
import { courseIcons } from '../icons';
import { LikeButton } from '../LikeButton';
import { courseStrings } from '../strings';
import { useCourseActions } from '../useCourseActions';
import { SignInLink } from './SignInLink';
import { courseHomeStrings as strings } from './strings';

/** The like count, and the like control: a signed-in user likes or unlikes; a visitor is asked to sign in. */
export const CourseLike = observer(function CourseLike({ course }: { course: Course }) {
  const { auth } = useStores();
  const actions = useCourseActions(course);
  const likeCount = course.reactionSummary.likeCount;
  if (!auth.loggedIn)
    return (
      <HStack gap="2">
        <HStack gap="1" color="fg.muted">
          <Icon as={courseIcons.like} aria-hidden />
          <Text fontSize="sm" data-testid="like-count">
            {courseStrings.likes(likeCount)}
          </Text>
        </HStack>
        <SignInLink returnTo={coursePaths(course.id).home} size="xs" variant="ghost">
          {strings.signInToLike}
        </SignInLink>
      </HStack>
    );
  return (
    <LikeButton
      liked={course.viewerReaction !== null}
      likeCount={likeCount}
      busy={actions.liking}
      onToggle={(like) => void actions.setLiked(like)}
    />
  );
});
