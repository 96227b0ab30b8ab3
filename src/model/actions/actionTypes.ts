/** The action types as values: for checking actions that arrive from outside, and for tests. */
import type { MapAction, MapActionType } from './types';

/** `true` marks the inverse-only types; the Record makes the compiler list every type exactly once. */
const INVERSE_ONLY: Record<MapActionType, boolean> = {
  createNode: false,
  deleteNodes: false,
  restoreNodes: true,
  moveNodes: false,
  setNodePositions: true,
  arrangeNodes: false,
  setSelection: false,
  setWorkspaceBounds: false,
  resizeNode: false,
  resizeNodeContent: false,
  setNodeTitle: false,
  setNodeContent: false,
  setNodeColour: false,
  setNodeOperator: false,
  setNodeStrength: false,
  createConnection: false,
  deleteConnections: false,
  restoreConnections: true,
  changeConnectionType: false,
  setConnectionAttributes: false,
  replaceConnection: true,
  createLevel: false,
  deleteLevel: false,
  restoreLevel: true,
  joinNodesToLevel: false,
  removeNodesFromLevel: false,
  moveLevel: false,
  setCurrentLevel: false,
  createTag: false,
  deleteTag: false,
  restoreTag: true,
  toggleNodeTag: false,
  moveTag: false,
  setNodeVisibility: false,
  setNodeExpansion: false,
  toggleNeighbourhood: false,
  setNeighbourhoods: true,
  batch: false,
};

export const MAP_ACTION_TYPES = Object.keys(INVERSE_ONLY) as MapActionType[];

/**
 * Types that exist to undo another action: they put state back exactly and so skip the rules a user's
 * action meets (clamping, connection rules). They are applied from an undo stack or replayed from a
 * recording of applied actions, never taken as a user's fresh edit.
 */
export const INVERSE_ONLY_ACTION_TYPES = MAP_ACTION_TYPES.filter((type) => INVERSE_ONLY[type]);

/** Whether an action (a batch: everything in it) may stand as a user's own edit. */
export function isUserAction(action: MapAction): boolean {
  if (action.type === 'batch') return action.actions.every(isUserAction);
  return !INVERSE_ONLY[action.type];
}
