/**
 * Which map actions change how the whole scene is drawn rather than the entities they name: the level
 * on screen, the tag list whose order gives every tag its colour, expansion, which shows or hides
 * whole branches, and the map's settings, whose truth colours fill the nodes. The shell answers those with a whole new scene; every other action redraws only the
 * ids it reports. The Record makes every new action type be classified here too.
 */
import { leafActions } from '../../src/model/actions/traits';
import type { MapAction, MapActionType } from '../../src/model/actions/types';
import type { MapNode } from '../../src/model/map/node';
import type { MapDocument } from '../../src/model/map/types';
import { anyCollapsing } from './sceneIndex';

const REDRAWS_WHOLE_SCENE: Record<MapActionType, boolean> = {
  createNode: false,
  deleteNodes: false,
  restoreNodes: false,
  moveNodes: false,
  setNodePositions: false,
  arrangeNodes: false,
  setSelection: false,
  setHighlighted: false,
  setWorkspaceBounds: false,
  resizeNode: false,
  resizeNodeContent: false,
  setNodeTitle: false,
  setNodeContent: false,
  setNodeColour: false,
  setNodeOperator: false,
  setNodeStrength: false,
  setNodeAttributes: false,
  setNodeMapLink: false,
  createConnection: false,
  deleteConnections: false,
  restoreConnections: false,
  changeConnectionType: false,
  setConnectionAttributes: false,
  replaceConnection: false,
  createLevel: false,
  deleteLevel: true,
  restoreLevel: true,
  joinNodesToLevel: false,
  removeNodesFromLevel: false,
  moveLevel: false,
  renameLevel: false,
  // Drawn behind the scene by its own layer (MapCanvas follows the current level's image).
  setLevelBackground: false,
  setCurrentLevel: true,
  createTag: false,
  deleteTag: true,
  restoreTag: true,
  setNodeTag: false,
  moveTag: true,
  setNodeVisibility: false,
  setNodeExpansion: true,
  toggleNeighbourhood: false,
  restoreNeighbourhoods: false,
  // The truth colours fill every node drawn by its truth.
  setMapSettings: true,
  setPresentation: false,
  setQuestions: false,
  setCourseItem: false,
  moveCourseItem: false,
  // Hiding or showing every node at once: a new scene is quicker than one view per node.
  hideAllNodes: true,
  showAllNodesExcept: true,
  showNodes: false,
  hideNodes: false,
  selectConnection: false,
  jumpToLocation: false,
  changeStrength: false,
  setReplayState: false,
  batch: false,
};

export function redrawsWholeScene(action: MapAction): boolean {
  return leafActions(action).some((leaf) => REDRAWS_WHOLE_SCENE[leaf.type]);
}

/**
 * As `redrawsWholeScene`, and also for a change to connections while a node is collapsed, or when it
 * deleted a collapsed node (its `inverse` brings one back): a connection made or removed there can show or
 * hide a whole branch.
 */
export function redrawsWholeSceneOf(
  map: Pick<MapDocument, 'nodes'>,
  action: MapAction,
  connectionsChanged: boolean,
  inverse?: MapAction,
): boolean {
  if (redrawsWholeScene(action)) return true;
  if (!connectionsChanged) return false;
  return anyCollapsing(map.nodes) || (inverse !== undefined && restoresCollapsing(inverse));
}

const isCollapsing = (node: MapNode) => node.showDescendants === false || node.showAscendants === false;

const restoresCollapsing = (inverse: MapAction) =>
  leafActions(inverse).some(
    (leaf) => leaf.type === 'restoreNodes' && leaf.nodes.some(({ value }) => isCollapsing(value)),
  );
