/** Neighbourhood grouping, which toggles a node's membership (spec 2 section 4, Linking, grouping, tags). */
import type { MapDocument, Neighbourhood } from '../map/types';
import { findNode } from './lookup';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type { ActionResult, SetNeighbourhoodsAction, ToggleNeighbourhoodAction } from './types';

/**
 * A new id starts a neighbourhood rooted at the node; the root leaving dissolves it; a member leaves; any
 * other node joins.
 */
export function toggleNeighbourhood(map: MapDocument, action: ToggleNeighbourhoodAction): ActionResult {
  const { neighbourhoodId, nodeId } = action;
  const found = findNode(map, nodeId);
  if (!found.ok) return found;
  const hood = map.neighbourhoods.find((entry) => entry.id === neighbourhoodId);
  const neighbourhoods =
    hood === undefined
      ? [...map.neighbourhoods, { id: neighbourhoodId, rootNodeId: nodeId, nodeIds: [] }]
      : hood.rootNodeId === nodeId
        ? map.neighbourhoods.filter((entry) => entry !== hood)
        : map.neighbourhoods.map((entry) => (entry === hood ? toggleMember(entry, nodeId) : entry));
  // Dissolving a neighbourhood changes every member's look, not only the root's.
  const dissolved = hood !== undefined && hood.rootNodeId === nodeId;
  return succeed(
    { ...map, neighbourhoods },
    { type: 'setNeighbourhoods', neighbourhoods: map.neighbourhoods },
    { nodes: dissolved ? [nodeId, ...hood.nodeIds] : [nodeId] },
  );
}

function toggleMember(hood: Neighbourhood, nodeId: string): Neighbourhood {
  const nodeIds = hood.nodeIds.includes(nodeId)
    ? hood.nodeIds.filter((id) => id !== nodeId)
    : [...hood.nodeIds, nodeId];
  return { ...hood, nodeIds };
}

/** Puts a whole neighbourhoods list in place: the inverse of a toggle. Every node it names must exist. */
export function setNeighbourhoods(map: MapDocument, action: SetNeighbourhoodsAction): ActionResult {
  const named = new Set(action.neighbourhoods.flatMap((hood) => [hood.rootNodeId, ...hood.nodeIds]));
  for (const node of map.nodes) named.delete(node.id);
  const [missing] = named;
  if (missing !== undefined) return fail(MESSAGES.noNode(missing));
  const touched = new Set(
    [...map.neighbourhoods, ...action.neighbourhoods].flatMap((hood) => [hood.rootNodeId, ...hood.nodeIds]),
  );
  return succeed(
    { ...map, neighbourhoods: action.neighbourhoods },
    { type: 'setNeighbourhoods', neighbourhoods: map.neighbourhoods },
    { nodes: [...touched] },
  );
}
