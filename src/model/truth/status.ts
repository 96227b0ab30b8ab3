/** A node's truth status text from a calculation. */
import type { TruthGraph } from './graph';
import { dissonanceStatus } from './messages';
import type { TruthState } from './solve';

/** The dissonance status of node `index`, or null. */
export function truthStatus(graph: TruthGraph, state: TruthState, index: number): string | null {
  const hasInputs = (graph.inOffsets[index + 1] ?? 0) > (graph.inOffsets[index] ?? 0);
  return dissonanceStatus(state.strengths[index] ?? Number.NaN, state.calculated[index] ?? 0, hasInputs);
}
