/**
 * The administration page (issue 22, /admin). Every field needs ADMIN or ORG_ADMIN (FORBIDDEN
 * otherwise, UNAUTHENTICATED without a session); an ORG_ADMIN sees and manages only the users of their
 * own organization (none but themself without one). Courses need ADMIN.
 */
export const adminTypeDefs = /* GraphQL */ `
  extend type Query {
    "Users by username, matching search in username or name; a page of at most 100."
    adminUsers(search: String, offset: Int, limit: Int): AdminUserPage!
    "Feedback from the help menu, newest first."
    adminFeedback(offset: Int, limit: Int): AdminFeedbackPage!
    "Client error reports (PUT /a/log), newest first."
    adminClientErrors(offset: Int, limit: Int): AdminClientErrorPage!
    "Every course with its suspension (ADMIN only)."
    adminCourses(offset: Int, limit: Int): AdminCoursePage!
  }

  extend type Mutation {
    """
    Replaces a user's roles, each kept once (a role check needs the exact role exactly once). Only an
    ADMIN grants or removes ADMIN; nobody removes their own administration. FORBIDDEN with the reason.
    """
    setUserRoles(userId: ID!, roles: [String!]!): AdminUser!
    "Deactivates a user: they cannot sign in and their sessions and connections end. Not oneself."
    deactivateUser(userId: ID!): AdminUser!
    "Lets a deactivated user sign in again."
    reactivateUser(userId: ID!): AdminUser!
    "Puts a user into the organization of this name, made if new; null or blank for none (ADMIN only)."
    setUserOrganization(userId: ID!, organization: String): AdminUser!
    "Suspends a course from now with a reason (ADMIN only); BAD_USER_INPUT for an empty reason."
    suspendCourse(courseId: ID!, reason: String!): AdminCourse!
    "Lifts a course's suspension (ADMIN only)."
    resumeCourse(courseId: ID!): AdminCourse!
  }

  type AdminOrganization {
    id: ID!
    name: String!
  }

  type AdminUser {
    id: ID!
    username: String!
    firstName: String!
    lastName: String!
    roles: [String!]!
    "pending (invited or signed up, no password yet) or active."
    status: String!
    organization: AdminOrganization
    "When an administrator deactivated the user; null while they may sign in."
    deactivatedAt: String
    createdAt: String!
  }

  type AdminUserPage {
    total: Int!
    items: [AdminUser!]!
  }

  type AdminSender {
    id: ID!
    username: String!
    firstName: String!
    lastName: String!
  }

  type AdminFeedback {
    id: ID!
    feedback: String!
    page: String
    appVersion: String
    createdAt: String!
    user: AdminSender!
  }

  type AdminFeedbackPage {
    total: Int!
    items: [AdminFeedback!]!
  }

  type AdminClientError {
    id: ID!
    message: String!
    "The stack the client sent, if any."
    error: String
    userAgent: String
    createdAt: String!
    "Null for a report sent without a session."
    user: AdminSender
  }

  type AdminClientErrorPage {
    total: Int!
    items: [AdminClientError!]!
  }

  type AdminCourseAuthor {
    id: ID!
    username: String!
  }

  type AdminCourse {
    id: ID!
    name: String!
    access: String!
    author: AdminCourseAuthor!
    suspend: CourseSuspension
  }

  type AdminCoursePage {
    total: Int!
    items: [AdminCourse!]!
  }
`;
