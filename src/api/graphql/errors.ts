/**
 * The message to show for a failed GraphQL call: the server's own (they are written for people); for a
 * call that never got an answer, or got an HTTP error instead of one, the texts of the spec's error
 * catalogue (spec 2 section 8), never a browser's own words such as 'Failed to fetch'.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

export const TRANSPORT_MESSAGES = {
  noConnection: 'No connection to server.',
  unauthenticated: 'Unauthenticated Access. Please login again.',
  notFound: 'Network error. Check network connection',
  serverError: 'Server error.',
} as const;

const BY_STATUS: Readonly<Record<number, string>> = {
  401: TRANSPORT_MESSAGES.unauthenticated,
  404: TRANSPORT_MESSAGES.notFound,
  500: TRANSPORT_MESSAGES.serverError,
  503: TRANSPORT_MESSAGES.noConnection,
};

export function graphQLErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (ServerError.is(error)) return BY_STATUS[error.statusCode] ?? fallback;
  // fetch rejects with a TypeError when no answer came at all (offline, server unreachable).
  if (error instanceof TypeError) return TRANSPORT_MESSAGES.noConnection;
  return fallback;
}
