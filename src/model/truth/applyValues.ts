/**
 * Puts calculated truth values (the worker's answer) into a map document. Truth is derived, not edited:
 * this is not a map action, it records nothing and does not make the map modified. Only nodes whose
 * value really changed are replaced, so the engine redraws just those.
 */
import type { MapDocument } from '../map/types';

export interface TruthValuesInput {
  nodeIds: readonly string[];
  truth: ArrayLike<number>;
}

export interface AppliedTruth {
  map: MapDocument;
  changedNodeIds: string[];
}

export function applyTruthValues(map: MapDocument, values: TruthValuesInput): AppliedTruth {
  const truthById = new Map<string, number>();
  values.nodeIds.forEach((id, index) => {
    truthById.set(id, values.truth[index] ?? 0);
  });
  const changedNodeIds: string[] = [];
  let nodes: MapDocument['nodes'] | undefined;
  map.nodes.forEach((node, index) => {
    const truth = truthById.get(node.id);
    if (truth === undefined || truth === node.truth) return;
    nodes ??= [...map.nodes];
    nodes[index] = { ...node, truth };
    changedNodeIds.push(node.id);
  });
  return { map: nodes === undefined ? map : { ...map, nodes }, changedNodeIds };
}
