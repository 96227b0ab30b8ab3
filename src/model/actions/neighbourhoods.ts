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
  // Dissolving a neighbourhood changes every member's look, not only the root's, and the palette colour
  // of each later neighbourhood (it follows the place in the list).
  const dissolved = hood !== undefined && hood.rootNodeId === nodeId;
  return succeed(
    { ...map, neighbourhoods },
    { type: 'setNeighbourhoods', neighbourhoods: map.neighbourhoods },
    { nodes: dissolved ? nodesNamedIn(map.neighbourhoods) : [nodeId] },
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
  return succeed(
    { ...map, neighbourhoods: action.neighbourhoods },
    { type: 'setNeighbourhoods', neighbourhoods: map.neighbourhoods },
    { nodes: nodesNamedIn(map.neighbourhoods, action.neighbourhoods) },
  );
}

/**
 * Every node the lists name, roots first within each neighbourhood, once each: the nodes whose ring may
 * change when one list replaces another.
 */
export function nodesNamedIn(...lists: readonly (readonly Neighbourhood[])[]): string[] {
  return [...new Set(lists.flat().flatMap((hood) => [hood.rootNodeId, ...hood.nodeIds]))];
}

/**
 * The nodes whose ring may change when `after` replaces `before` beyond members leaving or joining: when a
 * neighbourhood comes or goes (its members, and the palette place of every later one), every node either
 * list names; otherwise none.
 */
export function ringsChangedBetween(
  before: readonly Neighbourhood[],
  after: readonly Neighbourhood[],
): string[] {
  if (before === after) return [];
  const roots = new Set(after.map((hood) => hood.rootNodeId));
  const same = before.length === after.length && before.every((hood) => roots.has(hood.rootNodeId));
  return same ? [] : nodesNamedIn(before, after);
}
