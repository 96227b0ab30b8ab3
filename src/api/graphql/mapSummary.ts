/** A map's presentations and questions in brief (spec 3 section 7, "course and map summary"), and its
 * course outline as stored; with a course id, as that course opens the map to the viewer. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MapSummaryContentQuery, MapSummaryContentQueryVariables } from './generated';

export const MAP_SUMMARY_CONTENT: TypedDocumentNode<MapSummaryContentQuery, MapSummaryContentQueryVariables> =
  gql`
  query MapSummaryContent($mapId: ID!, $courseId: ID) {
    mapSummary(mapId: $mapId, courseId: $courseId) {
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
        text
      }
      courseItems
    }
  }
`;
