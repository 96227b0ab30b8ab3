/** The course catalogue, enrolment and reactions (spec 1 section 7). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Course } from './types';

const COURSE_FIELDS = gql`
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

export const GET_COURSES: TypedDocumentNode<
  { courses: Course[]; user: { id: string; courses: string[] } },
  { tags?: string[] }
> = gql`
  query GetCourses($tags: [String!]) {
    courses(tags: $tags) {
      ...CourseFields
    }
    user {
      id
      courses
    }
  }
  ${COURSE_FIELDS}
`;

export const SEARCH_COURSES: TypedDocumentNode<{ searchCourses: Course[] }, { query: string }> = gql`
  query SearchCourses($query: String) {
    searchCourses(query: $query) {
      ...CourseFields
    }
  }
  ${COURSE_FIELDS}
`;

export const MY_COURSES: TypedDocumentNode<{ myCourses: Course[] }, Record<string, never>> = gql`
  query MyCourses {
    myCourses {
      ...CourseFields
    }
  }
  ${COURSE_FIELDS}
`;

export const COURSES_FOR_SHARING: TypedDocumentNode<
  { coursesForSharing: Course[] },
  Record<string, never>
> = gql`
  query CoursesForSharing {
    coursesForSharing {
      ...CourseFields
    }
  }
  ${COURSE_FIELDS}
`;

type EnrolResult = { id: string; firstName: string; lastName: string; courses: string[] };

export const ENROL_COURSE: TypedDocumentNode<{ enrolCourse: EnrolResult }, { courseId: string }> = gql`
  mutation EnrolCourse($courseId: ID!) {
    enrolCourse(courseId: $courseId) {
      id
      firstName
      lastName
      courses
    }
  }
`;

export const UNENROL_COURSE: TypedDocumentNode<{ unenrolCourse: EnrolResult }, { courseId: string }> = gql`
  mutation UnenrolCourse($courseId: ID!) {
    unenrolCourse(courseId: $courseId) {
      id
      firstName
      lastName
      courses
    }
  }
`;

export const UPDATE_REACTION: TypedDocumentNode<{ updateReaction: Course }, { targetId: string }> = gql`
  mutation UpdateReaction($targetId: ID!) {
    updateReaction(targetId: $targetId, reactionType: like) {
      ...CourseFields
    }
  }
  ${COURSE_FIELDS}
`;

export const REMOVE_REACTION: TypedDocumentNode<{ removeReaction: Course }, { targetId: string }> = gql`
  mutation RemoveReaction($targetId: ID!) {
    removeReaction(targetId: $targetId, reactionType: like) {
      ...CourseFields
    }
  }
  ${COURSE_FIELDS}
`;
