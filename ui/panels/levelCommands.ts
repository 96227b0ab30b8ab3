/**
 * The level panel's commands as map actions (pure): a new level's id and name, adding the selected
 * nodes to a level at the place they have where the user stands, and moving them there.
 */
import type { MapAction } from '../../src/model/actions/types';
import type { MapNode } from '../../src/model/map/node';
import type { Level, MapDocument } from '../../src/model/map/types';

/** A new level after the others, with the next whole-number id. */
export function newLevel(map: Pick<MapDocument, 'levels'>, description: string): Level {
  const id = map.levels.reduce((max, level) => Math.max(max, level.id), 0) + 1;
  return { id, description };
}

/** Where a node joins another level: its place on the current level, else on its first level. */
function placeOf(node: MapNode, currentLevelId: number) {
  const place = node.levels.find((level) => level.levelId === currentLevelId) ?? node.levels[0];
  return place?.position ?? { x: 0, y: 0 };
}

/** Adds the nodes not yet on `levelId` to it; null when all of them are there already. */
export function joinAction(
  map: Pick<MapDocument, 'currentLevelId'>,
  nodes: readonly MapNode[],
  levelId: number,
): MapAction | null {
  const joins = nodes
    .filter((node) => !node.levels.some((level) => level.levelId === levelId))
    .map((node) => ({ nodeId: node.id, position: placeOf(node, map.currentLevelId) }));
  return joins.length === 0 ? null : { type: 'joinNodesToLevel', levelId, joins };
}

/**
 * Moves the nodes from the current level to `levelId`: joined there, then taken off the current level
 * (which goes when it is left empty, unless it is the default level), and selected no more: out of sight,
 * they would still be deleted or moved by the next command. Null when there is nothing to move.
 */
export function moveAction(
  map: Pick<MapDocument, 'currentLevelId' | 'nodes'>,
  nodes: readonly MapNode[],
  levelId: number,
): MapAction | null {
  const from = map.currentLevelId;
  if (levelId === from) return null;
  const leaving = nodes.filter((node) => node.levels.some((level) => level.levelId === from));
  if (leaving.length === 0) return null;
  const join = joinAction(map, leaving, levelId);
  const remove: MapAction = {
    type: 'removeNodesFromLevel',
    levelId: from,
    nodeIds: leaving.map((node) => node.id),
  };
  // The map's selection, less the nodes moved away (whatever list the caller moved).
  const movedIds = new Set(remove.nodeIds);
  const staying = map.nodes.filter((node) => node.selected && !movedIds.has(node.id)).map((node) => node.id);
  const select: MapAction = { type: 'setSelection', nodeIds: staying };
  return { type: 'batch', actions: join ? [join, remove, select] : [remove, select] };
}

/**
 * Moving into a level, keeping selected only the selected nodes drawn there: a node left selected out
 * of sight would still be deleted or moved by the next command.
 */
export function switchLevelAction(map: Pick<MapDocument, 'nodes'>, levelId: number): MapAction {
  const nodeIds = map.nodes
    .filter((node) => node.selected && node.levels.some((level) => level.levelId === levelId))
    .map((node) => node.id);
  return {
    type: 'batch',
    actions: [
      { type: 'setCurrentLevel', levelId },
      { type: 'setSelection', nodeIds },
    ],
  };
}
