/** The messages between the main thread and the truth worker (docs/truth.md). */
import type { TruthMapInput } from '../src/model/truth';

/** Every request carries an id its answer repeats, so answers can be matched to promises. */
export type TruthRequest =
  /** Compiles a map (only the fields the calculation reads need be sent) and calculates it. */
  | { requestId: number; type: 'load'; map: TruthMapInput; levelId?: number }
  /** Recalculates everything from the current manual strengths. */
  | { requestId: number; type: 'calculate' }
  /** Sets one node's manual strength (null clears it) and propagates the change. */
  | { requestId: number; type: 'setStrength'; nodeId: string; strength: number | null };

/** Truth values of some nodes: `truth[i]` and `calculated[i]` belong to `nodeIds[i]`. */
export interface TruthValues {
  nodeIds: readonly string[];
  truth: Float32Array;
  /** What the inputs give, before a manual strength; for dissonance statuses. */
  calculated: Float32Array;
}

export type TruthResponse =
  /** `nodeIds` fixes the order of every later 'calculated' answer, so ids cross over once. */
  | { requestId: number; type: 'loaded'; nodeIds: readonly string[]; inputCount: number }
  /** Every node, in the order of the 'loaded' answer's nodeIds. */
  | { requestId: number; type: 'calculated'; truth: Float32Array; calculated: Float32Array }
  /** Only the nodes whose values changed. */
  | ({ requestId: number; type: 'changed' } & TruthValues)
  | { requestId: number; type: 'error'; message: string };

export const TRUTH_WORKER_MESSAGES = {
  noMap: 'No map is loaded in the truth worker.',
  noNode: (id: string) => `No node with id '${id}' in the truth worker's map.`,
  unknownRequest: 'Unknown truth worker request.',
  stopped: 'The truth worker was stopped.',
  failed: (detail: string) => `The truth worker failed: ${detail}`,
} as const;

/** The buffers an answer can hand over instead of copying. */
export function transferablesOf(response: TruthResponse): ArrayBuffer[] {
  if (response.type !== 'calculated' && response.type !== 'changed') return [];
  return [response.truth.buffer, response.calculated.buffer].filter(
    (buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer,
  );
}
