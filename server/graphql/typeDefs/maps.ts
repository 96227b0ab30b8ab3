/** The maps area: map summaries, views and per-user tags (spec 1 sections 2, 3 and 7). */
export const mapsTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The signed-in user's maps and those shared with them, last modified first. With a view, only that
    view's maps (archived maps appear only in the archived view; the label view needs labelId).
    """
    maps(view: MapView, labelId: ID): [MapSummary!]!
    "Maps the signed-in user may add to a class: their own and those shared with edit or admin rights, not archived."
    getMapsForSharing: [MapSummary!]!
  }

  extend type Mutation {
    "Tags several maps (Bookmarked or Archived) for the signed-in user. Answers the maps' new summaries."
    addUserTagToMaps(mapIds: [ID!]!, tag: UserTag!): [MapSummary!]!
    removeUserTagFromMaps(mapIds: [ID!]!, tag: UserTag!): [MapSummary!]!
    addUserTagToMap(mapId: ID!, tag: UserTag!): MapSummary!
    removeUserTag(mapId: ID!, tag: UserTag!): MapSummary!
  }

  enum UserTag {
    Bookmarked
    Archived
  }

  enum MapView {
    all
    bookmarked
    myMaps
    shared
    archived
    uncategorised
    label
  }

  "A row of the maps table."
  type MapSummary {
    id: ID!
    name: String!
    owner: Person!
    "The signed-in user's tags on the map."
    userTags: [UserTag!]!
    "Ids of the signed-in user's folders (labels) holding the map."
    labels: [ID!]!
    updated: ChangeStamp!
    created: ChangeStamp!
  }

  "Who changed something, and when (ISO 8601)."
  type ChangeStamp {
    date: String!
    userId: ID!
  }

  "Another user as others may see them: no e-mail address."
  type Person {
    id: ID!
    firstName: String!
    lastName: String!
  }
`;
