import { GraphQLError } from 'graphql';

/**
 * The errors of a GraphQL answer that no resolver meant: a refusal (AppError, UNAUTHENTICATED, a
 * validation error) is a GraphQLError of its own; a bug or a failing dependency is wrapped in one as
 * its `originalError`.
 */
export function unexpectedCauses(errors: readonly unknown[]): unknown[] {
  const causes: unknown[] = [];
  for (const error of errors) {
    const cause = error instanceof GraphQLError ? error.originalError : error;
    if (cause && !(cause instanceof GraphQLError)) causes.push(cause);
  }
  return causes;
}
