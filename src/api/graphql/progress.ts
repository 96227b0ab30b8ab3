/**
 * Lesson progress (spec 3 section 7): the user's own progress on a map, the player's reports, and the
 * all-users and class reports.
 */
import { type ApolloCache, gql, type TypedDocumentNode } from '@apollo/client';
import type {
  MapProgressAllUsersQuery,
  MapProgressAllUsersQueryVariables,
  MapProgressGroupUsersQuery,
  MapProgressGroupUsersQueryVariables,
  MapProgressQuery,
  MapProgressQueryVariables,
  UpdateLessonProgressMutation,
  UpdateLessonProgressMutationVariables,
} from './generated';

/** A map's progress: each lesson's furthest and last watched times. */
const MAP_PROGRESS_FIELDS = gql`
  fragment MapProgressFields on MapProgress {
    id
    mapId
    lessons {
      lessonId
      longestWatchedTime
      previousWatchedTime
    }
  }
`;

/** A user's progress on a map, for the reports. */
const USER_MAP_PROGRESS_FIELDS = gql`
  fragment UserMapProgressFields on UserMapProgress {
    id
    mapId
    user {
      id
      firstName
      lastName
      username
    }
    lessons {
      lessonId
      longestWatchedTime
      previousWatchedTime
    }
  }
`;

/** Skipped without a signed-in user (spec 3 section 7). */
export const MAP_PROGRESS: TypedDocumentNode<MapProgressQuery, MapProgressQueryVariables> = gql`
  query MapProgress($mapId: ID!) {
    mapProgress(mapId: $mapId) {
      ...MapProgressFields
    }
  }
  ${MAP_PROGRESS_FIELDS}
`;

/** Send with `UPDATE_LESSON_PROGRESS_OPTIONS`, so the cached map progress follows. */
export const UPDATE_LESSON_PROGRESS: TypedDocumentNode<
  UpdateLessonProgressMutation,
  UpdateLessonProgressMutationVariables
> = gql`
  mutation UpdateLessonProgress($lessonProgress: LessonProgressInput!) {
    updateLessonProgress(lessonProgress: $lessonProgress) {
      ...MapProgressFields
    }
  }
  ${MAP_PROGRESS_FIELDS}
`;

export const MAP_PROGRESS_ALL_USERS: TypedDocumentNode<
  MapProgressAllUsersQuery,
  MapProgressAllUsersQueryVariables
> = gql`
  query MapProgressAllUsers($mapId: ID!) {
    mapProgressAllUsers(mapId: $mapId) {
      ...UserMapProgressFields
    }
  }
  ${USER_MAP_PROGRESS_FIELDS}
`;

export const MAP_PROGRESS_GROUP_USERS: TypedDocumentNode<
  MapProgressGroupUsersQuery,
  MapProgressGroupUsersQueryVariables
> = gql`
  query MapProgressGroupUsers($mapId: ID!, $userGroupId: ID!) {
    mapProgressGroupUsers(mapId: $mapId, userGroupId: $userGroupId) {
      ...UserMapProgressFields
    }
  }
  ${USER_MAP_PROGRESS_FIELDS}
`;

/**
 * Writes a stored report's answer into the cached `mapProgress` of its map (spec 3 section 7: it refreshes
 * the cached map progress). The answer has the query's id, so a cached entry would merge anyway; writing
 * the query also fills it when the map had no progress cached yet, with no request.
 */
export function cacheMapProgress(
  cache: ApolloCache,
  result: { data?: UpdateLessonProgressMutation | null },
): void {
  const progress = result.data?.updateLessonProgress;
  if (!progress) return;
  cache.writeQuery({
    query: MAP_PROGRESS,
    variables: { mapId: progress.mapId },
    data: { mapProgress: progress },
  });
}

/** The options `UPDATE_LESSON_PROGRESS` is sent with (useMutation or client.mutate). */
export const UPDATE_LESSON_PROGRESS_OPTIONS = { update: cacheMapProgress } as const;
