/**
 * The fields of a course that its cards and pages read (spec 1 section 3), one fragment for every query
 * of courses. Not exported from ./index.ts: a fragment is only valid inside the operations that use it.
 */
import { gql } from '@apollo/client';

export const COURSE_FIELDS = gql`
  fragment CourseFields on Course {
    id
    name
    description
    thumbnailURL
    mapId
    access
    tags
    isEnrolled
    requirePayment
    author {
      id
      firstName
      lastName
    }
    viewerReaction {
      id
      reactionType
    }
    reactionSummary {
      likeCount
    }
  }
`;
