/** The maps area: map summaries, per-user tags and folders (spec 1 section 7). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Label, MapSummary, MapView, UserTag } from './types';

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
export const MAPS: TypedDocumentNode<{ maps: MapSummary[] }, { view?: MapView; labelId?: string }> = gql`
  query Maps($view: MapView, $labelId: ID) {
    maps(view: $view, labelId: $labelId) {
      ...MapSummaryFields
    }
  }
  ${MAP_SUMMARY}
`;

export const GET_MAP_LABELS: TypedDocumentNode<
  { user: { id: string }; mapLabels: Label[] },
  Record<string, never>
> = gql`
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
  { getMapsForSharing: MapSummary[] },
  Record<string, never>
> = gql`
    query GetMapsForSharing {
      getMapsForSharing {
        ...MapSummaryFields
      }
    }
    ${MAP_SUMMARY}
  `;

export const ADD_USER_TAG_TO_MAPS: TypedDocumentNode<
  { addUserTagToMaps: MapSummary[] },
  { mapIds: string[]; tag: UserTag }
> = gql`
  mutation AddUserTagToMaps($mapIds: [ID!]!, $tag: UserTag!) {
    addUserTagToMaps(mapIds: $mapIds, tag: $tag) {
      ...MapSummaryFields
    }
  }
  ${MAP_SUMMARY}
`;

export const REMOVE_USER_TAG_FROM_MAPS: TypedDocumentNode<
  { removeUserTagFromMaps: MapSummary[] },
  { mapIds: string[]; tag: UserTag }
> = gql`
  mutation RemoveUserTagFromMaps($mapIds: [ID!]!, $tag: UserTag!) {
    removeUserTagFromMaps(mapIds: $mapIds, tag: $tag) {
      ...MapSummaryFields
    }
  }
  ${MAP_SUMMARY}
`;

export const MOVE_MAPS_TO_LABEL: TypedDocumentNode<
  { moveMapsToLabel: MapSummary[] },
  { mapIds: string[]; labelId?: string | null }
> = gql`
  mutation MoveMapsToLabel($mapIds: [ID!]!, $labelId: ID) {
    moveMapsToLabel(mapIds: $mapIds, labelId: $labelId) {
      ...MapSummaryFields
    }
  }
  ${MAP_SUMMARY}
`;

export const CREATE_LABEL: TypedDocumentNode<{ createLabel: Label }, { name: string }> = gql`
  mutation CreateLabel($name: String!) {
    createLabel(name: $name) {
      id
      name
      displayName
    }
  }
`;

export const RENAME_LABEL: TypedDocumentNode<{ renameLabel: Label[] }, { id: string; name: string }> = gql`
  mutation RenameLabel($id: ID!, $name: String!) {
    renameLabel(id: $id, name: $name) {
      id
      name
      displayName
    }
  }
`;

export const DELETE_LABEL: TypedDocumentNode<{ deleteLabel: string[] }, { labelId: string }> = gql`
  mutation DeleteLabel($labelId: ID!) {
    deleteLabel(labelId: $labelId)
  }
`;
