/** The administration page's calls (issue 22, /admin) and the monitor's (/monitor). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminClientErrorsQuery,
  AdminClientErrorsQueryVariables,
  AdminCoursesQuery,
  AdminCoursesQueryVariables,
  AdminFeedbackQuery,
  AdminFeedbackQueryVariables,
  AdminUsersQuery,
  AdminUsersQueryVariables,
  DeactivateUserMutation,
  DeactivateUserMutationVariables,
  MonitorQuery,
  MonitorQueryVariables,
  ReactivateUserMutation,
  ReactivateUserMutationVariables,
  ResumeCourseMutation,
  ResumeCourseMutationVariables,
  SetUserOrganizationMutation,
  SetUserOrganizationMutationVariables,
  SetUserRolesMutation,
  SetUserRolesMutationVariables,
  SuspendCourseMutation,
  SuspendCourseMutationVariables,
} from './generated';

const ADMIN_USER_FIELDS = gql`
  fragment AdminUserFields on AdminUser {
    id
    username
    firstName
    lastName
    roles
    status
    organization {
      id
      name
    }
    deactivatedAt
    createdAt
  }
`;

const ADMIN_COURSE_FIELDS = gql`
  fragment AdminCourseFields on AdminCourse {
    id
    name
    access
    author {
      id
      username
    }
    suspend {
      date
      reason
    }
  }
`;

const CLIENT_ERROR_FIELDS = gql`
  fragment ClientErrorFields on AdminClientError {
    id
    message
    error
    userAgent
    createdAt
    user {
      id
      username
    }
  }
`;

export const ADMIN_USERS: TypedDocumentNode<AdminUsersQuery, AdminUsersQueryVariables> = gql`
  ${ADMIN_USER_FIELDS}
  query AdminUsers($search: String, $offset: Int, $limit: Int) {
    adminUsers(search: $search, offset: $offset, limit: $limit) {
      total
      items {
        ...AdminUserFields
      }
    }
  }
`;

export const ADMIN_FEEDBACK: TypedDocumentNode<AdminFeedbackQuery, AdminFeedbackQueryVariables> = gql`
  query AdminFeedback($offset: Int, $limit: Int) {
    adminFeedback(offset: $offset, limit: $limit) {
      total
      items {
        id
        feedback
        page
        appVersion
        createdAt
        user {
          id
          username
          firstName
          lastName
        }
      }
    }
  }
`;

export const ADMIN_CLIENT_ERRORS: TypedDocumentNode<AdminClientErrorsQuery, AdminClientErrorsQueryVariables> =
  gql`
  ${CLIENT_ERROR_FIELDS}
  query AdminClientErrors($offset: Int, $limit: Int) {
    adminClientErrors(offset: $offset, limit: $limit) {
      total
      items {
        ...ClientErrorFields
      }
    }
  }
`;

export const ADMIN_COURSES: TypedDocumentNode<AdminCoursesQuery, AdminCoursesQueryVariables> = gql`
  ${ADMIN_COURSE_FIELDS}
  query AdminCourses($offset: Int, $limit: Int) {
    adminCourses(offset: $offset, limit: $limit) {
      total
      items {
        ...AdminCourseFields
      }
    }
  }
`;

export const SET_USER_ROLES: TypedDocumentNode<SetUserRolesMutation, SetUserRolesMutationVariables> = gql`
  ${ADMIN_USER_FIELDS}
  mutation SetUserRoles($userId: ID!, $roles: [String!]!) {
    setUserRoles(userId: $userId, roles: $roles) {
      ...AdminUserFields
    }
  }
`;

export const SET_USER_ORGANIZATION: TypedDocumentNode<
  SetUserOrganizationMutation,
  SetUserOrganizationMutationVariables
> = gql`
  ${ADMIN_USER_FIELDS}
  mutation SetUserOrganization($userId: ID!, $organization: String) {
    setUserOrganization(userId: $userId, organization: $organization) {
      ...AdminUserFields
    }
  }
`;

export const DEACTIVATE_USER: TypedDocumentNode<DeactivateUserMutation, DeactivateUserMutationVariables> =
  gql`
  ${ADMIN_USER_FIELDS}
  mutation DeactivateUser($userId: ID!) {
    deactivateUser(userId: $userId) {
      ...AdminUserFields
    }
  }
`;

export const REACTIVATE_USER: TypedDocumentNode<ReactivateUserMutation, ReactivateUserMutationVariables> =
  gql`
  ${ADMIN_USER_FIELDS}
  mutation ReactivateUser($userId: ID!) {
    reactivateUser(userId: $userId) {
      ...AdminUserFields
    }
  }
`;

export const SUSPEND_COURSE: TypedDocumentNode<SuspendCourseMutation, SuspendCourseMutationVariables> = gql`
  ${ADMIN_COURSE_FIELDS}
  mutation SuspendCourse($courseId: ID!, $reason: String!) {
    suspendCourse(courseId: $courseId, reason: $reason) {
      ...AdminCourseFields
    }
  }
`;

export const RESUME_COURSE: TypedDocumentNode<ResumeCourseMutation, ResumeCourseMutationVariables> = gql`
  ${ADMIN_COURSE_FIELDS}
  mutation ResumeCourse($courseId: ID!) {
    resumeCourse(courseId: $courseId) {
      ...AdminCourseFields
    }
  }
`;

export const MONITOR: TypedDocumentNode<MonitorQuery, MonitorQueryVariables> = gql`
  ${CLIENT_ERROR_FIELDS}
  query Monitor {
    monitor {
      server {
        version
        uptimeSeconds
        processId
        memoryMb
      }
      database {
        kind
        health {
          ok
          latencyMs
          error
        }
      }
      redis {
        ok
        latencyMs
        error
      }
      liveSessions
      sockets
      collabConnections
      collabRooms
      recentServerErrors {
        id
        at
        source
        message
      }
      recentClientErrors {
        ...ClientErrorFields
      }
    }
  }
`;

export type AdminUser = AdminUsersQuery['adminUsers']['items'][number];
export type AdminFeedbackEntry = AdminFeedbackQuery['adminFeedback']['items'][number];
export type AdminClientError = AdminClientErrorsQuery['adminClientErrors']['items'][number];
export type AdminCourse = AdminCoursesQuery['adminCourses']['items'][number];
export type MonitorReading = MonitorQuery['monitor'];
