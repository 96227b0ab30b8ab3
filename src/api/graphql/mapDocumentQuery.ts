/**
 * The editor's query for one map document, as text: a page load on a map route sends it before the
 * GraphQL client has loaded (./mapPrefetch.ts), and the client parses the same text (./mapDocument.ts).
 * Its fields are the map's record (MapRecordFields) and the document; a test holds them equal.
 */
export const MAP_DOCUMENT_QUERY = `query MapDocument($mapId: ID!) {
  map(mapId: $mapId) {
    id
    name
    version
    updated
    accessRight
    hasEditRights
    hasShareRights
    document
  }
}`;
