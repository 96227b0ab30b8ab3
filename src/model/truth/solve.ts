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
export function appliedManual(graph: TruthGraph, state: TruthState, node: number): number {
  return graph.ignoreManual[node] ? Number.NaN : (state.strengths[node] ?? Number.NaN);
}

/** Evaluates a node, records its calculated truth, and returns its new truth. */
function evaluate(graph: TruthGraph, state: TruthState, node: number): number {
  const calculated = calculateNode(graph, state.truth, node);
  const manual = appliedManual(graph, state, node);
  state.calculated[node] = calculated;
  return Number.isNaN(manual) ? calculated : manual;
}

/** Working space for the Jacobi rounds, sized to the largest cycle and reused across solves. */
interface Scratch {
  /** A round's new values, by place in the component. */
  next: Float64Array;
  /** 1 where a member is to be evaluated this round, and in the next, by place in the component. */
  dirty: Uint8Array;
  nextDirty: Uint8Array;
}

const scratchByGraph = new WeakMap<TruthGraph, Scratch>();

function scratchFor(graph: TruthGraph): Scratch {
  let scratch = scratchByGraph.get(graph);
  if (scratch === undefined) {
    let largest = 1;
    const offsets = graph.componentOffsets;
    for (let k = 0; k + 1 < offsets.length; k++)
      largest = Math.max(largest, (offsets[k + 1] as number) - (offsets[k] as number));
    scratch = {
      next: new Float64Array(largest),
      dirty: new Uint8Array(largest),
      nextDirty: new Uint8Array(largest),
    };
    scratchByGraph.set(graph, scratch);
  }
  return scratch;
}

/**
 * Solves component k (nodes componentOffsets[k] .. componentOffsets[k+1]) from the components before it.
 *
 * A cycle runs the Jacobi rounds of docs/truth.md, but after the first round evaluates only the members
 * with a member input that changed in the round before: the others would read the same inputs as when
 * last evaluated and so give the same truth and calculated truth again. The rounds, their count and the
 * values are those of evaluating every member every round.
 */
export function solveComponent(graph: TruthGraph, state: TruthState, k: number): void {
  const start = graph.componentOffsets[k] as number;
  const end = graph.componentOffsets[k + 1] as number;
  const truth = state.truth;
  if (!graph.componentCyclic[k]) {
    state.visits[start] = 1;
    truth[start] = evaluate(graph, state, start);
    return;
  }
  const scratch = scratchFor(graph);
  const next = scratch.next;
  let dirty = scratch.dirty;
  let nextDirty = scratch.nextDirty;
  const size = end - start;
  for (let node = start; node < end; node++) {
    const manual = appliedManual(graph, state, node);
    truth[node] = Number.isNaN(manual) ? 0 : manual;
  }
  dirty.fill(1, 0, size);
  const outOffsets = graph.outOffsets;
  const outTargets = graph.outTargets;
  let rounds = 0;
  while (rounds < MAX_ROUNDS) {
    rounds++;
    // The round's values go aside until it ends, so a round reads only the previous one. Members are
    // visited in index order (flags, not a list), so the reads stay close together.
    for (let i = 0; i < size; i++) if (dirty[i]) next[i] = evaluate(graph, state, start + i);
    let changed = false;
    for (let i = 0; i < size; i++) {
      if (!dirty[i]) continue;
      dirty[i] = 0;
      const node = start + i;
      const value = next[i] as number;
      if (value === truth[node]) continue;
      truth[node] = value;
      changed = true;
      for (let e = outOffsets[node] as number; e < (outOffsets[node + 1] as number); e++) {
        const target = (outTargets[e] as number) - start;
        if (target >= 0 && target < size) nextDirty[target] = 1;
      }
    }
    // A round in which no member changed ends the rounds.
    if (!changed) break;
    const swap = dirty;
    dirty = nextDirty;
    nextDirty = swap;
  }
  nextDirty.fill(0, 0, size);
  // Every round evaluates every member, in effect.
  for (let node = start; node < end; node++) state.visits[node] = rounds;
}
