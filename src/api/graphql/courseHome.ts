/** A course as its visitors meet it (issue 28): the course home, with the outline as open to the viewer. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { COURSE_FIELDS } from './courseFields';
import type {
  CourseHomeQuery,
  CourseHomeQueryVariables,
  VisitCourseMutation,
  VisitCourseMutationVariables,
} from './generated';

const COURSE_ENTRY_FIELDS = gql`
  fragment CourseEntryFields on CourseEntry {
    id
    type
    name
    state
    presentationId
    questionIds
    answerMode
    enableRedo
    tags
    duration
    progress
    complete
  }
`;

/**
 * The course home, signed in or not: 'Course not found.' (NOT_FOUND) for a course that is missing or not
 * open to the viewer. The course's like and enrolment fields are the catalogue's, so liking here updates
 * its cards too (one cache entry per course).
 */
export const COURSE_HOME: TypedDocumentNode<CourseHomeQuery, CourseHomeQueryVariables> = gql`
  query CourseHome($courseId: ID!) {
    courseHome(courseId: $courseId) {
      course {
        ...CourseFields
        price {
          amount
          currency
        }
        suspend {
          date
          reason
        }
      }
      access
      isStaff
      outline {
        ...CourseEntryFields
        items {
          ...CourseEntryFields
        }
      }
      continueItemId
      started
      paymentsAvailable
    }
  }
  ${COURSE_FIELDS}
  ${COURSE_ENTRY_FIELDS}
`;

/** Counts a visit of the course (course loads, Recent Courses): once as the viewer enters its pages. */
export const VISIT_COURSE: TypedDocumentNode<VisitCourseMutation, VisitCourseMutationVariables> = gql`
  mutation VisitCourse($courseId: ID!) {
    visitCourse(courseId: $courseId)
  }
`;

export type CourseHome = CourseHomeQuery['courseHome'];
/** A top-level entry of the outline: an item or a module. */
export type CourseHomeEntry = CourseHome['outline'][number];
/** An item of the outline (a module's, or a top-level one). */
export type CourseHomeItem = CourseHomeEntry['items'][number];
