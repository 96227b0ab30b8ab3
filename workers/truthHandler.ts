/** The truth worker's logic as a function, message in and answer out, testable without a Worker. */
import {
  calculateTruth,
  compileTruthGraph,
  type TruthGraph,
  type TruthState,
  updateTruth,
} from '../src/model/truth';
import { TRUTH_WORKER_MESSAGES, type TruthRequest, type TruthResponse } from './truthProtocol';

/** What the worker keeps between messages: the loaded map and its latest calculation. */
export interface TruthSession {
  graph: TruthGraph | null;
  state: TruthState | null;
}

export const createTruthSession = (): TruthSession => ({ graph: null, state: null });

export function handleTruthRequest(session: TruthSession, request: TruthRequest): TruthResponse {
  const { requestId } = request;
  try {
    switch (request.type) {
      case 'load': {
        const graph = compileTruthGraph(
          request.map,
          request.levelId === undefined ? {} : { levelId: request.levelId },
        );
        session.graph = graph;
        session.state = calculateTruth(graph);
        return { requestId, type: 'loaded', nodeIds: graph.nodeIds, inputCount: graph.inSources.length };
      }
      case 'calculate': {
        if (!session.graph || !session.state) return error(requestId, TRUTH_WORKER_MESSAGES.noMap);
        const state = calculateTruth(session.graph, session.state.strengths);
        session.state = state;
        return {
          requestId,
          type: 'calculated',
          truth: Float32Array.from(state.truth),
          calculated: Float32Array.from(state.calculated),
        };
      }
      case 'setStrength': {
        const { graph, state } = session;
        if (!graph || !state) return error(requestId, TRUTH_WORKER_MESSAGES.noMap);
        const index = graph.indexById.get(request.nodeId);
        if (index === undefined) return error(requestId, TRUTH_WORKER_MESSAGES.noNode(request.nodeId));
        const { changed } = updateTruth(graph, state, index, request.strength);
        return {
          requestId,
          type: 'changed',
          nodeIds: changed.map((i) => graph.nodeIds[i] ?? ''),
          truth: Float32Array.from(changed, (i) => state.truth[i] ?? 0),
          calculated: Float32Array.from(changed, (i) => state.calculated[i] ?? 0),
        };
      }
      default:
        return error(requestId, TRUTH_WORKER_MESSAGES.unknownRequest);
    }
  } catch (cause) {
    // A malformed map must answer its request, not leave the caller's promise hanging.
    return error(
      requestId,
      TRUTH_WORKER_MESSAGES.failed(cause instanceof Error ? cause.message : String(cause)),
    );
  }
}

const error = (requestId: number, message: string): TruthResponse => ({ requestId, type: 'error', message });
