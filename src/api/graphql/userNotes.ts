/** A user's own notes on a map: loading and saving them. */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface UserNotesRecord {
  mapId: string;
  /** As stored, untrusted until the model has read it; null before the user saved any. */
  notes: unknown;
  updated: string | null;
}

export const USER_NOTES: TypedDocumentNode<{ userNotes: UserNotesRecord }, { mapId: string }> = gql`
  query UserNotes($mapId: ID!) {
    userNotes(mapId: $mapId) {
      mapId
      notes
      updated
    }
  }
`;

export const SAVE_USER_NOTES: TypedDocumentNode<
  { saveUserNotes: UserNotesRecord },
  { mapId: string; notes: unknown }
> = gql`
  mutation SaveUserNotes($mapId: ID!, $notes: JSON!) {
    saveUserNotes(mapId: $mapId, notes: $notes) {
      mapId
      notes
      updated
    }
  }
`;
