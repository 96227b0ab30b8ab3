/** Classes (user groups): lists, one class, and every class mutation (spec 1 section 7). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ClassDetail,
  ClassSummary,
  GroupInvitation,
  GroupRole,
  ResourceType,
  UserSummary,
} from './types';

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

const PERSON_FIELDS = 'id firstName lastName';

const INVITATION_FIELDS = gql`
  fragment InvitationFields on GroupInvitation {
    id
    role
    groupId
    groupName
    created
    user {
      ${PERSON_FIELDS}
      username
    }
    invitedBy {
      ${PERSON_FIELDS}
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
      ${PERSON_FIELDS}
      username
      shareResults
    }
    students {
      ${PERSON_FIELDS}
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
          ${PERSON_FIELDS}
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

export const GET_MY_CLASSES: TypedDocumentNode<{ myClasses: ClassSummary[] }, { archived: boolean }> = gql`
  query GetMyClasses($archived: Boolean) {
    myClasses(archived: $archived) {
      ...ClassSummaryFields
    }
  }
  ${CLASS_SUMMARY}
`;

export const GET_CLASS: TypedDocumentNode<{ userGroup: ClassDetail }, { groupId: string }> = gql`
  query GetClass($groupId: ID!) {
    userGroup(groupId: $groupId) {
      ...ClassDetailFields
    }
  }
  ${CLASS_DETAIL}
`;

export const GET_USER_SUMMARY: TypedDocumentNode<
  { getUserSummary: UserSummary | null },
  { username: string }
> = gql`
  query GetUserSummary($username: String!) {
    getUserSummary(username: $username) {
      ${PERSON_FIELDS}
      username
    }
  }
`;

export const MY_GROUP_INVITATIONS: TypedDocumentNode<
  { myGroupInvitations: GroupInvitation[] },
  Record<string, never>
> = gql`
    query MyGroupInvitations {
      myGroupInvitations {
        ...InvitationFields
      }
    }
    ${INVITATION_FIELDS}
  `;

type ClassResult<Name extends string> = { [K in Name]: ClassDetail };

/** A mutation answering the class, with every field the class page shows. */
function classMutation<Name extends string, Variables>(
  name: Name,
  signature: string,
  call: string,
): TypedDocumentNode<ClassResult<Name>, Variables> {
  return gql`
    mutation ${name[0]?.toUpperCase()}${name.slice(1)}${signature} {
      ${call} {
        ...ClassDetailFields
      }
    }
    ${CLASS_DETAIL}
  `;
}

export const UPDATE_USER_GROUP = classMutation<
  'updateUserGroup',
  { userGroup: { id?: string; name: string } }
>('updateUserGroup', '($userGroup: UserGroupInput!)', 'updateUserGroup(userGroup: $userGroup)');
export const JOIN_USER_GROUP_BY_CODE = classMutation<
  'joinUserGroupByCode',
  { accessCode: string; shareResults: boolean }
>(
  'joinUserGroupByCode',
  '($accessCode: String!, $shareResults: Boolean)',
  'joinUserGroupByCode(accessCode: $accessCode, shareResults: $shareResults)',
);
export const ARCHIVE_USER_GROUP = classMutation<'archiveUserGroup', { id: string }>(
  'archiveUserGroup',
  '($id: ID!)',
  'archiveUserGroup(id: $id)',
);
export const RESTORE_USER_GROUP = classMutation<'restoreUserGroup', { id: string }>(
  'restoreUserGroup',
  '($id: ID!)',
  'restoreUserGroup(id: $id)',
);
export const GENERATE_USER_GROUP_ACCESS_CODE = classMutation<'generateUserGroupAccessCode', { id: string }>(
  'generateUserGroupAccessCode',
  '($id: ID!)',
  'generateUserGroupAccessCode(id: $id)',
);
export const REVOKE_USER_GROUP_ACCESS_CODE = classMutation<'revokeUserGroupAccessCode', { id: string }>(
  'revokeUserGroupAccessCode',
  '($id: ID!)',
  'revokeUserGroupAccessCode(id: $id)',
);
export const INVITE_GROUP_USERS = classMutation<
  'inviteGroupUsers',
  { groupId: string; userIds: string[]; role: GroupRole }
>(
  'inviteGroupUsers',
  '($groupId: ID!, $userIds: [ID!]!, $role: GroupRole!)',
  'inviteGroupUsers(groupId: $groupId, userIds: $userIds, role: $role)',
);
export const ACCEPT_GROUP_INVITATION = classMutation<'acceptGroupInvitation', { invitationId: string }>(
  'acceptGroupInvitation',
  '($invitationId: ID!)',
  'acceptGroupInvitation(invitationId: $invitationId)',
);
export const REMOVE_STUDENTS = classMutation<'removeStudents', { groupId: string; userIds: string[] }>(
  'removeStudents',
  '($groupId: ID!, $userIds: [ID!]!)',
  'removeStudents(groupId: $groupId, userIds: $userIds)',
);
export const REMOVE_TEACHER = classMutation<'removeTeacher', { groupId: string; userId: string }>(
  'removeTeacher',
  '($groupId: ID!, $userId: ID!)',
  'removeTeacher(groupId: $groupId, userId: $userId)',
);
export const ADD_USER_GROUP_RESOURCES = classMutation<
  'addUserGroupResources',
  { groupId: string; resources: { type: ResourceType; id: string }[] }
>(
  'addUserGroupResources',
  '($groupId: ID!, $resources: [GroupResourceInput!]!)',
  'addUserGroupResources(groupId: $groupId, resources: $resources)',
);
export const REMOVE_USER_GROUP_RESOURCE = classMutation<
  'removeUserGroupResource',
  { groupId: string; resourceId: string }
>(
  'removeUserGroupResource',
  '($groupId: ID!, $resourceId: ID!)',
  'removeUserGroupResource(groupId: $groupId, resourceId: $resourceId)',
);

export const LEAVE_USER_GROUP: TypedDocumentNode<{ leaveUserGroup: string }, { id: string }> = gql`
  mutation LeaveUserGroup($id: ID!) {
    leaveUserGroup(id: $id)
  }
`;

export const DECLINE_GROUP_INVITATION: TypedDocumentNode<
  { declineGroupInvitation: string },
  { invitationId: string }
> = gql`
    mutation DeclineGroupInvitation($invitationId: ID!) {
      declineGroupInvitation(invitationId: $invitationId)
    }
  `;
