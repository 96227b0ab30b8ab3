/** The course catalogue, enrolment and reactions (spec 1 sections 2, 3 and 7). */
export const coursesTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Listed courses (public, not suspended) plus the signed-in user's own and enrolled ones; recommended
    first, then by name. With tags, only courses having any of them (any case). The client's GetCourses
    also reads user { id courses }.
    """
    courses(tags: [String!]): [Course!]!
    "Courses whose name, description or a tag contains the query (any case). An empty or blank query answers the list."
    searchCourses(query: String): [Course!]!
    "The signed-in user's enrolled courses, recommended first."
    myCourses: [Course!]!
    "Courses the signed-in user may add to a class (listed, own or enrolled; not suspended)."
    coursesForSharing: [Course!]!
    "One course the signed-in user may see, listed or not; null otherwise."
    course(courseId: ID!): Course
  }

  extend type Mutation {
    "Add to my courses. Answers the user (id, firstName, lastName, courses)."
    enrolCourse(courseId: ID!): User!
    unenrolCourse(courseId: ID!): User!
    "Likes a course (once per user). Answers the course with its new like count."
    updateReaction(targetId: ID!, reactionType: ReactionType = like): Course!
    "Takes the viewer's reaction back (the course's viewerReaction.id). Answers the course with its new like count."
    removeReaction(reactionId: ID!): Course!
  }

  enum ReactionType {
    like
  }

  type Course {
    id: ID!
    author: Person!
    name: String!
    thumbnailURL: String
    "The full description (cards cut it at 130 characters)."
    description: String!
    mapId: ID!
    "private, public or public-not-listed."
    access: String!
    tags: [String!]!
    suspend: CourseSuspension
    viewerReaction: Reaction
    reactionSummary: ReactionSummary!
    isEnrolled: Boolean!
    requirePayment: Boolean!
  }

  type CourseSuspension {
    date: String!
    reason: String!
  }

  type Reaction {
    id: ID!
    reactionType: ReactionType!
    targetId: ID!
    userId: ID!
  }

  type ReactionSummary {
    likeCount: Int!
  }
`;
