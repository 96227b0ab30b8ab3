import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { NEVER, Observable, of } from 'rxjs';
import type { MapSummary, UserTag } from '../../../src/api/graphql';

export const VIEWER = 'me';

/** A map summary as the server answers it, with its type names. */
export function mapRow(
  id: string,
  name: string,
  options: { owner?: string; tags?: UserTag[]; labels?: string[]; date?: string } = {},
): MapSummary & { __typename: 'MapSummary' } {
  const owner = options.owner ?? VIEWER;
  const stamp = (date: string) => ({ __typename: 'ChangeStamp', date, userId: owner });
  return {
    __typename: 'MapSummary',
    id,
    name,
    owner: {
      __typename: 'Person',
      id: owner,
      firstName: owner === VIEWER ? 'Ada' : 'Grace',
      lastName: owner === VIEWER ? 'Lovelace' : 'Hopper',
    } as MapSummary['owner'],
    userTags: options.tags ?? [],
    labels: options.labels ?? [],
    updated: stamp(options.date ?? '2026-01-01T10:00:00.000Z'),
    created: stamp('2025-01-01T10:00:00.000Z'),
  };
}

export const label = (id: string, name: string) => ({
  __typename: 'Label' as const,
  id,
  name,
  displayName: name.slice(name.lastIndexOf('/') + 1),
});

export interface SentOperation {
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

/** What the fake server answers to one operation: data, a GraphQL error, or nothing ever ('hang'). */
export type Answer =
  | Record<string, unknown>
  | { error: string; code?: string }
  | 'hang'
  | ((variables: Record<string, unknown>) => Record<string, unknown> | { error: string; code?: string });

type Failure = { error: string; code?: string };
const isFailure = (answer: unknown): answer is Failure =>
  typeof answer === 'object' && answer !== null && typeof (answer as Failure).error === 'string';

/** A client whose fake server answers by operation name and records what it was sent. */
export function fakeServer(answers: Record<string, Answer>) {
  const sent: SentOperation[] = [];
  const link = new ApolloLink((operation) => {
    sent.push({ operationName: operation.operationName, variables: operation.variables });
    const entry = answers[operation.operationName ?? ''];
    if (entry === 'hang') return NEVER;
    const answer = typeof entry === 'function' ? entry(operation.variables) : entry;
    if (isFailure(answer)) {
      const { error, code } = answer;
      return new Observable((observer) => {
        observer.next({ errors: [new GraphQLError(error, code ? { extensions: { code } } : {})] });
        observer.complete();
      });
    }
    return of({ data: answer ?? null });
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  return { client, sent, named: (name: string) => sent.filter((entry) => entry.operationName === name) };
}
