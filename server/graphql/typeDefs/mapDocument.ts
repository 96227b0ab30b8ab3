/** One map document for the editor (DESIGN.md: documents travel through GraphQL). */
export const mapDocumentTypeDefs = /* GraphQL */ `
  "Any JSON value: a map document as stored (spec 2 section 3)."
  scalar JSON

  extend type Query {
    """
    The map with the signed-in user's rights on it. 'Map not found.' (NOT_FOUND) for a map that does not
    exist or that the user may not see. Asking for its document counts a load in the map's usage; without
    the document (a version check) the document is not read. With courseId (the course made from the map),
    signed in or not: the map as the course opens it to this viewer (courseHome's rules), view rights only,
    its document holding only what is open to them (a lesson beyond their preview is left out, and the
    questions unless their quizzes are open).
    """
    map(mapId: ID!, courseId: ID): MapDocument!
  }

  extend type Mutation {
    """
    A new map owned by the signed-in user: the document given (a stored or imported map; its id and name
    become the new map's) or, without one, an empty map; in the user's folder labelId when given.
    Refusals: BAD_USER_INPUT ('The map needs a name.', 'The map is not valid: <first error>' with up to
    three errors in extensions.errors), PAYLOAD_TOO_LARGE ('The map is too large to save (X MB; the limit
    is Y MB).'), NOT_FOUND ('Folder not found.').
    """
    createMap(name: String!, document: JSON, labelId: ID): MapDocument!
    """
    Replaces the document of a map the user may edit (owner, or shared with edit or admin rights), if it is
    still at baseVersion; its name becomes the document's. Answers the map with its new version.
    Refusals: those of createMap, and NOT_FOUND ('Map not found.'), FORBIDDEN ('You do not have edit rights
    on this map.'), CONFLICT when someone saved the map since baseVersion (nothing is changed).
    """
    saveMap(mapId: ID!, baseVersion: Int!, document: JSON!): MapDocument!
    """
    A copy of the document as a new map named name, owned by the signed-in user, who must be able to edit
    the map mapId it is saved from. Refusals: those of saveMap but CONFLICT, and FORBIDDEN ('This map is part
    of a course that does not permit copies.') for a map in such a course, to anyone but its author.
    """
    saveMapAs(mapId: ID!, name: String!, document: JSON!): MapDocument!
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
    "Whether the signed-in user may save a copy (Save as): edit rights, and a course holding the map permits copies."
    copyAllowed: Boolean!
  }
`;
