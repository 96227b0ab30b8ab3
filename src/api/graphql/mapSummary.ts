/** A map's presentations and questions in brief (spec 3 section 7, "course and map summary"). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MapSummaryContentQuery, MapSummaryContentQueryVariables } from './generated';

export const MAP_SUMMARY_CONTENT: TypedDocumentNode<MapSummaryContentQuery, MapSummaryContentQueryVariables> =
  gql`
  query MapSummaryContent($mapId: ID!) {
    mapSummary(mapId: $mapId) {
      id
      name
      ownerId
      presentations {
        id
        type
        name
        media {
          url
          duration
        }
        videos {
          url
          duration
        }
      }
      questions {
        id
        name
      }
    }
  }
`;
