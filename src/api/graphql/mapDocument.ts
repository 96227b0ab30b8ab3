/** One map document for the editor: loading it, creating a map, saving it and saving a copy. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MapDocumentRecord, MapRecord } from '../../model/map/record';
import { MAP_DOCUMENT_QUERY, MAP_RECORD_FIELD_LIST } from './mapDocumentQuery';

/**
 * Saves and creates answer without the document: the client holds what it sent, and a large map's
 * document is megabytes each way.
 */
const MAP_RECORD_FIELDS = gql`
  fragment MapRecordFields on MapDocument {${MAP_RECORD_FIELD_LIST}
  }
`;

/** The map with its document, for the editor (the query's text is shared with the page-load prefetch). */
export const MAP_DOCUMENT: TypedDocumentNode<{ map: MapDocumentRecord }, { mapId: string }> =
  gql(MAP_DOCUMENT_QUERY);

/** The map without its document: a version check (the server does not read the document for it). */
export const MAP_RECORD: TypedDocumentNode<{ map: MapRecord }, { mapId: string }> = gql`
  query MapRecord($mapId: ID!) {
    map(mapId: $mapId) {
      ...MapRecordFields
    }
  }
  ${MAP_RECORD_FIELDS}
`;

/** A new map owned by the user: empty without a document; in the folder `labelId` when given. */
export const CREATE_MAP: TypedDocumentNode<
  { createMap: MapRecord },
  { name: string; document?: unknown; labelId?: string | null }
> = gql`
  mutation CreateMap($name: String!, $document: JSON, $labelId: ID) {
    createMap(name: $name, document: $document, labelId: $labelId) {
      ...MapRecordFields
    }
  }
  ${MAP_RECORD_FIELDS}
`;

/**
 * Saves the document (its stored form: `storedMapDocument`) over the version the editor started from;
 * refused with CONFLICT when someone saved the map since.
 */
export const SAVE_MAP: TypedDocumentNode<
  { saveMap: MapRecord },
  { mapId: string; baseVersion: number; document: unknown }
> = gql`
  mutation SaveMap($mapId: ID!, $baseVersion: Int!, $document: JSON!) {
    saveMap(mapId: $mapId, baseVersion: $baseVersion, document: $document) {
      ...MapRecordFields
    }
  }
  ${MAP_RECORD_FIELDS}
`;

/** A copy of the document as a new map named `name`, owned by the user. */
export const SAVE_MAP_AS: TypedDocumentNode<
  { saveMapAs: MapRecord },
  { mapId: string; name: string; document: unknown }
> = gql`
  mutation SaveMapAs($mapId: ID!, $name: String!, $document: JSON!) {
    saveMapAs(mapId: $mapId, name: $name, document: $document) {
      ...MapRecordFields
    }
  }
  ${MAP_RECORD_FIELDS}
`;
