/**
 * The editor's query for one map document, as text: a page load on a map route sends it before the
 * GraphQL client has loaded (./mapPrefetch.ts), and the client parses the same text (./mapDocument.ts).
 * Its fields are the map's record (the MapRecordFields fragment, which the record-only operations share)
 * the document, and personalising it (the user's flags and own additions). With a course id, the map as
 * that course opens it to the viewer (signed in or not). The magic comments let GraphQL Code Generator find both (codegen.ts).
 */

/** The fields of a map's record. */
export const MAP_RECORD_FIELDS_FRAGMENT = /* GraphQL */ `
  fragment MapRecordFields on MapDocument {
    id
    name
    version
    updated
    accessRight
    hasEditRights
    hasShareRights
  }
`;

export const MAP_DOCUMENT_QUERY = /* GraphQL */ `
  query MapDocument($mapId: ID!, $courseId: ID) {
    map(mapId: $mapId, courseId: $courseId) {
      ...MapRecordFields
      document
      copyAllowed
      personalisable
      canPersonalise
      isPersonalised
      userAdditions
    }
  }
  ${MAP_RECORD_FIELDS_FRAGMENT}
`;
