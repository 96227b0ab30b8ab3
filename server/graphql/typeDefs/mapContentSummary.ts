/** A map's presentations and questions in brief (spec 3 sections 3 and 7, "Map summary (query)"). */
export const mapContentSummaryTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The map's presentations and questions, for a user who may see it (the maps list's rows are MapSummary).
    'Map not found.' (NOT_FOUND) for a map that does not exist or that the user may not see. With courseId,
    signed in or not, as the map query opens a course's map.
    """
    mapSummary(mapId: ID!, courseId: ID): MapSummaryContent!
  }

  type MapSummaryContent {
    id: ID!
    name: String!
    ownerId: ID!
    presentations: [PresentationSummary!]!
    questions: [QuestionSummary!]!
    "The map's course outline as stored (spec 3 section 3, map summary)."
    courseItems: JSON!
  }

  "Spec 3 section 3: a presentation's type; modelAnswer is deprecated."
  enum PresentationType {
    standard
    lesson
    modelAnswer
  }

  type PresentationSummary {
    id: ID!
    type: PresentationType!
    "The presentation's name ('New Presentation' where it has none)."
    name: String!
    "The presentation's video or audio, if any."
    media: TimedMedia
    videos: [TimedMedia!]!
  }

  "A video or audio file: its address and length in seconds (0 until known)."
  type TimedMedia {
    url: String!
    duration: Float!
  }

  type QuestionSummary {
    id: ID!
    "The question's name, empty where it has none."
    name: String!
    "The question's prose as one line of plain text, cut at 80 characters."
    text: String!
  }
`;
