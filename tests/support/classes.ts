import type { SignedInUser } from './accounts';

/** Every field of a class, for the class tests. */
export const CLASS = `id name description accessCode disabled viewerRole shareResults studentCount resourceCount
  adminMembers { id firstName username } students { id username shareResults }
  resources { id type mapId courseId name created { user { id } date } }
  invitations { id role user { id username } }`;

export type Group = {
  id: string;
  name: string;
  accessCode: string | null;
  disabled: boolean;
  viewerRole: string;
  studentCount: number;
  resourceCount: number;
  adminMembers: { id: string; username: string | null }[];
  students: { id: string; username: string | null; shareResults: boolean | null }[];
  resources: { id: string; type: string; mapId: string; courseId: string | null; name: string }[];
  invitations: { id: string; role: string; user: { id: string } }[];
};

export const classOf = (as: SignedInUser, id: string) =>
  as.gql<{ userGroup: Group }>(`query($id: ID!) { userGroup(groupId: $id) { ${CLASS} } }`, { id });

export const createClass = async (as: SignedInUser, name: string) => {
  const result = await as.gql<{ updateUserGroup: Group }>(
    'mutation($name: String!) { updateUserGroup(userGroup: { name: $name }) { id } }',
    { name },
  );
  return result.data?.updateUserGroup.id as string;
};

export const joinByCode = (as: SignedInUser, accessCode: string, shareResults?: boolean) =>
  as.gql<{ joinUserGroupByCode: Group }>(
    'mutation($code: String!, $share: Boolean) { joinUserGroupByCode(accessCode: $code, shareResults: $share) { id name studentCount } }',
    { code: accessCode, share: shareResults ?? true },
  );

export const generateCode = (as: SignedInUser, id: string) =>
  as.gql<{ generateUserGroupAccessCode: Group }>(
    'mutation($id: ID!) { generateUserGroupAccessCode(id: $id) { accessCode } }',
    { id },
  );

export const inviteTeacher = (as: SignedInUser, id: string, userId: string) =>
  as.gql<{ inviteGroupUsers: Group }>(
    `mutation($id: ID!, $u: [ID!]!) { inviteGroupUsers(groupId: $id, userIds: $u, role: Admin) { ${CLASS} } }`,
    { id, u: [userId] },
  );

/** `GET /a/class/:groupId/join` as the client's authenticated helper sends it (with the CSRF header). */
export const joinLink = (as: SignedInUser, id: string, withCsrf = true) =>
  as.browser.fetch(`/a/class/${id}/join`, {
    headers: withCsrf ? { 'x-csrf-token': as.browser.cookies.get('csrf_token')?.value ?? '' } : {},
  });
