/** Neighbourhood grouping, which toggles a node's membership (spec 2 section 4, Linking, grouping, tags). */
import type { MapDocument, Neighbourhood } from '../map/types';
import { entityId, insertAnchored, leaveOut, removeAnchored } from './lists';
import { findNode } from './lookup';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type {
  ActionFailure,
  ActionResult,
  NeighbourhoodsBack,
  RestoreNeighbourhoodsAction,
  ToggleNeighbourhoodAction,
} from './types';

const restoring = (
  parts: Partial<Omit<RestoreNeighbourhoodsAction, 'type'>>,
): RestoreNeighbourhoodsAction => ({
  type: 'restoreNeighbourhoods',
  restore: parts.restore ?? [],
  replace: parts.replace ?? [],
  remove: parts.remove ?? [],
});

/**
 * A new id starts a neighbourhood rooted at the node; the root leaving dissolves it; a member leaves; any
 * other node joins. The inverse names only that neighbourhood.
 */
export function toggleNeighbourhood(map: MapDocument, action: ToggleNeighbourhoodAction): ActionResult {
  const { neighbourhoodId, nodeId } = action;
  const found = findNode(map, nodeId);
  if (!found.ok) return found;
  const hood = map.neighbourhoods.find((entry) => entry.id === neighbourhoodId);
  if (hood === undefined) {
    const started = { id: neighbourhoodId, rootNodeId: nodeId, nodeIds: [] };
    return succeed(
      { ...map, neighbourhoods: [...map.neighbourhoods, started] },
      restoring({ remove: [neighbourhoodId] }),
      { nodes: [nodeId] },
    );
  }
  if (hood.rootNodeId === nodeId) {
    const { kept, removed } = removeAnchored(map.neighbourhoods, entityId, (entry) => entry === hood);
    // Dissolving a neighbourhood changes every member's look, not only the root's, and the palette colour
    // of each later neighbourhood (it follows the place in the list).
    return succeed({ ...map, neighbourhoods: kept }, restoring({ restore: removed }), {
      nodes: nodesNamedIn(map.neighbourhoods),
    });
  }
  const neighbourhoods = map.neighbourhoods.map((entry) =>
    entry === hood ? toggleMember(entry, nodeId) : entry,
  );
  return succeed({ ...map, neighbourhoods }, restoring({ replace: [hood] }), { nodes: [nodeId] });
}

function toggleMember(hood: Neighbourhood, nodeId: string): Neighbourhood {
  const nodeIds = hood.nodeIds.includes(nodeId)
    ? hood.nodeIds.filter((id) => id !== nodeId)
    : [...hood.nodeIds, nodeId];
  return { ...hood, nodeIds };
}

/** The inverse of a toggle, and of itself. */
export function restoreNeighbourhoods(map: MapDocument, action: RestoreNeighbourhoodsAction): ActionResult {
  const put = putNeighbourhoodsBack(map, action, action.remove);
  if (!put.ok) return put;
  return succeed({ ...map, neighbourhoods: put.neighbourhoods }, restoring(put.undo), { nodes: put.touched });
}

export interface NeighbourhoodsPutBack {
  ok: true;
  neighbourhoods: Neighbourhood[];
  /** What puts the list back as it was before. */
  undo: Omit<RestoreNeighbourhoodsAction, 'type'>;
  /** Nodes whose ring may have changed. */
  touched: string[];
}

/**
 * Removes the neighbourhoods `remove` names (those still there), replaces those `back.replace` names where
 * they stand (those still there), then puts `back.restore` back after their anchors; refused when one of
 * those ids exists. Nodes the map lacks (another writer deleted them) are left out of members, and a
 * neighbourhood whose root is gone is not put back. Shared with restoreNodes, whose nodes are back first.
 */
export function putNeighbourhoodsBack(
  map: MapDocument,
  back: NeighbourhoodsBack,
  remove: readonly string[],
): NeighbourhoodsPutBack | ActionFailure {
  const exists = (nodeId: string) => map.nodes.has(nodeId);
  const live = (hood: Neighbourhood): Neighbourhood =>
    hood.nodeIds.every(exists) ? hood : { ...hood, nodeIds: hood.nodeIds.filter(exists) };

  const removing = new Set(remove);
  const removed = removeAnchored(map.neighbourhoods, entityId, (hood) => removing.has(hood.id));
  const replacing = new Map(back.replace.map((hood) => [hood.id, hood]));
  const replaced: Neighbourhood[] = [];
  const kept = removed.kept.map((hood) => {
    const replacement = replacing.get(hood.id);
    if (replacement === undefined || !exists(replacement.rootNodeId)) return hood;
    replaced.push(hood);
    return live(replacement);
  });
  const clash = back.restore.find(({ value }) => kept.some((hood) => hood.id === value.id));
  if (clash !== undefined) return fail(MESSAGES.neighbourhoodExists(clash.value.id));
  const restored = leaveOut(back.restore, entityId, (hood) => exists(hood.rootNodeId)).map(
    ({ value, after }) => ({ value: live(value), after }),
  );
  const reordered = removed.removed.length > 0 || restored.length > 0;
  // The same list when nothing changed, so the change names no part it did not touch.
  const neighbourhoods =
    reordered || replaced.length > 0 ? insertAnchored(kept, entityId, restored) : map.neighbourhoods;

  // A neighbourhood's place in the list gives its colour, so adding or removing one can recolour any.
  const named = reordered
    ? [...map.neighbourhoods, ...neighbourhoods]
    : [...replaced, ...replaced.map((hood) => replacing.get(hood.id) as Neighbourhood)];
  return {
    ok: true,
    neighbourhoods,
    undo: { restore: removed.removed, replace: replaced, remove: restored.map(({ value }) => value.id) },
    touched: [...new Set(named.flatMap((hood) => [hood.rootNodeId, ...hood.nodeIds]))].filter(exists),
  };
}

/** Every node the neighbourhood lists name, roots and members, once each. */
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
