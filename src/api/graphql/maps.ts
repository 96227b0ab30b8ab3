/** The maps area: map summaries, per-user tags and folders (spec 1 section 7). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AddUserTagToMapsMutation,
  AddUserTagToMapsMutationVariables,
  CreateLabelMutation,
  CreateLabelMutationVariables,
  DeleteLabelMutation,
  DeleteLabelMutationVariables,
  GetMapLabelsQuery,
  GetMapLabelsQueryVariables,
  GetMapsForSharingQuery,
  GetMapsForSharingQueryVariables,
  MapsQuery,
  MapsQueryVariables,
  MoveMapsToLabelMutation,
  MoveMapsToLabelMutationVariables,
  RemoveUserTagFromMapsMutation,
  RemoveUserTagFromMapsMutationVariables,
  RenameLabelMutation,
  RenameLabelMutationVariables,
} from './generated';

const MAP_SUMMARY = gql`
  fragment MapSummaryFields on MapSummary {
    id
    name
    owner {
      id
      firstName
      lastName
    }
    userTags
    labels
    updated {
      date
      userId
    }
    created {
      date
      userId
    }
  }
`;

/** Every map the user can see (the client filters by view, so switching views needs no request). */
export const MAPS: TypedDocumentNode<MapsQuery, MapsQueryVariables> = gql`
  query Maps($view: MapView, $labelId: ID) {
    maps(view: $view, labelId: $labelId) {
      ...MapSummaryFields
    }
  }
  ${MAP_SUMMARY}
`;

export const GET_MAP_LABELS: TypedDocumentNode<GetMapLabelsQuery, GetMapLabelsQueryVariables> = gql`
  query GetMapLabels {
    user {
      id
    }
    mapLabels {
      id
      name
      displayName
    }
  }
`;

export const GET_MAPS_FOR_SHARING: TypedDocumentNode<
  GetMapsForSharingQuery,
  GetMapsForSharingQueryVariables
> = gql`
    query GetMapsForSharing {
      getMapsForSharing {
        ...MapSummaryFields
      }
    }
    ${MAP_SUMMARY}
  `;

export const ADD_USER_TAG_TO_MAPS: TypedDocumentNode<
  AddUserTagToMapsMutation,
  AddUserTagToMapsMutationVariables
> = gql`
  mutation AddUserTagToMaps($mapIds: [ID!]!, $tag: UserTag!) {
    addUserTagToMaps(mapIds: $mapIds, tag: $tag) {
      ...MapSummaryFields
    }
  }
  ${MAP_SUMMARY}
`;

export const REMOVE_USER_TAG_FROM_MAPS: TypedDocumentNode<
  RemoveUserTagFromMapsMutation,
  RemoveUserTagFromMapsMutationVariables
> = gql`
  mutation RemoveUserTagFromMaps($mapIds: [ID!]!, $tag: UserTag!) {
    removeUserTagFromMaps(mapIds: $mapIds, tag: $tag) {
      ...MapSummaryFields
    }
  }
  ${MAP_SUMMARY}
`;

export const MOVE_MAPS_TO_LABEL: TypedDocumentNode<
  MoveMapsToLabelMutation,
  MoveMapsToLabelMutationVariables
> = gql`
  mutation MoveMapsToLabel($mapIds: [ID!]!, $labelId: ID) {
    moveMapsToLabel(mapIds: $mapIds, labelId: $labelId) {
      ...MapSummaryFields
    }
  }
  ${MAP_SUMMARY}
`;

export const CREATE_LABEL: TypedDocumentNode<CreateLabelMutation, CreateLabelMutationVariables> = gql`
  mutation CreateLabel($name: String!) {
    createLabel(name: $name) {
      id
      name
      displayName
    }
  }
`;

export const RENAME_LABEL: TypedDocumentNode<RenameLabelMutation, RenameLabelMutationVariables> = gql`
  mutation RenameLabel($id: ID!, $name: String!) {
    renameLabel(id: $id, name: $name) {
      id
      name
      displayName
    }
  }
`;

export const DELETE_LABEL: TypedDocumentNode<DeleteLabelMutation, DeleteLabelMutationVariables> = gql`
  mutation DeleteLabel($labelId: ID!) {
    deleteLabel(labelId: $labelId)
  }
`;
