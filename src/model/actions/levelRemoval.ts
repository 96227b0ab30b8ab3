/**
 * Taking nodes off a level, and the level itself when asked (spec 2 section 4, Levels): the shared core of
 * deleteLevel and removeNodesFromLevel, and its inverse, restoreLevel.
 */
import type { MapNode } from '../map/node';
import type { MapDocument } from '../map/types';
import { insertIndexed, removeWhere } from './lists';
import { hasLevel, isOnLevel } from './lookup';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type { ActionResult, NodeLevelEntry, RestoreLevelAction } from './types';

/**
 * Takes the leaving nodes off the level with the level's connections that touch them (all of them when
 * the level goes). A viewer standing on a level that goes is moved back along their route by their
 * session (src/model/session/reconcile.ts). The caller has checked every rule.
 */
export function takeOffLevel(
  map: MapDocument,
  levelId: number,
  leaving: ReadonlySet<string>,
  removeLevel: boolean,
): ActionResult {
  const nodeLevels: NodeLevelEntry[] = [];
  const nodes = map.nodes.map((node): MapNode => {
    if (!leaving.has(node.id)) return node;
    const index = node.levels.findIndex((level) => level.levelId === levelId);
    const value = node.levels[index];
    if (value === undefined) return node;
    nodeLevels.push({ nodeId: node.id, index, value });
    return { ...node, levels: node.levels.filter((_, i) => i !== index) };
  });
  const connections = removeWhere(
    map.connections,
    (c) => c.levelId === levelId && (removeLevel || leaving.has(c.from) || leaving.has(c.to)),
  );
  const levels = removeWhere(map.levels, (level) => removeLevel && level.id === levelId);

  const inverse: RestoreLevelAction = {
    type: 'restoreLevel',
    levelId,
    nodeLevels,
    connections: connections.removed,
  };
  const [removedLevel] = levels.removed;
  if (removedLevel !== undefined) inverse.level = removedLevel;
  return succeed({ ...map, nodes, levels: levels.kept, connections: connections.kept }, inverse, {
    nodes: nodeLevels.map((entry) => entry.nodeId),
    connections: connections.removed.map((c) => c.value.id),
  });
}

/** The inverse of takeOffLevel; refused if anything it brings back exists again. */
export function restoreLevel(map: MapDocument, action: RestoreLevelAction): ActionResult {
  const { levelId } = action;
  if (action.level !== undefined && hasLevel(map, levelId)) return fail(MESSAGES.levelExists(levelId));
  if (action.level === undefined && !hasLevel(map, levelId)) return fail(MESSAGES.noLevel(levelId));
  const entries = new Map(action.nodeLevels.map((entry) => [entry.nodeId, entry]));
  if (entries.size !== action.nodeLevels.length) return fail(MESSAGES.nodeOnLevelTwice(levelId));
  const found = new Set<string>();
  for (const node of map.nodes) {
    if (!entries.has(node.id)) continue;
    if (isOnLevel(node, levelId)) return fail(MESSAGES.nodeOnLevelTwice(levelId));
    found.add(node.id);
  }
  const missing = action.nodeLevels.find((entry) => !found.has(entry.nodeId));
  if (missing !== undefined) return fail(MESSAGES.noNode(missing.nodeId));
  const clash = action.connections.find(({ value }) => map.connections.some((c) => c.id === value.id));
  if (clash !== undefined) return fail(MESSAGES.connectionExists(clash.value.id));

  const nodeIds = action.nodeLevels.map((entry) => entry.nodeId);
  const nodes = map.nodes.map((node) => {
    const entry = entries.get(node.id);
    return entry === undefined ? node : { ...node, levels: insertIndexed(node.levels, [entry]) };
  });
  return succeed(
    {
      ...map,
      levels: action.level === undefined ? map.levels : insertIndexed(map.levels, [action.level]),
      nodes,
      connections: insertIndexed(map.connections, action.connections),
    },
    action.level === undefined
      ? { type: 'removeNodesFromLevel', levelId, nodeIds, keepEmptyLevel: true }
      : { type: 'deleteLevel', levelId },
    { nodes: nodeIds, connections: action.connections.map(({ value }) => value.id) },
  );
}
