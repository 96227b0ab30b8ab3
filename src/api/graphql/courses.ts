/** The course catalogue, enrolment and reactions (spec 1 section 7). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { COURSE_FIELDS } from './courseFields';
import type {
  CoursesForSharingQuery,
  CoursesForSharingQueryVariables,
  EnrolCourseMutation,
  EnrolCourseMutationVariables,
  GetCoursesQuery,
  GetCoursesQueryVariables,
  MyCoursesQuery,
  MyCoursesQueryVariables,
  RemoveReactionMutation,
  RemoveReactionMutationVariables,
  SearchCoursesQuery,
  SearchCoursesQueryVariables,
  UnenrolCourseMutation,
  UnenrolCourseMutationVariables,
  UpdateReactionMutation,
  UpdateReactionMutationVariables,
} from './generated';

export const GET_COURSES: TypedDocumentNode<GetCoursesQuery, GetCoursesQueryVariables> = gql`
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

export const SEARCH_COURSES: TypedDocumentNode<SearchCoursesQuery, SearchCoursesQueryVariables> = gql`
  query SearchCourses($query: String) {
    searchCourses(query: $query) {
      ...CourseFields
    }
  }
  ${COURSE_FIELDS}
`;

export const MY_COURSES: TypedDocumentNode<MyCoursesQuery, MyCoursesQueryVariables> = gql`
  query MyCourses {
    myCourses {
      ...CourseFields
    }
  }
  ${COURSE_FIELDS}
`;

export const COURSES_FOR_SHARING: TypedDocumentNode<CoursesForSharingQuery, CoursesForSharingQueryVariables> =
  gql`
  query CoursesForSharing {
    coursesForSharing {
      ...CourseFields
    }
  }
  ${COURSE_FIELDS}
`;

export const ENROL_COURSE: TypedDocumentNode<EnrolCourseMutation, EnrolCourseMutationVariables> = gql`
  mutation EnrolCourse($courseId: ID!) {
    enrolCourse(courseId: $courseId) {
      id
      firstName
      lastName
      courses
    }
  }
`;

export const UNENROL_COURSE: TypedDocumentNode<UnenrolCourseMutation, UnenrolCourseMutationVariables> = gql`
  mutation UnenrolCourse($courseId: ID!) {
    unenrolCourse(courseId: $courseId) {
      id
      firstName
      lastName
      courses
    }
  }
`;

export const UPDATE_REACTION: TypedDocumentNode<UpdateReactionMutation, UpdateReactionMutationVariables> =
  gql`
  mutation UpdateReaction($targetId: ID!) {
    updateReaction(targetId: $targetId, reactionType: like) {
      ...CourseFields
    }
  }
  ${COURSE_FIELDS}
`;

export const REMOVE_REACTION: TypedDocumentNode<RemoveReactionMutation, RemoveReactionMutationVariables> =
  gql`
  mutation RemoveReaction($reactionId: ID!) {
    removeReaction(reactionId: $reactionId) {
      ...CourseFields
    }
  }
  ${COURSE_FIELDS}
`;
