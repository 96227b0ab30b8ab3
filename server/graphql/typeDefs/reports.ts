/** Course progress reports (issue 29; spec 3 sections 2.2 and 9): users against a course's items. */
export const reportsTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Users against the lessons and quizzes of the course a map holds (modules' items in place), each cell
    the fraction complete as the course home counts it. Without userGroupId: everyone who worked on the
    map, for its owner, users it is shared with at edit right or above, and site administrators (FORBIDDEN
    for other viewers, NOT_FOUND for the rest). With it: the class's students who share their results,
    worked or not, for the class's teachers and site administrators (FORBIDDEN for anyone else, NOT_FOUND
    for a missing class or a map it does not have). Rows sorted by the domain of the username, then it.
    """
    courseReport(mapId: ID!, userGroupId: ID): CourseReport!
  }

  type CourseReport {
    "The map's id, and the class's after a colon for a class's report."
    id: ID!
    mapId: ID!
    "The columns: the course's lessons and quizzes in its order."
    items: [CourseReportItem!]!
    rows: [CourseReportRow!]!
  }

  type CourseReportItem {
    id: ID!
    "lesson or quiz."
    type: String!
    name: String!
    "The module holding the item; null at the top level."
    moduleName: String
    "A quiz's questions in the order asked; empty for a lesson."
    questionIds: [ID!]!
    "A lesson's presentation; null for a quiz."
    presentationId: ID
  }

  type CourseReportRow {
    user: UserSummary!
    "The user's completion of each item, 0 to 1, in the items' order."
    progress: [Float!]!
  }
`;
