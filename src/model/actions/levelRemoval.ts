/**
 * Taking nodes off a level, and the level itself when asked (spec 2 section 4, Levels): the shared core of
 * deleteLevel and removeNodesFromLevel, and its inverse, restoreLevel.
 */
import type { MapNode, NodeLevel } from '../map/node';
import type { MapDocument } from '../map/types';
import { keepLiveConnections } from './connectionLifecycle';
import { entityId, insertAnchored, removeAnchored } from './lists';
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
  const nodes = map.nodes.updated((node): MapNode => {
    if (!leaving.has(node.id)) return node;
    const { kept, removed } = removeAnchored(node.levels, levelIdOf, (level) => level.levelId === levelId);
    const [entry] = removed;
    if (entry === undefined) return node;
    nodeLevels.push({ nodeId: node.id, ...entry });
    return { ...node, levels: kept };
  });
  const connections = map.connections.removedWhere(
    (c) => c.levelId === levelId && (removeLevel || leaving.has(c.from) || leaving.has(c.to)),
  );
  const levels = removeAnchored(map.levels, entityId, (level) => removeLevel && level.id === levelId);

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

const levelIdOf = (level: NodeLevel) => level.levelId;

/**
 * The inverse of takeOffLevel; refused if anything it brings back exists again, or (without `level`) the
 * level is gone. Entries of nodes another writer deleted, and connections left without both ends on the
 * level, are left out.
 */
export function restoreLevel(map: MapDocument, action: RestoreLevelAction): ActionResult {
  const { levelId } = action;
  if (action.level !== undefined && hasLevel(map, levelId)) return fail(MESSAGES.levelExists(levelId));
  if (action.level === undefined && !hasLevel(map, levelId)) return fail(MESSAGES.noLevel(levelId));
  const entries = new Map(action.nodeLevels.map((entry) => [entry.nodeId, entry]));
  if (entries.size !== action.nodeLevels.length) return fail(MESSAGES.nodeOnLevelTwice(levelId));
  const returning = action.nodeLevels.flatMap((entry) => {
    const node = map.nodes.get(entry.nodeId);
    return node === undefined ? [] : [node];
  });
  if (returning.some((node) => isOnLevel(node, levelId))) return fail(MESSAGES.nodeOnLevelTwice(levelId));
  const clash = action.connections.find(({ value }) => map.connections.has(value.id));
  if (clash !== undefined) return fail(MESSAGES.connectionExists(clash.value.id));

  const nodeIds = returning.map((node) => node.id);
  const ids = new Set(nodeIds);
  const nodes = map.nodes.updated((node) => {
    const entry = ids.has(node.id) ? entries.get(node.id) : undefined;
    return entry === undefined ? node : { ...node, levels: insertAnchored(node.levels, levelIdOf, [entry]) };
  });
  const withEntries = {
    ...map,
    levels: action.level === undefined ? map.levels : insertAnchored(map.levels, entityId, [action.level]),
    nodes,
  };
  const connections = keepLiveConnections(withEntries, action.connections);
  return succeed(
    { ...withEntries, connections: map.connections.inserted(connections) },
    action.level === undefined
      ? { type: 'removeNodesFromLevel', levelId, nodeIds, keepEmptyLevel: true }
      : { type: 'deleteLevel', levelId },
    { nodes: nodeIds, connections: connections.map(({ value }) => value.id) },
  );
}
