/**
 * The level panel's commands as map actions (pure): a new level's id and name, and adding the selected
 * nodes to a level at the place they have where the user stands, or moving them there. Selection follows
 * by itself: nodes that leave the level the user stands on are selected no more (the session's rule,
 * src/model/session/reconcile.ts).
 */
import type { DocumentAction } from '../../src/model/actions/types';
import type { ReadonlyList } from '../../src/model/map/entityList';
import type { MapNode } from '../../src/model/map/node';
import type { Level, MapDocument } from '../../src/model/map/types';

/** Level ids are whole numbers (spec 2 section 3); random ones, so two editors' new levels cannot clash. */
const LEVEL_ID_RANGE = 2 ** 31 - 2;

/** A new level after the others, with a random whole-number id no level has. */
export function newLevel(
  map: Pick<MapDocument, 'levels'>,
  description: string,
  random: () => number = Math.random,
): Level {
  const taken = new Set(map.levels.map((level) => level.id));
  let id: number;
  do id = 2 + Math.floor(random() * LEVEL_ID_RANGE);
  while (taken.has(id));
  return { id, description };
}

/**
 * Moves a level one place up or down the list, naming the level and the level it is to follow (so the
 * move means the same when another editor changed the list first); null at either end.
 */
export function shiftLevelAction(
  levels: readonly Level[],
  levelId: number,
  direction: 'up' | 'down',
): DocumentAction | null {
  const index = levels.findIndex((level) => level.id === levelId);
  if (index < 0) return null;
  // Up: after the level two places above (first when there is none); down: after the next level.
  const anchorIndex = direction === 'up' ? index - 2 : index + 1;
  if ((direction === 'up' && index === 0) || anchorIndex >= levels.length) return null;
  return { type: 'moveLevel', levelId, after: levels[anchorIndex]?.id ?? null };
}

/** Where a node joins another level: its place on the current level, else on its first level. */
function placeOf(node: MapNode, currentLevelId: number) {
  const place = node.levels.find((level) => level.levelId === currentLevelId) ?? node.levels[0];
  return place?.position ?? { x: 0, y: 0 };
}

/** Adds the nodes not yet on `levelId` to it; null when all of them are there already. */
export function joinAction(
  nodes: ReadonlyList<MapNode>,
  levelId: number,
  currentLevelId: number,
): DocumentAction | null {
  const joins = nodes
    .filter((node) => !node.levels.some((level) => level.levelId === levelId))
    .map((node) => ({ nodeId: node.id, position: placeOf(node, currentLevelId) }));
  return joins.length === 0 ? null : { type: 'joinNodesToLevel', levelId, joins };
}

/**
 * Moves the nodes from the current level to `levelId`: joined there, then taken off the current level
 * (which goes when it is left empty, unless it is the default level). Null when there is nothing to move.
 */
export function moveAction(
  nodes: ReadonlyList<MapNode>,
  levelId: number,
  currentLevelId: number,
): DocumentAction | null {
  if (levelId === currentLevelId) return null;
  const leaving = nodes.filter((node) => node.levels.some((level) => level.levelId === currentLevelId));
  if (leaving.length === 0) return null;
  const join = joinAction(leaving, levelId, currentLevelId);
  const remove: DocumentAction = {
    type: 'removeNodesFromLevel',
    levelId: currentLevelId,
    nodeIds: leaving.map((node) => node.id),
  };
  return join ? { type: 'batch', actions: [join, remove] } : remove;
}
