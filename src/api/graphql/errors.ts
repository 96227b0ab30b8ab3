/** The message to show for a failed GraphQL call: the server's own (they are written for people). */
import { CombinedGraphQLErrors } from '@apollo/client';

export function graphQLErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}
