/** Classes (user groups), their people, resources and invitations (spec 1 sections 2 to 8). */
export const classesTypeDefs = /* GraphQL */ `
  extend type Query {
    "Classes the signed-in user belongs to (any role): active ones, or archived ones with archived: true."
    myClasses(archived: Boolean = false): [UserGroup!]!
    "One class, for its members (FORBIDDEN for others, NOT_FOUND when there is none)."
    userGroup(groupId: ID!): UserGroup!
    "The teacher search: an active user with exactly this e-mail (any case), or null. Not an e-mail: BAD_USER_INPUT."
    getUserSummary(username: String!): UserSummary
    "The signed-in user's pending invitations to classes."
    myGroupInvitations: [GroupInvitation!]!
  }

  extend type Mutation {
    "Without an id: creates a class, its creator its admin. With an id: renames it (admins, not archived). Name non-empty."
    updateUserGroup(userGroup: UserGroupInput!): UserGroup!
    """
    Joins the class with this access code (any case; spaces and dashes ignored), sharing one's results
    with the class's admins or not (shareResults). An unknown or revoked code fails with
    'Invalid access code. Please check the code with your teacher.' (BAD_USER_INPUT), an archived class with
    'This class has been archived and cannot be joined.' (CONFLICT).
    """
    joinUserGroupByCode(accessCode: String!, shareResults: Boolean = true): UserGroup!
    "The signed-in member's choice whether the class's admins see their results (FORBIDDEN for a non-member)."
    setUserGroupShareResults(groupId: ID!, shareResults: Boolean!): UserGroup!
    "Archives the class (admins)."
    archiveUserGroup(id: ID!): UserGroup!
    "Restores an archived class (admins)."
    restoreUserGroup(id: ID!): UserGroup!
    "Leaves the class; the last admin cannot (CONFLICT). Answers the class id."
    leaveUserGroup(id: ID!): ID!
    "A new access code replacing any old one (admins, not archived)."
    generateUserGroupAccessCode(id: ID!): UserGroup!
    "Removes the access code: nobody new joins (admins)."
    revokeUserGroupAccessCode(id: ID!): UserGroup!
    "Invites teachers (role Admin) by user id: pending invitations until accepted (admins, not archived)."
    inviteGroupUsers(groupId: ID!, userIds: [ID!]!, role: GroupRole!): UserGroup!
    "The invited user accepts their invitation and joins with its role."
    acceptGroupInvitation(invitationId: ID!): UserGroup!
    "The invited user declines their invitation. Answers its id."
    declineGroupInvitation(invitationId: ID!): ID!
    "Removes students (admins, not archived). Every id must be a student of the class."
    removeStudents(groupId: ID!, userIds: [ID!]!): UserGroup!
    "Removes a teacher, or cancels a pending teacher invitation (admins, not archived). Not the last admin."
    removeTeacher(groupId: ID!, userId: ID!): UserGroup!
    "Adds maps (owned, or shared with edit or admin rights) and courses to the class (admins, not archived)."
    addUserGroupResources(groupId: ID!, resources: [GroupResourceInput!]!): UserGroup!
    "Adds one map or course to the class, as addUserGroupResources does. Answers the class's resources."
    addUserGroupResource(groupId: ID!, resource: GroupResourceInput!): [GroupResource!]!
    "Removes one resource from the class (admins, not archived)."
    removeUserGroupResource(groupId: ID!, resourceId: ID!): UserGroup!
  }

  input UserGroupInput {
    "Absent to create a class."
    id: ID
    name: String!
    description: String
  }

  input GroupResourceInput {
    type: ResourceType!
    "The map id of a map, the course id of a course."
    id: ID!
  }

  enum GroupRole {
    Member
    Admin
  }

  enum ResourceType {
    Course
    Map
  }

  "A class."
  type UserGroup {
    id: ID!
    name: String!
    description: String!
    "The access code; null when there is none (revoked or never generated) and for non-admins."
    accessCode: String
    "True when archived."
    disabled: Boolean!
    "When it was created, ISO 8601."
    createdAt: String!
    "The signed-in user's role: Admin sees the settings tab and reports."
    viewerRole: GroupRole!
    "Whether the signed-in user gave the class admins access to their results."
    shareResults: Boolean!
    studentCount: Int!
    resourceCount: Int!
    adminMembers: [GroupMember!]!
    students: [GroupMember!]!
    "Newest first."
    resources: [GroupResource!]!
    "Pending invitations (admins only; empty for others)."
    invitations: [GroupInvitation!]!
  }

  type GroupMember {
    id: ID!
    firstName: String!
    lastName: String!
    "The e-mail address, shown to class admins only."
    username: String
    "Whether the student shares their results (class admins only)."
    shareResults: Boolean
  }

  type GroupResource {
    id: ID!
    type: ResourceType!
    "The map, or the course's map."
    mapId: ID!
    courseId: ID
    "The map's or the course's name."
    name: String!
    created: ResourceCreated!
  }

  type ResourceCreated {
    user: Person!
    date: String!
  }

  type GroupInvitation {
    id: ID!
    role: GroupRole!
    user: UserSummary!
    groupId: ID!
    groupName: String!
    invitedBy: Person!
    "ISO 8601."
    created: String!
  }

  "A registered user found by e-mail."
  type UserSummary {
    id: ID!
    firstName: String!
    lastName: String!
    username: String!
  }
`;
