/** Node visibility and the expansion of its children (spec 2 section 4, Node visibility and children). */
import { VISIBILITIES, type Visibility } from '../map/constants';
import type { MapDocument } from '../map/types';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { updateNode } from './nodeUpdate';
import { fail, succeed } from './result';
import type { ActionResult, DocumentAction, SetNodeExpansionAction, SetNodeVisibilityAction } from './types';

/** Sets one visibility on every named node; the inverse puts each back, grouped by what it was. */
export function setNodeVisibility(map: MapDocument, action: SetNodeVisibilityAction): ActionResult {
  const { visibility } = action;
  // Actions arrive from other clients and recordings too, so the value is checked, not trusted.
  if (!VISIBILITIES.includes(visibility)) return fail(MESSAGES.unknownValue('visibility', visibility));
  const ids = new Set(action.nodeIds);
  const before = new Map<Visibility, string[]>();
  const nodes = map.nodes.updated((node) => {
    if (!ids.has(node.id)) return node;
    before.set(node.visibility, [...(before.get(node.visibility) ?? []), node.id]);
    return { ...node, visibility };
  });
  const found = new Set([...before.values()].flat());
  const missing = [...ids].find((id) => !found.has(id));
  if (missing !== undefined) return fail(MESSAGES.noNode(missing));
  const restores = [...before].map(
    ([previous, nodeIds]): DocumentAction => ({ type: 'setNodeVisibility', nodeIds, visibility: previous }),
  );
  const [only] = restores;
  return succeed(
    { ...map, nodes },
    restores.length === 1 && only !== undefined ? only : { type: 'batch', actions: restores },
    { nodes: [...ids] },
  );
}

/** Sets showAscendants and/or showDescendants; a flag not given is left as it is. */
export function setNodeExpansion(map: MapDocument, action: SetNodeExpansionAction): ActionResult {
  return updateNode(map, action.nodeId, (node) => ({
    node: {
      ...node,
      showAscendants: action.showAscendants ?? node.showAscendants,
      showDescendants: action.showDescendants ?? node.showDescendants,
    },
    inverse: {
      type: 'setNodeExpansion',
      nodeId: node.id,
      showAscendants: node.showAscendants,
      showDescendants: node.showDescendants,
    },
  }));
}
