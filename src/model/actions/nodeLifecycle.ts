/** Creating, deleting and restoring nodes (spec 2 sections 4 Levels and 5). */

import { connectionsAt } from '../map/connectionIndex';
import { DEFAULT_LEVEL_ID } from '../map/constants';
import type { MapNode } from '../map/node';
import type { MapDocument, Neighbourhood } from '../map/types';
import { keepLiveConnections } from './connectionLifecycle';
import { entityId, insertAnchored, removeAnchored } from './lists';
import { hasLevel } from './lookup';
import { ACTION_MESSAGES as MESSAGES, NODE_USAGE_TOPIC } from './messages';
import { putNeighbourhoodsBack, ringsChangedBetween } from './neighbourhoods';
import { clampIntoBounds, isFinitePosition } from './placement';
import { nodesUsedInPresentations } from './presentationUsage';
import { nodesUsedInQuestions } from './questionUsage';
import { fail, succeed } from './result';
import type {
  ActionResult,
  CreateNodeAction,
  DeleteNodesAction,
  NeighbourhoodsBack,
  RestoreNodesAction,
} from './types';

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
    { ...map, nodes: map.nodes.appended(placed) },
    // Keeps the level even when the node was its only one: it was there before the node was created.
    { type: 'deleteNodes', nodeIds: [node.id], keepEmptyLevels: true },
    { nodes: [node.id] },
  );
}

function findNewNodeProblem(map: MapDocument, node: MapNode): string | undefined {
  if (map.nodes.has(node.id)) return MESSAGES.nodeExists(node.id);
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
  const missing = [...ids].find((id) => !map.nodes.has(id));
  if (missing !== undefined) return fail(MESSAGES.noNode(missing));
  if (nodesUsedInPresentations(map, [...ids]).length > 0)
    return fail(MESSAGES.nodesUsedInPresentations, NODE_USAGE_TOPIC);
  if (nodesUsedInQuestions(map, [...ids]).length > 0)
    return fail(MESSAGES.nodesUsedInQuestions, NODE_USAGE_TOPIC);

  const nodes = map.nodes.removed(ids);
  const emptied = action.keepEmptyLevels ? new Set<number>() : emptiedLevels(nodes.removed, nodes.kept);
  const levels = removeAnchored(map.levels, entityId, (level) => emptied.has(level.id));
  const connections = map.connections.removed(connectionIdsGoing(map, ids, emptied));
  const { neighbourhoods, back } = forgetNodes(map.neighbourhoods, ids);

  const inverse: RestoreNodesAction = {
    type: 'restoreNodes',
    nodes: nodes.removed,
    connections: connections.removed,
    levels: levels.removed,
  };
  if (back !== undefined) inverse.neighbourhoods = back;
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
      // The other nodes whose ring changes: a neighbourhood gone recolours the later ones.
      nodes: [
        ...new Set([
          ...nodes.removed.map((n) => n.value.id),
          ...ringsChangedBetween(map.neighbourhoods, neighbourhoods),
        ]),
      ],
      connections: connections.removed.map((c) => c.value.id),
    },
  );
}

/** The connections touching the deleted nodes (found by node, not by walking the map), and those on emptied levels. */
function connectionIdsGoing(
  map: MapDocument,
  ids: ReadonlySet<string>,
  emptied: ReadonlySet<number>,
): Set<string> {
  const going = new Set<string>();
  for (const id of ids) for (const connection of connectionsAt(map.connections, id)) going.add(connection.id);
  if (emptied.size > 0)
    map.connections.forEach((connection) => {
      if (emptied.has(connection.levelId)) going.add(connection.id);
    });
  return going;
}

function emptiedLevels(removed: readonly { value: MapNode }[], kept: Iterable<MapNode>): Set<number> {
  const candidates = new Set(removed.flatMap(({ value }) => value.levels.map((level) => level.levelId)));
  candidates.delete(DEFAULT_LEVEL_ID);
  for (const node of kept) for (const level of node.levels) candidates.delete(level.levelId);
  return candidates;
}

/**
 * The neighbourhoods without the deleted nodes (the same array when none named them), and what puts back
 * just the ones that changed: those rooted at a deleted node, and those that lost members.
 */
function forgetNodes(
  hoods: readonly Neighbourhood[],
  ids: ReadonlySet<string>,
): { neighbourhoods: Neighbourhood[]; back?: NeighbourhoodsBack } {
  const touched = hoods.some((hood) => ids.has(hood.rootNodeId) || hood.nodeIds.some((id) => ids.has(id)));
  if (!touched) return { neighbourhoods: hoods as Neighbourhood[] };
  const { kept, removed } = removeAnchored(hoods, entityId, (hood) => ids.has(hood.rootNodeId));
  const replace: Neighbourhood[] = [];
  const neighbourhoods = kept.map((hood) => {
    if (!hood.nodeIds.some((id) => ids.has(id))) return hood;
    replace.push(hood);
    return { ...hood, nodeIds: hood.nodeIds.filter((id) => !ids.has(id)) };
  });
  return { neighbourhoods, back: { restore: removed, replace } };
}

/**
 * The inverse of deleteNodes; refused if anything it brings back exists again, or a node would be left
 * on no level. What another writer deleted since is left out (see RestoreNodesAction).
 */
export function restoreNodes(map: MapDocument, action: RestoreNodesAction): ActionResult {
  const nodeClash = action.nodes.find(({ value }) => map.nodes.has(value.id));
  if (nodeClash !== undefined) return fail(MESSAGES.nodeExists(nodeClash.value.id));
  const connectionClash = action.connections.find(({ value }) => map.connections.has(value.id));
  if (connectionClash !== undefined) return fail(MESSAGES.connectionExists(connectionClash.value.id));
  const levelClash = action.levels.find(({ value }) => hasLevel(map, value.id));
  if (levelClash !== undefined) return fail(MESSAGES.levelExists(levelClash.value.id));

  const levels = insertAnchored(map.levels, entityId, action.levels);
  const levelIds = new Set(levels.map((level) => level.id));
  const tagIds = new Set(map.tags.map((tag) => tag.id));
  const restored: { value: MapNode; after: string | null }[] = [];
  for (const { value, after } of action.nodes) {
    const node = withoutGoneParts(value, levelIds, tagIds);
    if (node.levels.length === 0) return fail(MESSAGES.nodeOnNoLevel);
    restored.push({ value: node, after });
  }
  const nodes = map.nodes.inserted(restored);
  const withNodes = { ...map, levels, nodes };
  const connections = keepLiveConnections(withNodes, action.connections);
  const hoods = putNeighbourhoodsBack(withNodes, action.neighbourhoods ?? { restore: [], replace: [] }, []);
  if (!hoods.ok) return hoods;

  const nodeIds = restored.map(({ value }) => value.id);
  return succeed(
    {
      ...withNodes,
      connections: map.connections.inserted(connections),
      neighbourhoods: hoods.neighbourhoods,
    },
    // No level brought back means none was removed, so deleting again must not remove any either.
    { type: 'deleteNodes', nodeIds, ...(action.levels.length === 0 ? { keepEmptyLevels: true } : {}) },
    {
      nodes: [...new Set([...nodeIds, ...hoods.touched])],
      connections: connections.map(({ value }) => value.id),
    },
  );
}

/** The node without its entries on levels and its tags that are gone; the same node when none are. */
function withoutGoneParts(
  node: MapNode,
  levelIds: ReadonlySet<number>,
  tagIds: ReadonlySet<string>,
): MapNode {
  const levelsGone = node.levels.some((level) => !levelIds.has(level.levelId));
  const tagsGone = node.tags.some((tagId) => !tagIds.has(tagId));
  if (!levelsGone && !tagsGone) return node;
  return {
    ...node,
    levels: levelsGone ? node.levels.filter((level) => levelIds.has(level.levelId)) : node.levels,
    tags: tagsGone ? node.tags.filter((tagId) => tagIds.has(tagId)) : node.tags,
  };
}
