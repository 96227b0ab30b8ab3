import { CombinedGraphQLErrors } from '@apollo/client';
import { useCallback } from 'react';
import { useStores } from '../../shell/StoreContext';
import { mapsStrings } from './strings';

/** Codes whose message the server meant for the user as it is ('Duplicate name', 'Folder not found.'). */
const USER_FACING_CODES = new Set(['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND', 'FORBIDDEN']);

/** The text of a failed GraphQL call: its errors' messages, else the error's own message. */
export function errorDetail(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((entry) => entry.message).join(' ');
  if (error instanceof Error) return error.message;
  return String(error);
}

/** True when the server refused the request with a message meant for the user (shown in the dialog). */
export function isUserFacingError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => USER_FACING_CODES.has(String(entry.extensions?.code ?? '')))
  );
}

/** Shows a failed call in the notification area under its named message of spec 1 section 8. */
export function useErrorNotice(): (name: string, error: unknown) => void {
  const { notifications } = useStores();
  return useCallback(
    (name: string, error: unknown) => {
      notifications.notify({
        alertType: 'error',
        topic: 'maps',
        text: mapsStrings.errorText(name, errorDetail(error)),
      });
    },
    [notifications],
  );
}
