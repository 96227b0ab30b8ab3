/** Solving one component: one evaluation, or Jacobi rounds on a cycle (docs/truth.md, cycles). */
import { TRUTH_MAX_REVISITS } from '../map/constants';
import { calculateNode } from './evaluate';
import type { TruthGraph } from './graph';

/** The result of a calculation, per node index. */
export interface TruthState {
  /** Manual strengths in use, NaN where none. */
  strengths: Float64Array;
  /** What the node's inputs give (operator and reverseTruth), before its manual strength. */
  calculated: Float64Array;
  /** The node's truth: its manual strength where that applies, else calculated. */
  truth: Float64Array;
  /** How many times the last calculation evaluated the node: 1, up to 1 + TRUTH_MAX_REVISITS on a cycle. */
  visits: Uint8Array;
}

export const MAX_ROUNDS = 1 + TRUTH_MAX_REVISITS;

/** The manual strength where it applies (set and not ignored), else NaN. */
function appliedManual(graph: TruthGraph, state: TruthState, node: number): number {
  return graph.ignoreManual[node] ? Number.NaN : (state.strengths[node] ?? Number.NaN);
}

/** Evaluates a node, records its calculated truth and the visit, and returns its new truth. */
function evaluate(graph: TruthGraph, state: TruthState, node: number): number {
  const calculated = calculateNode(graph, state.truth, node);
  const manual = appliedManual(graph, state, node);
  state.calculated[node] = calculated;
  state.visits[node] = (state.visits[node] ?? 0) + 1;
  return Number.isNaN(manual) ? calculated : manual;
}

/** Solves component k (nodes componentOffsets[k] .. componentOffsets[k+1]) from the components before it. */
export function solveComponent(graph: TruthGraph, state: TruthState, k: number): void {
  const start = graph.componentOffsets[k] ?? 0;
  const end = graph.componentOffsets[k + 1] ?? 0;
  if (!graph.componentCyclic[k]) {
    const node = start;
    state.visits[node] = 0;
    state.truth[node] = evaluate(graph, state, node);
    return;
  }
  for (let node = start; node < end; node++) {
    const manual = appliedManual(graph, state, node);
    state.truth[node] = Number.isNaN(manual) ? 0 : manual;
    state.visits[node] = 0;
  }
  // The next round's values go aside until the round ends, so a round reads only the previous one.
  const next = new Float64Array(end - start);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    for (let node = start; node < end; node++) next[node - start] = evaluate(graph, state, node);
    let changed = false;
    for (let node = start; node < end; node++) {
      const value = next[node - start] ?? 0;
      if (value !== state.truth[node]) {
        state.truth[node] = value;
        changed = true;
      }
    }
    if (!changed) return;
  }
}
