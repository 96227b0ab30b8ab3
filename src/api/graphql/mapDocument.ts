/** One map document for the editor: loading it, creating a map, saving it and saving a copy. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AccessRight } from '../../model/map/constants';
import type {
  CreateMapMutation,
  CreateMapMutationVariables,
  MapDocumentQuery,
  MapDocumentQueryVariables,
  MapRecordQuery,
  MapRecordQueryVariables,
  SaveMapAsMutation,
  SaveMapAsMutationVariables,
  SaveMapMutation,
  SaveMapMutationVariables,
} from './generated';
import { MAP_DOCUMENT_QUERY, MAP_RECORD_FIELDS_FRAGMENT } from './mapDocumentQuery';

/**
 * A generated answer whose map record has the domain's AccessRight: the schema types the right as a
 * String, and the server answers only the model's rights (src/model/access). Readers take the records as
 * the model's MapRecord and MapDocumentRecord, so a field the documents stop asking for fails the typecheck.
 */
type WithAccessRight<Answer> = {
  [Field in keyof Answer]: Omit<Answer[Field], 'accessRight'> & { accessRight: AccessRight };
};

/**
 * Saves and creates answer without the document: the client holds what it sent, and a large map's
 * document is megabytes each way.
 */
const MAP_RECORD_FIELDS = gql(MAP_RECORD_FIELDS_FRAGMENT);

/** The map with its document, for the editor (the query's text is shared with the page-load prefetch). */
export const MAP_DOCUMENT: TypedDocumentNode<
  WithAccessRight<MapDocumentQuery>,
  MapDocumentQueryVariables
> = gql(MAP_DOCUMENT_QUERY);

/** The map without its document: a version check (the server does not read the document for it). */
export const MAP_RECORD: TypedDocumentNode<WithAccessRight<MapRecordQuery>, MapRecordQueryVariables> = gql`
  query MapRecord($mapId: ID!) {
    map(mapId: $mapId) {
      ...MapRecordFields
    }
  }
  ${MAP_RECORD_FIELDS}
`;

/** A new map owned by the user: empty without a document; in the folder `labelId` when given. */
export const CREATE_MAP: TypedDocumentNode<
  WithAccessRight<CreateMapMutation>,
  CreateMapMutationVariables
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
export const SAVE_MAP: TypedDocumentNode<WithAccessRight<SaveMapMutation>, SaveMapMutationVariables> = gql`
  mutation SaveMap($mapId: ID!, $baseVersion: Int!, $document: JSON!) {
    saveMap(mapId: $mapId, baseVersion: $baseVersion, document: $document) {
      ...MapRecordFields
    }
  }
  ${MAP_RECORD_FIELDS}
`;

/** A copy of the document as a new map named `name`, owned by the user. */
export const SAVE_MAP_AS: TypedDocumentNode<
  WithAccessRight<SaveMapAsMutation>,
  SaveMapAsMutationVariables
> = gql`
  mutation SaveMapAs($mapId: ID!, $name: String!, $document: JSON!) {
    saveMapAs(mapId: $mapId, name: $name, document: $document) {
      ...MapRecordFields
    }
  }
  ${MAP_RECORD_FIELDS}
`;
