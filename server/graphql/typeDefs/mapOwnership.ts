/** A map as something its owner manages: rename, delete, shares (issue 23; server/maps/ownership.ts). */
export const mapOwnershipTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Who the map is shared with, for a user who may share it (its owner, or a share with admin rights).
    Refusals: NOT_FOUND ('Map not found.'), FORBIDDEN ("Only the map's owner can share or delete it.").
    """
    mapShares(mapId: ID!): [MapShare!]!
  }

  extend type Mutation {
    """
    Renames a map the user may edit; its version moves on. Refusals: BAD_USER_INPUT ('The map needs a
    name.'), NOT_FOUND ('Map not found.'), FORBIDDEN ('You do not have edit rights on this map.').
    """
    renameMap(mapId: ID!, name: String!): RenamedMap!
    """
    Deletes a map the user may share, with its shares. Answers its id. Refusals: those of mapShares, and
    CONFLICT ('This map has a course made from it: it cannot be deleted while the course exists.').
    """
    deleteMap(mapId: ID!): ID!
    """
    Shares the map with the user whose e-mail address is email (again: changes the right). Answers the
    map's shares. Refusals: those of mapShares, and BAD_USER_INPUT ('There is no user with the e-mail
    address <email>.', 'You cannot share a map with its owner.').
    """
    shareMap(mapId: ID!, email: String!, accessRight: ShareRight!): [MapShare!]!
    "Removes a user's share of the map. Answers the map's shares. Refusals: those of mapShares."
    unshareMap(mapId: ID!, userId: ID!): [MapShare!]!
  }

  "The rights a share gives."
  enum ShareRight {
    view
    edit
  }

  "A user a map is shared with, as its owner sees them."
  type MapShare {
    userId: ID!
    email: String!
    firstName: String!
    lastName: String!
    accessRight: String!
  }

  type RenamedMap {
    id: ID!
    name: String!
    version: Int!
    "ISO 8601."
    updated: String!
  }
`;
