/** Full recalculation: every component in topological order. */
import { manualStrength, type TruthGraph } from './graph';
import { solveComponent, type TruthState } from './solve';

/** Calculates every node's truth; `strengths` (manual, NaN where none) default to the map's own. */
export function calculateTruth(graph: TruthGraph, strengths: Float64Array = graph.manual): TruthState {
  const count = graph.nodeIds.length;
  const state: TruthState = {
    // Clamped like stored strengths, so a caller's values give what a stored map would.
    strengths: Float64Array.from(strengths, manualStrength),
    calculated: new Float64Array(count),
    truth: new Float64Array(count),
    visits: new Uint8Array(count),
  };
  const components = graph.componentOffsets.length - 1;
  for (let k = 0; k < components; k++) solveComponent(graph, state, k);
  return state;
}
