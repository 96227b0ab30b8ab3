/** Recall's texts shared by the screen and the server's refusals: one home, imported where shown. */
import { RECALL_LIMITS } from './constants';

export const RECALL_MESSAGES = {
  levelNotFound: 'Level not found.',
  itemNotFound: 'Recall item not found.',
  nothingToRecall: 'There are no nodes to recall here.',
  notInScope: (nodeId: string) => `Node ${nodeId} is not one of the nodes to recall.`,
  durationOutOfRange: `A recall session lasts from 0 to ${RECALL_LIMITS.maxDurationMs / 3_600_000} hours.`,
  noMatch: (text: string) => `No node matches '${text}'.`,
} as const;
