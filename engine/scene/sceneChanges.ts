/**
 * Which map actions change how the whole scene is drawn rather than the entities they name: the level
 * on screen, the tag list whose order gives every tag its colour, and expansion, which shows or hides
 * whole branches. The shell answers those with `setScene(fromMap(map))`; every other action redraws
 * only the ids it reports.
 */
import type { MapAction, MapActionType } from '../../src/model/actions/types';
import type { MapDocument } from '../../src/model/map/types';

const SCENE_WIDE_ACTION_TYPES: readonly MapActionType[] = [
  'setCurrentLevel',
  'deleteLevel',
  'restoreLevel',
  'deleteTag',
  'restoreTag',
  'moveTag',
  'setNodeExpansion',
];

export function redrawsWholeScene(action: MapAction): boolean {
  if (action.type === 'batch') return action.actions.some(redrawsWholeScene);
  return SCENE_WIDE_ACTION_TYPES.includes(action.type);
}

/**
 * As `redrawsWholeScene`, and also for a change to connections while a node is collapsed: a connection
 * made or removed there can show or hide a whole branch.
 */
export function redrawsWholeSceneOf(
  map: Pick<MapDocument, 'nodes'>,
  action: MapAction,
  connectionsChanged: boolean,
): boolean {
  if (redrawsWholeScene(action)) return true;
  return (
    connectionsChanged &&
    map.nodes.some((node) => node.showDescendants === false || node.showAscendants === false)
  );
}
