/** A map as something its owner manages: rename, delete, share, unshare, its shares (issue 23). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  DeleteMapMutation,
  DeleteMapMutationVariables,
  MapSharesQuery,
  MapSharesQueryVariables,
  RenameMapMutation,
  RenameMapMutationVariables,
  ShareMapMutation,
  ShareMapMutationVariables,
  UnshareMapMutation,
  UnshareMapMutationVariables,
} from './generated';

const MAP_SHARE = gql`
  fragment MapShareFields on MapShare {
    userId
    email
    firstName
    lastName
    accessRight
  }
`;

export const MAP_SHARES: TypedDocumentNode<MapSharesQuery, MapSharesQueryVariables> = gql`
  query MapShares($mapId: ID!) {
    mapShares(mapId: $mapId) {
      ...MapShareFields
    }
  }
  ${MAP_SHARE}
`;

export const RENAME_MAP: TypedDocumentNode<RenameMapMutation, RenameMapMutationVariables> = gql`
  mutation RenameMap($mapId: ID!, $name: String!) {
    renameMap(mapId: $mapId, name: $name) {
      id
      name
      version
      updated
    }
  }
`;

export const DELETE_MAP: TypedDocumentNode<DeleteMapMutation, DeleteMapMutationVariables> = gql`
  mutation DeleteMap($mapId: ID!) {
    deleteMap(mapId: $mapId)
  }
`;

export const SHARE_MAP: TypedDocumentNode<ShareMapMutation, ShareMapMutationVariables> = gql`
  mutation ShareMap($mapId: ID!, $email: String!, $accessRight: ShareRight!) {
    shareMap(mapId: $mapId, email: $email, accessRight: $accessRight) {
      ...MapShareFields
    }
  }
  ${MAP_SHARE}
`;

export const UNSHARE_MAP: TypedDocumentNode<UnshareMapMutation, UnshareMapMutationVariables> = gql`
  mutation UnshareMap($mapId: ID!, $userId: ID!) {
    unshareMap(mapId: $mapId, userId: $userId) {
      ...MapShareFields
    }
  }
  ${MAP_SHARE}
`;
