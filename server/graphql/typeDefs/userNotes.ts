/** A user's own notes on a map (spec 2 section 3, user notes). */
export const userNotesTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The signed-in user's notes on a map they may see; notes null before they saved any. 'Map not found.'
    (NOT_FOUND) for a map that does not exist or that the user may not see.
    """
    userNotes(mapId: ID!): UserNotes!
  }

  extend type Mutation {
    """
    Replaces the signed-in user's notes on a map they may see: { overviewId, notes: [{ id, nodeId, content }] }
    with the overview (nodeId null) among the notes and at most one note per node. Refusals: NOT_FOUND as
    for userNotes, BAD_USER_INPUT ('The notes are not well formed.' and the like), PAYLOAD_TOO_LARGE
    ('The notes are too large to save (X MB; the limit is 1 MB).').
    """
    saveUserNotes(mapId: ID!, notes: JSON!): UserNotes!
  }

  type UserNotes {
    mapId: ID!
    notes: JSON
    "ISO 8601; null before the user saved any notes."
    updated: String
  }
`;
