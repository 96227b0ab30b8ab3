/** One map document for the editor (DESIGN.md: documents travel through GraphQL). */
export const mapDocumentTypeDefs = /* GraphQL */ `
  "Any JSON value: a map document as stored (spec 2 section 3)."
  scalar JSON

  extend type Query {
    """
    The map with the signed-in user's rights on it. 'Map not found.' (NOT_FOUND) for a map that does not
    exist or that the user may not see. Counts a load in the map's usage.
    """
    map(mapId: ID!): MapDocument!
  }

  type MapDocument {
    id: ID!
    name: String!
    "Incremented by every save; a save names the version it started from."
    version: Int!
    "ISO 8601."
    updated: String!
    document: JSON!
    accessRight: String!
    hasEditRights: Boolean!
    hasShareRights: Boolean!
  }
`;
