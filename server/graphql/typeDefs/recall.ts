/**
 * Recall practice (spec 3 sections 3 and 4.6): a learner names a map's nodes from memory; each finished
 * session's result is stored for them. The server works out which nodes were available and their titles
 * from the stored map (src/model/recall/scope.ts), so a result cannot name nodes the map does not have.
 */
export const recallTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The signed-in learner's recall results on a map they may see, newest first (at most 100).
    'Map not found.' (NOT_FOUND) for a map that does not exist or that the user may not see.
    """
    recallResults(mapId: ID!): [RecallResult!]!
  }

  extend type Mutation {
    """
    Stores the result of a finished recall session and answers it as stored: the nodes available in the
    session's scope (the whole map, one level, or one recall item's nodes), those recalled and those
    missed, with their titles as the map has them. Refusals, which store nothing: NOT_FOUND as for
    recallResults; BAD_USER_INPUT for a level or recall item the map does not have, a node that is not one
    of the scope's nodes, or a duration out of range.
    """
    saveRecallResult(result: RecallResultInput!): RecallResult!
  }

  input RecallResultInput {
    mapId: ID!
    "The level recalled on its own (/{id}/recall/layer/{layerId}); null for the whole map or an item."
    levelId: Int
    "The recall item recalled (/{id}/recall/{itemId}); null otherwise."
    itemId: ID
    "The nodes the learner named, each once."
    recalledNodeIds: [ID!]!
    "How long the session took, in milliseconds."
    durationMs: Int!
  }

  type RecallNode {
    id: ID!
    title: String!
  }

  type RecallSummary {
    "How many nodes were named."
    matches: Int!
    "How many nodes there were to name."
    available: Int!
  }

  type RecallDetails {
    recalledNodes: [RecallNode!]!
    missedNodes: [RecallNode!]!
    restrictToLevelId: Int
  }

  type RecallResult {
    id: ID!
    mapId: ID!
    itemId: ID
    "Always 'recall'."
    category: String!
    summary: RecallSummary!
    details: RecallDetails!
    durationMs: Int!
    "ISO date."
    createdAt: String!
  }
`;
