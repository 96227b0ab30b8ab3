/** One map document for the editor. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AccessRight } from '../../model/map/constants';

export interface MapDocumentRecord {
  id: string;
  name: string;
  version: number;
  updated: string;
  /** The stored document, untrusted until the model's loader has read it. */
  document: unknown;
  accessRight: AccessRight;
  hasEditRights: boolean;
  hasShareRights: boolean;
}

export const MAP_DOCUMENT: TypedDocumentNode<{ map: MapDocumentRecord }, { mapId: string }> = gql`
  query MapDocument($mapId: ID!) {
    map(mapId: $mapId) {
      id
      name
      version
      updated
      document
      accessRight
      hasEditRights
      hasShareRights
    }
  }
`;
