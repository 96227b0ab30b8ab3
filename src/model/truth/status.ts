/** A node's truth status text, from a calculation or from the values it gave. */
import { CONNECTION_TYPE } from '../map/constants';
import { inputRelevance, manualStrength, type TruthGraph, type TruthMapInput } from './graph';
import { dissonanceStatus } from './messages';
import type { TruthState } from './solve';

/** The dissonance status of node `index`, or null. */
export function truthStatus(graph: TruthGraph, state: TruthState, index: number): string | null {
  const hasInputs = (graph.inOffsets[index + 1] ?? 0) > (graph.inOffsets[index] ?? 0);
  return dissonanceStatus(state.strengths[index] ?? Number.NaN, state.calculated[index] ?? 0, hasInputs);
}

/**
 * Whether the calculation counts an input of the node: a truth connection to it, from a node the map
 * has, with a relevance above 0 (as `compileTruthGraph` reads them, on every level).
 */
export function hasTruthInputs(map: TruthMapInput, nodeId: string): boolean {
  return map.connections.some(
    (connection) =>
      connection.type === CONNECTION_TYPE.TRUTH &&
      connection.to === nodeId &&
      inputRelevance(connection) > 0 &&
      map.nodes.some((node) => node.id === connection.from),
  );
}

/**
 * The status of a node of the map from the calculated truth the worker gave it (what its inputs give,
 * before its manual strength); null when not dissonant, or not calculated yet.
 */
export function nodeTruthStatus(
  map: TruthMapInput,
  nodeId: string,
  calculated: number | undefined,
): string | null {
  const node = map.nodes.find((candidate) => candidate.id === nodeId);
  if (node === undefined || calculated === undefined) return null;
  return dissonanceStatus(manualStrength(node.strength), calculated, hasTruthInputs(map, nodeId));
}
