/** A user's own notes on a map: loading and saving them. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  SaveUserNotesMutation,
  SaveUserNotesMutationVariables,
  UserNotesQuery,
  UserNotesQueryVariables,
} from './generated';

export const USER_NOTES: TypedDocumentNode<UserNotesQuery, UserNotesQueryVariables> = gql`
  query UserNotes($mapId: ID!) {
    userNotes(mapId: $mapId) {
      mapId
      notes
      updated
    }
  }
`;

export const SAVE_USER_NOTES: TypedDocumentNode<SaveUserNotesMutation, SaveUserNotesMutationVariables> = gql`
  mutation SaveUserNotes($mapId: ID!, $notes: JSON!) {
    saveUserNotes(mapId: $mapId, notes: $notes) {
      mapId
      notes
      updated
    }
  }
`;
