/**
 * The editor's query for one map document, as text: a page load on a map route sends it before the
 * GraphQL client has loaded (./mapPrefetch.ts), and the client parses the same text (./mapDocument.ts).
 * Its fields are the map's record (the MapRecordFields fragment's, from the same list) and the document.
 */

/** The fields of a map's record (MapRecordFields in ./mapDocument.ts). */
export const MAP_RECORD_FIELD_LIST = `
    id
    name
    version
    updated
    accessRight
    hasEditRights
    hasShareRights`;

export const MAP_DOCUMENT_QUERY = `query MapDocument($mapId: ID!) {
  map(mapId: $mapId) {${MAP_RECORD_FIELD_LIST}
    document
  }
}`;
