/** Joining nodes to a level and taking them off it (spec 2 section 4, Levels). */
import { DEFAULT_LEVEL_ID } from '../map/constants';
import type { MapNode, NodeLevel } from '../map/node';
import type { MapDocument } from '../map/types';
import { takeOffLevel } from './levelRemoval';
import { hasLevel, isOnLevel } from './lookup';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { clampIntoBounds, isFinitePosition } from './placement';
import { fail, succeed } from './result';
import type { ActionResult, JoinNodesToLevelAction, RemoveNodesFromLevelAction } from './types';

/** Each node gets an entry on the level at its (clamped) position, in its own colour and truth. */
export function joinNodesToLevel(map: MapDocument, action: JoinNodesToLevelAction): ActionResult {
  const { levelId, joins } = action;
  if (!hasLevel(map, levelId)) return fail(MESSAGES.noLevel(levelId));
  const positions = new Map(joins.map((join) => [join.nodeId, join.position]));
  if (positions.size !== joins.length) return fail(MESSAGES.nodeOnLevelTwice(levelId));
  if (joins.some((join) => !isFinitePosition(join.position))) return fail(MESSAGES.notPosition);
  const problem = findMembershipProblem(map, positions, (node) =>
    isOnLevel(node, levelId) ? MESSAGES.nodeOnLevelTwice(levelId) : undefined,
  );
  if (problem !== undefined) return fail(problem);

  const nodes = map.nodes.updated((node): MapNode => {
    const position = positions.get(node.id);
    if (position === undefined) return node;
    const level: NodeLevel = {
      levelId,
      position: clampIntoBounds(position, map.workspaceBounds),
      colour: node.colour,
      truth: node.truth,
    };
    return { ...node, levels: [...node.levels, level] };
  });
  const nodeIds = joins.map((join) => join.nodeId);
  return succeed(
    { ...map, nodes },
    // The level was there before the join, so undoing it keeps the level even when it empties.
    { type: 'removeNodesFromLevel', levelId, nodeIds, keepEmptyLevel: true },
    { nodes: nodeIds },
  );
}

/**
 * A node must keep at least one level. Taking a level's last nodes off it removes the level (never the
 * default one) unless `keepEmptyLevel` is set.
 */
export function removeNodesFromLevel(map: MapDocument, action: RemoveNodesFromLevelAction): ActionResult {
  const { levelId } = action;
  if (!hasLevel(map, levelId)) return fail(MESSAGES.noLevel(levelId));
  const leaving = new Map(action.nodeIds.map((id) => [id, id]));
  const problem = findMembershipProblem(map, leaving, (node) => {
    if (!isOnLevel(node, levelId)) return MESSAGES.nodeNotOnLevel(node.id, levelId);
    return node.levels.length === 1 ? MESSAGES.nodeOnNoLevel : undefined;
  });
  if (problem !== undefined) return fail(problem);
  const ids = new Set(leaving.keys());
  const emptied = ids.size > 0 && !map.nodes.some((node) => !ids.has(node.id) && isOnLevel(node, levelId));
  const removeLevel = emptied && !action.keepEmptyLevel && levelId !== DEFAULT_LEVEL_ID;
  return takeOffLevel(map, levelId, ids, removeLevel);
}

/** The first refusal for the named nodes: a missing node, or what `check` finds wrong with one. */
function findMembershipProblem(
  map: MapDocument,
  named: ReadonlyMap<string, unknown>,
  check: (node: MapNode) => string | undefined,
): string | undefined {
  const found = new Set<string>();
  for (const node of map.nodes) {
    if (!named.has(node.id)) continue;
    const problem = check(node);
    if (problem !== undefined) return problem;
    found.add(node.id);
  }
  const missing = [...named.keys()].find((id) => !found.has(id));
  return missing === undefined ? undefined : MESSAGES.noNode(missing);
}
