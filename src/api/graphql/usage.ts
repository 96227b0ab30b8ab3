/** The usage report of a map (spec 1 section 2). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MapUsageQuery, MapUsageQueryVariables } from './generated';

export const MAP_USAGE: TypedDocumentNode<MapUsageQuery, MapUsageQueryVariables> = gql`
    query MapUsage($mapId: ID!) {
      mapUsage(mapId: $mapId) {
        mapId
        dayUsage {
          date
          totalUses
          user {
            loads
            courseLoads
            shares
            updates
          }
          anonymous {
            loads
            courseLoads
            shares
            updates
          }
        }
      }
    }
  `;
