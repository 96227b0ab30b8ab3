/** Incremental update after one manual strength change; equal to a full recalculation. */

import { ComponentQueue } from './componentQueue';
import { manualStrength, type TruthGraph } from './graph';
import { solveComponent, type TruthState } from './solve';

export interface TruthUpdate {
  state: TruthState;
  /** Indices of the nodes whose truth or calculated truth changed, ascending. */
  changed: number[];
}

/**
 * Sets node `changedNodeIndex`'s manual strength (null clears it) and recomputes its component, then, in
 * topological order, only components fed by a node whose truth changed. Solving a component depends only
 * on its inputs and manual strengths, so every skipped component would have come out the same.
 * Updates `state` in place (the worker owns it) and returns it.
 */
export function updateTruth(
  graph: TruthGraph,
  state: TruthState,
  changedNodeIndex: number,
  newStrength: number | null,
): TruthUpdate {
  const count = graph.nodeIds.length;
  if (!Number.isInteger(changedNodeIndex) || changedNodeIndex < 0 || changedNodeIndex >= count)
    throw new RangeError(`No node at index ${changedNodeIndex}`);
  const strength = manualStrength(newStrength);
  const changed: number[] = [];
  if (Object.is(strength, state.strengths[changedNodeIndex])) return { state, changed };
  state.strengths[changedNodeIndex] = strength;
  // An ignored manual strength takes no part in solving, so nothing else changes.
  if (graph.ignoreManual[changedNodeIndex]) return { state, changed };

  const queue = new ComponentQueue();
  queue.push(graph.nodeComponent[changedNodeIndex] ?? 0);
  const { truthBefore, calculatedBefore } = beforeFor(graph);
  for (let k = queue.pop(); k !== undefined; k = queue.pop()) {
    const start = graph.componentOffsets[k] ?? 0;
    const end = graph.componentOffsets[k + 1] ?? 0;
    truthBefore.set(state.truth.subarray(start, end));
    calculatedBefore.set(state.calculated.subarray(start, end));
    solveComponent(graph, state, k);
    for (let node = start; node < end; node++) {
      const truthChanged = state.truth[node] !== truthBefore[node - start];
      if (truthChanged || state.calculated[node] !== calculatedBefore[node - start]) changed.push(node);
      if (!truthChanged) continue;
      for (let e = graph.outOffsets[node] ?? 0; e < (graph.outOffsets[node + 1] ?? 0); e++) {
        const target = graph.nodeComponent[graph.outTargets[e] ?? 0] ?? 0;
        if (target !== k) queue.push(target);
      }
    }
  }
  // Components pop in ascending order and are index ranges, so `changed` is already ascending.
  return { state, changed };
}

/** The values of a component before it is solved again, sized to the largest component and reused. */
interface Before {
  truthBefore: Float64Array;
  calculatedBefore: Float64Array;
}

const beforeByGraph = new WeakMap<TruthGraph, Before>();

function beforeFor(graph: TruthGraph): Before {
  let before = beforeByGraph.get(graph);
  if (before === undefined) {
    let largest = 1;
    const offsets = graph.componentOffsets;
    for (let k = 0; k + 1 < offsets.length; k++)
      largest = Math.max(largest, (offsets[k + 1] as number) - (offsets[k] as number));
    before = { truthBefore: new Float64Array(largest), calculatedBefore: new Float64Array(largest) };
    beforeByGraph.set(graph, before);
  }
  return before;
}
