/**
 * The author's calls on the course made from a map (issue 28; server/graphql/typeDefs/courseHome.ts):
 * the course of a map, making one, changing its details, deleting it. The outline is not here: it lives
 * in the map document and is saved with the map (plan decision D2).
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CourseOfMapQuery,
  CourseOfMapQueryVariables,
  CreateCourseMutation,
  CreateCourseMutationVariables,
  DeleteCourseMutation,
  DeleteCourseMutationVariables,
  UpdateCourseMutation,
  UpdateCourseMutationVariables,
} from './generated';

const AUTHORED_COURSE_FIELDS = gql`
  fragment AuthoredCourseFields on Course {
    id
    name
    description
    thumbnailURL
    mapId
    access
    tags
    allowCopies
    price {
      amount
      currency
    }
  }
`;

export const COURSE_OF_MAP: TypedDocumentNode<CourseOfMapQuery, CourseOfMapQueryVariables> = gql`
  query CourseOfMap($mapId: ID!) {
    courseOfMap(mapId: $mapId) {
      ...AuthoredCourseFields
    }
  }
  ${AUTHORED_COURSE_FIELDS}
`;

export const CREATE_COURSE: TypedDocumentNode<CreateCourseMutation, CreateCourseMutationVariables> = gql`
  mutation CreateCourse($mapId: ID!, $name: String!) {
    createCourse(mapId: $mapId, name: $name) {
      ...AuthoredCourseFields
    }
  }
  ${AUTHORED_COURSE_FIELDS}
`;

export const UPDATE_COURSE: TypedDocumentNode<UpdateCourseMutation, UpdateCourseMutationVariables> = gql`
  mutation UpdateCourse($courseId: ID!, $input: CourseInput!) {
    updateCourse(courseId: $courseId, input: $input) {
      ...AuthoredCourseFields
    }
  }
  ${AUTHORED_COURSE_FIELDS}
`;

export const DELETE_COURSE: TypedDocumentNode<DeleteCourseMutation, DeleteCourseMutationVariables> = gql`
  mutation DeleteCourse($courseId: ID!) {
    deleteCourse(courseId: $courseId)
  }
`;
