/** Folders (labels) of the maps area (spec 1 sections 3, 5 and 7). */
export const labelsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in user's folders, by name (the client's GetMapLabels also reads user { id })."
    mapLabels: [Label!]!
  }

  extend type Mutation {
    """
    A new folder. Trimmed; a slash makes a subfolder path ('Science/Biology'), each segment non-empty.
    A name another folder has, without regard to case, fails with 'Duplicate name' (code CONFLICT).
    """
    createLabel(name: String!): Label!
    """
    Renames a folder: the new name replaces the last segment of its path, has no slash and is non-empty
    after trim. Subfolders follow. Answers every renamed folder. 'Duplicate name' as for createLabel.
    """
    renameLabel(id: ID!, name: String!): [Label!]!
    "Deletes a folder and its subfolders (their maps stay). Answers the deleted folder ids."
    deleteLabel(labelId: ID!): [ID!]!
    """
    Moves maps into a folder: each leaves the user's other folders. Without labelId the maps leave every
    folder (uncategorised). All or nothing. Answers the maps' new summaries.
    """
    moveMapsToLabel(mapIds: [ID!]!, labelId: ID): [MapSummary!]!
  }

  type Label {
    id: ID!
    "The full path, e.g. 'Science/Biology'."
    name: String!
    "The last segment of the path, e.g. 'Biology'."
    displayName: String!
  }
`;
