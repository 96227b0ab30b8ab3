/** The compiled truth graph: typed arrays in compressed sparse rows, no object per node (DESIGN.md). */

import type { Connection } from '../map/connection';
import { CONNECTION_TYPE, RELEVANCE_MAX, RELEVANCE_MIN, STRENGTH_MAX, STRENGTH_MIN } from '../map/constants';
import type { ReadonlyList } from '../map/entityList';
import type { MapNode } from '../map/node';
import { findComponents, type TruthComponents } from './components';
import { compileReversal } from './reversal';

/** The node fields the calculation reads; a whole MapNode will do. */
export type TruthNodeInput = Pick<
  MapNode,
  'id' | 'operator' | 'strength' | 'ignoreManualStrength' | 'reverseTruth' | 'reverseTruthCondition'
>;
/** The connection fields the calculation reads; a whole Connection will do. */
export type TruthConnectionInput = Pick<
  Connection,
  | 'id'
  | 'from'
  | 'to'
  | 'type'
  | 'levelId'
  | 'strength'
  | 'reverseStrength'
  | 'reverseStrengthCondition'
  | 'relevance'
>;
/** What the calculation needs of a map; a MapDocument will do. */
export interface TruthMapInput {
  nodes: ReadonlyList<TruthNodeInput>;
  connections: ReadonlyList<TruthConnectionInput>;
}

export interface CompileTruthOptions {
  /** Count only truth connections on this level; all levels when absent. */
  levelId?: number;
}

export interface TruthGraph extends Omit<TruthComponents, 'componentNodes'> {
  /**
   * Node ids; a node's index is its place here. Nodes are numbered in topological component order
   * (component k is the index range componentOffsets[k] .. componentOffsets[k+1]), found on the graph of
   * nodes sorted by id, so the numbering does not depend on storage order.
   */
  nodeIds: readonly string[];
  indexById: ReadonlyMap<string, number>;
  operator: Uint8Array;
  ignoreManual: Uint8Array;
  /** REVERSAL codes of reverseTruth. */
  reverseTruth: Uint8Array;
  /** The stored manual strengths, NaN where none. */
  manual: Float64Array;
  /** Inputs of node i: edges `inOffsets[i] .. inOffsets[i+1]`, ordered by source id, then connection id. */
  inOffsets: Int32Array;
  inSources: Int32Array;
  /**
   * Three numbers per input edge e at `3e`: connection strength / 100 (-1..1), relevance / 100 (0..1],
   * the REVERSAL code of reverseStrength. Packed so that a row is read from one place: the calculation
   * is bound by memory reads, not arithmetic.
   */
  inWeights: Float64Array;
  /** Outputs of node i: targets `outTargets[outOffsets[i] .. outOffsets[i+1])`. */
  outOffsets: Int32Array;
  outTargets: Int32Array;
}

/** The layout of `inWeights`. */
export const INPUT_STRIDE = 3;
export const INPUT_STRENGTH = 0;
export const INPUT_RELEVANCE = 1;
export const INPUT_REVERSAL = 2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A stored manual strength: clamped, NaN where none or not a finite number. */
export function manualStrength(strength: number | null): number {
  return strength === null || !Number.isFinite(strength)
    ? Number.NaN
    : clamp(strength, STRENGTH_MIN, STRENGTH_MAX);
}

/** Code-unit order, not localeCompare: the same on every machine and locale. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function compileTruthGraph(map: TruthMapInput, options: CompileTruthOptions = {}): TruthGraph {
  const sortedNodes = [...map.nodes].sort((a, b) => byCodeUnits(a.id, b.id));
  const count = sortedNodes.length;
  const idOrder = new Map<string, number>();
  sortedNodes.forEach((node, i) => {
    idOrder.set(node.id, i);
  });
  const edges = truthEdges(map.connections, idOrder, options.levelId);

  // Number nodes in topological component order, so that a component is a contiguous range and a
  // calculation walks the per-node arrays front to back: it is bound by memory reads, not arithmetic.
  const {
    componentNodes,
    componentOffsets,
    componentCyclic,
    nodeComponent: idComponent,
  } = findComponents(count, ...outRows(count, edges));
  const rank = new Int32Array(count);
  componentNodes.forEach((idIndex, index) => {
    rank[idIndex] = index;
  });
  const nodeIds: string[] = [];
  const indexById = new Map<string, number>();
  const operator = new Uint8Array(count);
  const ignoreManual = new Uint8Array(count);
  const reverseTruth = new Uint8Array(count);
  const manual = new Float64Array(count);
  const nodeComponent = new Int32Array(count);
  componentNodes.forEach((idIndex, i) => {
    const node = sortedNodes[idIndex] as TruthNodeInput;
    nodeIds.push(node.id);
    indexById.set(node.id, i);
    operator[i] = node.operator;
    ignoreManual[i] = node.ignoreManualStrength ? 1 : 0;
    reverseTruth[i] = compileReversal(node.reverseTruth, node.reverseTruthCondition);
    manual[i] = manualStrength(node.strength);
    nodeComponent[i] = idComponent[idIndex] ?? 0;
  });

  // Rows keep the id order of their sources (a stable sort by target), so sums run in id order.
  const ranked = edges
    .map((edge) => ({ ...edge, source: rank[edge.source] ?? 0, target: rank[edge.target] ?? 0 }))
    .sort((a, b) => a.target - b.target);
  const edgeCount = ranked.length;
  const inOffsets = new Int32Array(count + 1);
  const inSources = new Int32Array(edgeCount);
  const inWeights = new Float64Array(edgeCount * INPUT_STRIDE);
  for (const edge of ranked) inOffsets[edge.target + 1] = (inOffsets[edge.target + 1] ?? 0) + 1;
  for (let i = 0; i < count; i++) inOffsets[i + 1] = (inOffsets[i + 1] ?? 0) + (inOffsets[i] ?? 0);
  ranked.forEach((edge, e) => {
    inSources[e] = edge.source;
    inWeights[e * INPUT_STRIDE + INPUT_STRENGTH] = edge.strength;
    inWeights[e * INPUT_STRIDE + INPUT_RELEVANCE] = edge.relevance;
    inWeights[e * INPUT_STRIDE + INPUT_REVERSAL] = edge.reverse;
  });
  const [outOffsets, outTargets] = outRows(count, ranked);

  return {
    nodeIds,
    indexById,
    operator,
    ignoreManual,
    reverseTruth,
    manual,
    inOffsets,
    inSources,
    inWeights,
    outOffsets,
    outTargets,
    componentOffsets,
    componentCyclic,
    nodeComponent,
  };
}

/** Outgoing rows: each node's targets, in the order of `edges`. */
function outRows(count: number, edges: readonly Edge[]): [Int32Array, Int32Array] {
  const outOffsets = new Int32Array(count + 1);
  const outTargets = new Int32Array(edges.length);
  for (const edge of edges) outOffsets[edge.source + 1] = (outOffsets[edge.source + 1] ?? 0) + 1;
  for (let i = 0; i < count; i++) outOffsets[i + 1] = (outOffsets[i + 1] ?? 0) + (outOffsets[i] ?? 0);
  const outFill = outOffsets.slice(0, count);
  for (const edge of edges) {
    const slot = outFill[edge.source] ?? 0;
    outTargets[slot] = edge.target;
    outFill[edge.source] = slot + 1;
  }
  return [outOffsets, outTargets];
}

interface Edge {
  id: string;
  source: number;
  target: number;
  strength: number;
  reverse: number;
  relevance: number;
}

/** A connection's relevance as the calculation reads it: clamped, the maximum where not a number. */
export function inputRelevance(connection: Pick<TruthConnectionInput, 'relevance'>): number {
  return Number.isFinite(connection.relevance)
    ? clamp(connection.relevance, RELEVANCE_MIN, RELEVANCE_MAX)
    : RELEVANCE_MAX;
}

/** Truth connections between known nodes with a relevance above 0, ordered by target, source and id. */
function truthEdges(
  connections: Iterable<TruthConnectionInput>,
  indexById: ReadonlyMap<string, number>,
  levelId: number | undefined,
): Edge[] {
  const edges: Edge[] = [];
  for (const connection of connections) {
    if (connection.type !== CONNECTION_TYPE.TRUTH) continue;
    if (levelId !== undefined && connection.levelId !== levelId) continue;
    const source = indexById.get(connection.from);
    const target = indexById.get(connection.to);
    if (source === undefined || target === undefined) continue;
    const relevance = inputRelevance(connection);
    // An irrelevant input changes nothing; dropping it keeps it out of cycles and input counts too.
    if (relevance === 0) continue;
    const strength = Number.isFinite(connection.strength)
      ? clamp(connection.strength, STRENGTH_MIN, STRENGTH_MAX)
      : 0;
    edges.push({
      id: connection.id,
      source,
      target,
      strength: strength / STRENGTH_MAX,
      reverse: compileReversal(connection.reverseStrength, connection.reverseStrengthCondition),
      relevance: relevance / RELEVANCE_MAX,
    });
  }
  return edges.sort((a, b) => a.target - b.target || a.source - b.source || byCodeUnits(a.id, b.id));
}
