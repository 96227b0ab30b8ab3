/** Creating, deleting and restoring nodes (spec 2 sections 4 Levels and 5). */

import { connectionById } from '../map/connectionIndex';
import { DEFAULT_LEVEL_ID } from '../map/constants';
import type { MapNode } from '../map/node';
import type { MapDocument, Neighbourhood } from '../map/types';
import { appended, indexOfId } from './idIndex';
import { insertIndexed, removeWhere } from './lists';
import { hasLevel } from './lookup';
import { ACTION_MESSAGES as MESSAGES, NODE_USAGE_TOPIC } from './messages';
import { ringsChangedBetween } from './neighbourhoods';
import { clampIntoBounds, isFinitePosition } from './placement';
import { nodesUsedInPresentations } from './presentationUsage';
import { fail, succeed } from './result';
import type { ActionResult, CreateNodeAction, DeleteNodesAction, RestoreNodesAction } from './types';

export function createNode(map: MapDocument, action: CreateNodeAction): ActionResult {
  const { node } = action;
  const problem = findNewNodeProblem(map, node);
  if (problem !== undefined) return fail(problem);
  const placed: MapNode = {
    ...node,
    levels: node.levels.map((level) => ({
      ...level,
      position: clampIntoBounds(level.position, map.workspaceBounds),
    })),
  };
  return succeed(
    { ...map, nodes: appended(map.nodes, placed) },
    // Keeps the level even when the node was its only one: it was there before the node was created.
    { type: 'deleteNodes', nodeIds: [node.id], keepEmptyLevels: true },
    { nodes: [node.id] },
  );
}

function findNewNodeProblem(map: MapDocument, node: MapNode): string | undefined {
  if (indexOfId(map.nodes, node.id) >= 0) return MESSAGES.nodeExists(node.id);
  if (node.levels.length === 0) return MESSAGES.nodeOnNoLevel;
  const seen = new Set<number>();
  for (const { levelId, position } of node.levels) {
    if (!hasLevel(map, levelId)) return MESSAGES.noLevel(levelId);
    if (seen.has(levelId)) return MESSAGES.nodeOnLevelTwice(levelId);
    if (!isFinitePosition(position)) return MESSAGES.notPosition;
    seen.add(levelId);
  }
  const missingTag = node.tags.find((tagId) => !map.tags.some((tag) => tag.id === tagId));
  return missingTag === undefined ? undefined : MESSAGES.noTag(missingTag);
}

/**
 * Deletes nodes and every connection touching them; a level left without nodes is removed with its
 * connections, except the default level, which a map always has. Neighbourhoods forget the deleted
 * nodes, so no reference dangles; each viewer's session forgets them too (src/model/session/reconcile.ts).
 */
export function deleteNodes(map: MapDocument, action: DeleteNodesAction): ActionResult {
  const ids = new Set(action.nodeIds);
  const missing = [...ids].find((id) => indexOfId(map.nodes, id) < 0);
  if (missing !== undefined) return fail(MESSAGES.noNode(missing));
  if (nodesUsedInPresentations(map, [...ids]).length > 0)
    return fail(MESSAGES.nodesUsedInPresentations, NODE_USAGE_TOPIC);

  const nodes = removeWhere(map.nodes, (node) => ids.has(node.id));
  const emptied = action.keepEmptyLevels ? new Set<number>() : emptiedLevels(nodes.removed, nodes.kept);
  const levels = removeWhere(map.levels, (level) => emptied.has(level.id));
  const connections = removeWhere(
    map.connections,
    (c) => ids.has(c.from) || ids.has(c.to) || emptied.has(c.levelId),
  );
  const neighbourhoods = forgetNodes(map, ids);

  const inverse: RestoreNodesAction = {
    type: 'restoreNodes',
    nodes: nodes.removed,
    connections: connections.removed,
    levels: levels.removed,
  };
  if (neighbourhoods !== map.neighbourhoods) inverse.neighbourhoods = map.neighbourhoods;
  return succeed(
    {
      ...map,
      nodes: nodes.kept,
      levels: levels.kept,
      connections: connections.kept,
      neighbourhoods,
    },
    inverse,
    {
      nodes: withRingsChanged(
        nodes.removed.map((n) => n.value.id),
        map.neighbourhoods,
        neighbourhoods,
      ),
      connections: connections.removed.map((c) => c.value.id),
    },
  );
}

function emptiedLevels(removed: readonly { value: MapNode }[], kept: readonly MapNode[]): Set<number> {
  const candidates = new Set(removed.flatMap(({ value }) => value.levels.map((level) => level.levelId)));
  candidates.delete(DEFAULT_LEVEL_ID);
  for (const node of kept) for (const level of node.levels) candidates.delete(level.levelId);
  return candidates;
}

/** The neighbourhoods without the deleted nodes; the same array when none named them. */
function forgetNodes(map: MapDocument, ids: ReadonlySet<string>): MapDocument['neighbourhoods'] {
  const touched = map.neighbourhoods.some(
    (hood) => ids.has(hood.rootNodeId) || hood.nodeIds.some((id) => ids.has(id)),
  );
  if (!touched) return map.neighbourhoods;
  return map.neighbourhoods
    .filter((hood) => !ids.has(hood.rootNodeId))
    .map((hood) =>
      hood.nodeIds.some((id) => ids.has(id))
        ? { ...hood, nodeIds: hood.nodeIds.filter((id) => !ids.has(id)) }
        : hood,
    );
}

/** The inverse of deleteNodes; refused if anything it brings back exists again. */
export function restoreNodes(map: MapDocument, action: RestoreNodesAction): ActionResult {
  const nodeClash = action.nodes.find(({ value }) => indexOfId(map.nodes, value.id) >= 0);
  if (nodeClash !== undefined) return fail(MESSAGES.nodeExists(nodeClash.value.id));
  const connectionClash = action.connections.find(
    ({ value }) => connectionById(map.connections, value.id) !== undefined,
  );
  if (connectionClash !== undefined) return fail(MESSAGES.connectionExists(connectionClash.value.id));
  const levelClash = action.levels.find(({ value }) => hasLevel(map, value.id));
  if (levelClash !== undefined) return fail(MESSAGES.levelExists(levelClash.value.id));

  const nodeIds = action.nodes.map(({ value }) => value.id);
  return succeed(
    {
      ...map,
      levels: insertIndexed(map.levels, action.levels),
      nodes: insertIndexed(map.nodes, action.nodes),
      connections: insertIndexed(map.connections, action.connections),
      neighbourhoods: action.neighbourhoods ?? map.neighbourhoods,
    },
    // No level brought back means none was removed, so deleting again must not remove any either.
    { type: 'deleteNodes', nodeIds, ...(action.levels.length === 0 ? { keepEmptyLevels: true } : {}) },
    {
      nodes: withRingsChanged(nodeIds, map.neighbourhoods, action.neighbourhoods ?? map.neighbourhoods),
      connections: action.connections.map(({ value }) => value.id),
    },
  );
}

/** `ids`, then the other nodes whose ring changes with the neighbourhoods list. */
function withRingsChanged(
  ids: readonly string[],
  before: readonly Neighbourhood[],
  after: readonly Neighbourhood[],
): string[] {
  return [...new Set([...ids, ...ringsChangedBetween(before, after)])];
}
