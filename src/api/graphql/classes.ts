/** Classes (user groups): lists, one class, and every class mutation (spec 1 section 7). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AcceptGroupInvitationMutation,
  AcceptGroupInvitationMutationVariables,
  AddUserGroupResourcesMutation,
  AddUserGroupResourcesMutationVariables,
  ArchiveUserGroupMutation,
  ArchiveUserGroupMutationVariables,
  DeclineGroupInvitationMutation,
  DeclineGroupInvitationMutationVariables,
  GenerateUserGroupAccessCodeMutation,
  GenerateUserGroupAccessCodeMutationVariables,
  GetClassQuery,
  GetClassQueryVariables,
  GetMyClassesQuery,
  GetMyClassesQueryVariables,
  GetUserSummaryQuery,
  GetUserSummaryQueryVariables,
  InviteGroupUsersMutation,
  InviteGroupUsersMutationVariables,
  JoinUserGroupByCodeMutation,
  JoinUserGroupByCodeMutationVariables,
  LeaveUserGroupMutation,
  LeaveUserGroupMutationVariables,
  MyGroupInvitationsQuery,
  MyGroupInvitationsQueryVariables,
  RemoveStudentsMutation,
  RemoveStudentsMutationVariables,
  RemoveTeacherMutation,
  RemoveTeacherMutationVariables,
  RemoveUserGroupResourceMutation,
  RemoveUserGroupResourceMutationVariables,
  RestoreUserGroupMutation,
  RestoreUserGroupMutationVariables,
  RevokeUserGroupAccessCodeMutation,
  RevokeUserGroupAccessCodeMutationVariables,
  SetUserGroupShareResultsMutation,
  SetUserGroupShareResultsMutationVariables,
  UpdateUserGroupMutation,
  UpdateUserGroupMutationVariables,
} from './generated';

const CLASS_SUMMARY = gql`
  fragment ClassSummaryFields on UserGroup {
    id
    name
    disabled
    studentCount
    resourceCount
    viewerRole
  }
`;

const INVITATION_FIELDS = gql`
  fragment InvitationFields on GroupInvitation {
    id
    role
    groupId
    groupName
    created
    user {
      id
      firstName
      lastName
      username
    }
    invitedBy {
      id
      firstName
      lastName
    }
  }
`;

const CLASS_DETAIL = gql`
  fragment ClassDetailFields on UserGroup {
    ...ClassSummaryFields
    description
    accessCode
    shareResults
    createdAt
    adminMembers {
      id
      firstName
      lastName
      username
      shareResults
    }
    students {
      id
      firstName
      lastName
      username
      shareResults
    }
    resources {
      id
      type
      mapId
      courseId
      name
      created {
        date
        user {
          id
          firstName
          lastName
        }
      }
    }
    invitations {
      ...InvitationFields
    }
  }
  ${CLASS_SUMMARY}
  ${INVITATION_FIELDS}
`;

export const GET_MY_CLASSES: TypedDocumentNode<GetMyClassesQuery, GetMyClassesQueryVariables> = gql`
  query GetMyClasses($archived: Boolean) {
    myClasses(archived: $archived) {
      ...ClassSummaryFields
    }
  }
  ${CLASS_SUMMARY}
`;

export const GET_CLASS: TypedDocumentNode<GetClassQuery, GetClassQueryVariables> = gql`
  query GetClass($groupId: ID!) {
    userGroup(groupId: $groupId) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const GET_USER_SUMMARY: TypedDocumentNode<GetUserSummaryQuery, GetUserSummaryQueryVariables> = gql`
  query GetUserSummary($username: String!) {
    getUserSummary(username: $username) {
      id
      firstName
      lastName
      username
    }
  }
`;

export const MY_GROUP_INVITATIONS: TypedDocumentNode<
  MyGroupInvitationsQuery,
  MyGroupInvitationsQueryVariables
> = gql`
    query MyGroupInvitations {
      myGroupInvitations {
        ...InvitationFields
      }
    }
    ${INVITATION_FIELDS}
  `;

// Every class mutation answers the class, with every field the class page shows.

export const UPDATE_USER_GROUP: TypedDocumentNode<UpdateUserGroupMutation, UpdateUserGroupMutationVariables> =
  gql`
  mutation UpdateUserGroup($userGroup: UserGroupInput!) {
    updateUserGroup(userGroup: $userGroup) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const JOIN_USER_GROUP_BY_CODE: TypedDocumentNode<
  JoinUserGroupByCodeMutation,
  JoinUserGroupByCodeMutationVariables
> = gql`
  mutation JoinUserGroupByCode($accessCode: String!, $shareResults: Boolean) {
    joinUserGroupByCode(accessCode: $accessCode, shareResults: $shareResults) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const ARCHIVE_USER_GROUP: TypedDocumentNode<
  ArchiveUserGroupMutation,
  ArchiveUserGroupMutationVariables
> = gql`
  mutation ArchiveUserGroup($id: ID!) {
    archiveUserGroup(id: $id) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const RESTORE_USER_GROUP: TypedDocumentNode<
  RestoreUserGroupMutation,
  RestoreUserGroupMutationVariables
> = gql`
  mutation RestoreUserGroup($id: ID!) {
    restoreUserGroup(id: $id) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const GENERATE_USER_GROUP_ACCESS_CODE: TypedDocumentNode<
  GenerateUserGroupAccessCodeMutation,
  GenerateUserGroupAccessCodeMutationVariables
> = gql`
  mutation GenerateUserGroupAccessCode($id: ID!) {
    generateUserGroupAccessCode(id: $id) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const REVOKE_USER_GROUP_ACCESS_CODE: TypedDocumentNode<
  RevokeUserGroupAccessCodeMutation,
  RevokeUserGroupAccessCodeMutationVariables
> = gql`
  mutation RevokeUserGroupAccessCode($id: ID!) {
    revokeUserGroupAccessCode(id: $id) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const INVITE_GROUP_USERS: TypedDocumentNode<
  InviteGroupUsersMutation,
  InviteGroupUsersMutationVariables
> = gql`
  mutation InviteGroupUsers($groupId: ID!, $userIds: [ID!]!, $role: GroupRole!) {
    inviteGroupUsers(groupId: $groupId, userIds: $userIds, role: $role) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const ACCEPT_GROUP_INVITATION: TypedDocumentNode<
  AcceptGroupInvitationMutation,
  AcceptGroupInvitationMutationVariables
> = gql`
  mutation AcceptGroupInvitation($invitationId: ID!) {
    acceptGroupInvitation(invitationId: $invitationId) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const REMOVE_STUDENTS: TypedDocumentNode<RemoveStudentsMutation, RemoveStudentsMutationVariables> =
  gql`
  mutation RemoveStudents($groupId: ID!, $userIds: [ID!]!) {
    removeStudents(groupId: $groupId, userIds: $userIds) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const REMOVE_TEACHER: TypedDocumentNode<RemoveTeacherMutation, RemoveTeacherMutationVariables> = gql`
  mutation RemoveTeacher($groupId: ID!, $userId: ID!) {
    removeTeacher(groupId: $groupId, userId: $userId) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const ADD_USER_GROUP_RESOURCES: TypedDocumentNode<
  AddUserGroupResourcesMutation,
  AddUserGroupResourcesMutationVariables
> = gql`
  mutation AddUserGroupResources($groupId: ID!, $resources: [GroupResourceInput!]!) {
    addUserGroupResources(groupId: $groupId, resources: $resources) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const REMOVE_USER_GROUP_RESOURCE: TypedDocumentNode<
  RemoveUserGroupResourceMutation,
  RemoveUserGroupResourceMutationVariables
> = gql`
  mutation RemoveUserGroupResource($groupId: ID!, $resourceId: ID!) {
    removeUserGroupResource(groupId: $groupId, resourceId: $resourceId) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const LEAVE_USER_GROUP: TypedDocumentNode<LeaveUserGroupMutation, LeaveUserGroupMutationVariables> =
  gql`
  mutation LeaveUserGroup($id: ID!) {
    leaveUserGroup(id: $id)
  }
`;

export const DECLINE_GROUP_INVITATION: TypedDocumentNode<
  DeclineGroupInvitationMutation,
  DeclineGroupInvitationMutationVariables
> = gql`
    mutation DeclineGroupInvitation($invitationId: ID!) {
      declineGroupInvitation(invitationId: $invitationId)
    }
  `;

/** The signed-in member's own choice whether the class's admins see their results. */
export const SET_USER_GROUP_SHARE_RESULTS: TypedDocumentNode<
  SetUserGroupShareResultsMutation,
  SetUserGroupShareResultsMutationVariables
> = gql`
  mutation SetUserGroupShareResults($groupId: ID!, $shareResults: Boolean!) {
    setUserGroupShareResults(groupId: $groupId, shareResults: $shareResults) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;
