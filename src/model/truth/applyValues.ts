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
  const nodes = map.nodes.updated((node) => {
    const truth = truthById.get(node.id);
    if (truth === undefined || truth === node.truth) return node;
    changedNodeIds.push(node.id);
    return { ...node, truth };
  });
  return { map: nodes === map.nodes ? map : { ...map, nodes }, changedNodeIds };
}
