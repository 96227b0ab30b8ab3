/** Lesson progress (spec 3 sections 3, 7 and 9): how far each user has watched each lesson of a map. */
export const progressTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The signed-in user's progress on a map they may see (no lessons before they played any). 'Map not
    found.' (NOT_FOUND) for a map that does not exist or that the user may not see.
    """
    mapProgress(mapId: ID!): MapProgress!
    """
    Every user's progress on a map, sorted by the domain of their username, then the username. For the
    map's owner, users it is shared with at edit right or above, and site administrators (ADMIN);
    FORBIDDEN for other viewers, NOT_FOUND for the rest.
    """
    mapProgressAllUsers(mapId: ID!): [UserMapProgress!]!
    """
    The progress of every student of a class on one of its maps (or a course's map), students without
    progress included with no lessons, in the same order. For the class's teachers (role Admin) and site
    administrators; FORBIDDEN for anyone else; NOT_FOUND for a missing class or a map it does not have.
    """
    mapProgressGroupUsers(mapId: ID!, userGroupId: ID!): [UserMapProgress!]!
  }

  extend type Mutation {
    """
    Stores the signed-in user's progress on one lesson (a presentation of the map) and answers their
    progress on the map. The longest time never shrinks. Refusals: NOT_FOUND as for mapProgress,
    BAD_USER_INPUT for a lesson the map does not have or a time outside 0 to 86400 seconds.
    """
    updateLessonProgress(lessonProgress: LessonProgressInput!): MapProgress!
  }

  "A report from the lesson player; times in seconds, as the video element reports them."
  input LessonProgressInput {
    mapId: ID!
    "A presentation's id in the map."
    lessonId: ID!
    "Where the user is now."
    previousWatchedTime: Float!
    "The furthest point the user reached."
    longestWatchedTime: Float!
  }

  type LessonProgress {
    lessonId: ID!
    longestWatchedTime: Float!
    previousWatchedTime: Float!
  }

  type MapProgress {
    "The map's id and the user's, joined by a colon: one per user and map."
    id: ID!
    mapId: ID!
    "One per lesson played, by lesson id."
    lessons: [LessonProgress!]!
  }

  type UserMapProgress {
    "As MapProgress.id."
    id: ID!
    mapId: ID!
    user: UserSummary!
    lessons: [LessonProgress!]!
  }
`;
