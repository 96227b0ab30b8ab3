/** Personalising a map (issue 23): the owner's switch, and a reader's own additions. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  MapPersonalisableQuery,
  MapPersonalisableQueryVariables,
  SaveUserAdditionsMutation,
  SaveUserAdditionsMutationVariables,
  SetMapPersonalisableMutation,
  SetMapPersonalisableMutationVariables,
} from './generated';

/** Whether the owner lets readers personalise the map (asked without the map's document). */
export const MAP_PERSONALISABLE: TypedDocumentNode<MapPersonalisableQuery, MapPersonalisableQueryVariables> =
  gql`
  query MapPersonalisable($mapId: ID!) {
    map(mapId: $mapId) {
      id
      personalisable
    }
  }
`;

export const SET_MAP_PERSONALISABLE: TypedDocumentNode<
  SetMapPersonalisableMutation,
  SetMapPersonalisableMutationVariables
> = gql`
  mutation SetMapPersonalisable($mapId: ID!, $personalisable: Boolean!) {
    setMapPersonalisable(mapId: $mapId, personalisable: $personalisable)
  }
`;

export const SAVE_USER_ADDITIONS: TypedDocumentNode<
  SaveUserAdditionsMutation,
  SaveUserAdditionsMutationVariables
> = gql`
  mutation SaveUserAdditions($mapId: ID!, $additions: JSON!) {
    saveUserAdditions(mapId: $mapId, additions: $additions) {
      mapId
      updated
    }
  }
`;
