/** The administration's GraphQL calls as the integration tests send them (admin*.test.ts). */
export const USERS = `query($search: String, $offset: Int, $limit: Int) {
  adminUsers(search: $search, offset: $offset, limit: $limit) {
    total items { id username roles deactivatedAt organization { name } }
  }
}`;
export const FEEDBACK = 'query { adminFeedback { total items { feedback page user { id } } } }';
export const CLIENT_ERRORS = 'query { adminClientErrors { total items { message error user { id } } } }';
export const COURSES = 'query { adminCourses { total items { id name suspend { date reason } } } }';
export const MONITOR = `query { monitor {
  server { version uptimeSeconds } database { kind health { ok } } redis { ok }
  liveSessions sockets collabConnections collabRooms
  recentServerErrors { source message } recentClientErrors { message }
} }`;
export const SET_ROLES = `mutation($userId: ID!, $roles: [String!]!) {
  setUserRoles(userId: $userId, roles: $roles) { id roles }
}`;
export const DEACTIVATE = 'mutation($userId: ID!) { deactivateUser(userId: $userId) { id deactivatedAt } }';
export const REACTIVATE = 'mutation($userId: ID!) { reactivateUser(userId: $userId) { id deactivatedAt } }';
export const SET_ORGANIZATION = `mutation($userId: ID!, $organization: String) {
  setUserOrganization(userId: $userId, organization: $organization) { id organization { id name } }
}`;
export const SUSPEND = `mutation($courseId: ID!, $reason: String!) {
  suspendCourse(courseId: $courseId, reason: $reason) { id suspend { date reason } }
}`;
export const RESUME =
  'mutation($courseId: ID!) { resumeCourse(courseId: $courseId) { id suspend { date } } }';

export const DEACTIVATED = 'This account has been deactivated. Please contact the product administrator.';

export type UsersPage = {
  adminUsers: { total: number; items: { id: string; username: string; roles: string[] }[] };
};
