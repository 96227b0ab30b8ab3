import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  type Course,
  ENROL_COURSE,
  REMOVE_REACTION,
  UNENROL_COURSE,
  UPDATE_REACTION,
} from '../../../src/api/graphql';
import { toggledLike } from '../../../src/model/courses';
import { useStores } from '../../shell/StoreContext';
import { courseStrings } from './strings';

/** The My Courses list refetches (when shown) after an enrolment changes. */
const MY_COURSES_QUERY = 'MyCourses';

/** The course as the server would answer a like or unlike: the cache shows it at once (optimistic). */
function optimisticCourse(course: Course, like: boolean): Course {
  const next = toggledLike(
    { liked: course.viewerReaction !== null, likeCount: course.reactionSummary.likeCount },
    like,
  );
  const viewerReaction = next.liked
    ? (course.viewerReaction ??
      ({
        __typename: 'Reaction',
        id: `optimistic-${course.id}`,
        reactionType: 'like',
      } as Course['viewerReaction']))
    : null;
  return {
    ...course,
    viewerReaction,
    reactionSummary: { ...course.reactionSummary, likeCount: next.likeCount },
  };
}

/** A card's actions: enrol ('Add to my courses'), unenrol, like and unlike, with their messages. */
export function useCourseActions(course: Course) {
  const { notifications } = useStores();
  const [liking, setLiking] = useState(false);
  const [enrolCourse, enrolState] = useMutation(ENROL_COURSE);
  const [unenrolCourse, unenrolState] = useMutation(UNENROL_COURSE);
  const [updateReaction] = useMutation(UPDATE_REACTION);
  const [removeReaction] = useMutation(REMOVE_REACTION);

  const setEnrolled = (enrolled: boolean) => ({
    variables: { courseId: course.id },
    refetchQueries: [MY_COURSES_QUERY],
    update: (cache: ApolloCache) => {
      cache.modify({
        id: cache.identify({ __typename: 'Course', id: course.id }),
        fields: { isEnrolled: () => enrolled },
      });
    },
  });

  const fail = (label: string, text: string, error: unknown) => {
    console.warn(label, error);
    notifications.notify({ alertType: 'error', text });
  };

  return {
    enrolling: enrolState.loading || unenrolState.loading,
    liking,
    enrol: async () => {
      try {
        await enrolCourse(setEnrolled(true));
        notifications.notify({ alertType: 'success', text: courseStrings.added(course.name) });
      } catch (error) {
        fail('Enrol course', courseStrings.enrolFailed, error);
      }
    },
    unenrol: async () => {
      try {
        await unenrolCourse(setEnrolled(false));
        notifications.notify({ alertType: 'success', text: courseStrings.removed(course.name) });
      } catch (error) {
        fail('Unenrol course', courseStrings.unenrolFailed, error);
      }
    },
    setLiked: async (like: boolean) => {
      setLiking(true);
      try {
        const reactionId = course.viewerReaction?.id;
        if (like)
          await updateReaction({
            variables: { targetId: course.id },
            optimisticResponse: { updateReaction: optimisticCourse(course, true) },
          });
        else if (reactionId)
          await removeReaction({
            variables: { reactionId },
            optimisticResponse: { removeReaction: optimisticCourse(course, false) },
          });
      } catch (error) {
        fail('Course reaction', courseStrings.likeFailed, error);
      } finally {
        setLiking(false);
      }
    },
  };
}
