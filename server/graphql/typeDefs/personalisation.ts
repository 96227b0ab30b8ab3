/** Personalising a map (issue 23; spec 2 sections 3, 4 and 6): readers' own additions, kept for them alone. */
export const personalisationTypeDefs = /* GraphQL */ `
  extend type MapDocument {
    "Whether the owner lets readers (view rights, no edit rights) add their own nodes and connections."
    personalisable: Boolean!
    "Whether the signed-in user may personalise the map: it is personalisable and they cannot edit it."
    canPersonalise: Boolean!
    "Whether the signed-in user has additions of their own stored on the map."
    isPersonalised: Boolean!
    """
    The signed-in user's own additions, { nodes, connections } in the stored form of a map's nodes and
    connections; null where they have none. Nobody else's are ever answered.
    """
    userAdditions: JSON
  }

  extend type Mutation {
    """
    Lets readers of the map add their own nodes and connections, or stops new readers from starting to.
    The map's owner only: FORBIDDEN ('Only the map's owner can share or delete it.'); NOT_FOUND ('Map not
    found.') for a map the user may not see. Answers the flag as set.
    """
    setMapPersonalisable(mapId: ID!, personalisable: Boolean!): Boolean!
    """
    Replaces the signed-in user's own additions to a map, { nodes, connections }, for a user who can
    personalise it or already has additions on it; empty lists remove them. The author's map is never
    changed. Refusals: NOT_FOUND as for map, FORBIDDEN ('You cannot add your own nodes to this map: ...'),
    BAD_USER_INPUT ('Your additions are not valid: <first error>', e.g. a connection to an unknown node),
    PAYLOAD_TOO_LARGE ('Your additions are too large to save (X MB; the limit is 1 MB).').
    """
    saveUserAdditions(mapId: ID!, additions: JSON!): UserAdditions!
  }

  type UserAdditions {
    mapId: ID!
    "Null once none are left."
    additions: JSON
    "ISO 8601; null when none are stored."
    updated: String
  }
`;
