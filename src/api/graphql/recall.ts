/**
 * Recall results over GraphQL (server/graphql/typeDefs/recall.ts): the server side of RecallStore
 * (src/stores/recall/RecallStore.ts). What the server answers is read into the model's types here.
 */
import { type ApolloClient, gql, type TypedDocumentNode } from '@apollo/client';
import type { RecallResult, RecallScope } from '../../model/recall/types';
import { callForData } from './errors';
import type {
  RecallResultFieldsFragment,
  RecallResultsQuery,
  RecallResultsQueryVariables,
  SaveRecallResultMutation,
  SaveRecallResultMutationVariables,
} from './generated';

const RECALL_RESULT_FIELDS = gql`
  fragment RecallResultFields on RecallResult {
    id
    mapId
    itemId
    category
    summary {
      matches
      available
    }
    details {
      recalledNodes {
        id
        title
      }
      missedNodes {
        id
        title
      }
      restrictToLevelId
    }
    durationMs
    createdAt
  }
`;

/** The signed-in learner's results on a map, newest first. */
export const RECALL_RESULTS: TypedDocumentNode<RecallResultsQuery, RecallResultsQueryVariables> = gql`
  query RecallResults($mapId: ID!) {
    recallResults(mapId: $mapId) {
      ...RecallResultFields
    }
  }
  ${RECALL_RESULT_FIELDS}
`;

export const SAVE_RECALL_RESULT: TypedDocumentNode<
  SaveRecallResultMutation,
  SaveRecallResultMutationVariables
> = gql`
  mutation SaveRecallResult($result: RecallResultInput!) {
    saveRecallResult(result: $result) {
      ...RecallResultFields
    }
  }
  ${RECALL_RESULT_FIELDS}
`;

/** A finished session as sent: the server works out the titles and the missed nodes itself. */
export interface FinishedRecall {
  scope: RecallScope;
  recalledNodeIds: readonly string[];
  durationMs: number;
}

/** The calls RecallStore makes, bound to one map. */
export interface RecallResultsApi {
  /** The learner's results on the map, newest first. */
  loadResults(): Promise<RecallResult[]>;
  /** Stores a finished session; answers the result as the server stored it. */
  saveResult(finished: FinishedRecall): Promise<RecallResult>;
}

export const RECALL_CALL_MESSAGES = {
  loadFailed: 'Your recall results could not be loaded.',
  saveFailed: 'Your recall result could not be saved.',
} as const;

export function readRecallResult(stored: RecallResultFieldsFragment): RecallResult {
  const node = ({ id, title }: { id: string; title: string }) => ({ id, title });
  return {
    id: stored.id,
    mapId: stored.mapId,
    itemId: stored.itemId ?? null,
    category: 'recall',
    summary: { matches: stored.summary.matches, available: stored.summary.available },
    details: {
      recalledNodes: stored.details.recalledNodes.map(node),
      missedNodes: stored.details.missedNodes.map(node),
      restrictToLevelId: stored.details.restrictToLevelId ?? null,
    },
    durationMs: stored.durationMs,
    createdAt: stored.createdAt,
  };
}

/** Results are the learner's own and grow with every session: nothing is read from the cache. */
const FRESH = { fetchPolicy: 'no-cache' } as const;

export function apolloRecallResults(client: ApolloClient, mapId: string): RecallResultsApi {
  return {
    loadResults: async () => {
      const data = await callForData(
        async () => (await client.query({ query: RECALL_RESULTS, variables: { mapId }, ...FRESH })).data,
        RECALL_CALL_MESSAGES.loadFailed,
      );
      return data.recallResults.map(readRecallResult);
    },
    saveResult: async ({ scope, recalledNodeIds, durationMs }) =>
      readRecallResult(
        await callForData(
          async () =>
            (
              await client.mutate({
                mutation: SAVE_RECALL_RESULT,
                variables: {
                  result: {
                    mapId,
                    levelId: scope.kind === 'level' ? scope.levelId : null,
                    itemId: scope.kind === 'item' ? scope.itemId : null,
                    recalledNodeIds: [...recalledNodeIds],
                    durationMs: Math.round(durationMs),
                  },
                },
                ...FRESH,
              })
            ).data?.saveRecallResult,
          RECALL_CALL_MESSAGES.saveFailed,
        ),
      ),
  };
}
