/** The dashboard: suggestions and recent maps (spec 1 sections 2, 3 and 7). */
export const dashboardTypeDefs = /* GraphQL */ `
  extend type Query {
    "Suggestions for you that the signed-in user has not completed."
    suggestions: [Suggestion!]!
    """
    The maps the signed-in user most recently used this way, newest first (Load: Recent Maps;
    CourseLoad: Recent Courses, with courseId).
    """
    recentMaps(userAction: UsageEvent = Load, limit: Int = 8): [RecentMap!]!
  }

  extend type Mutation {
    "Completes a suggestion: it disappears. Answers the remaining suggestions."
    completeAchievement(suggestionId: ID!): [Suggestion!]!
  }

  type Suggestion {
    id: ID!
    description: String!
    actions: [SuggestionAction!]!
  }

  type SuggestionAction {
    url: String!
    name: String!
    important: Boolean!
  }

  type RecentMap {
    mapId: ID!
    name: String!
    courseId: ID
    "When the user last used it, ISO 8601."
    date: String!
  }
`;
