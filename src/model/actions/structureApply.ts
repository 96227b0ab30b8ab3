/** Dispatch of the structure actions (levels, tags, visibility, neighbourhoods) for applyAction. */
import type { MapDocument } from '../map/types';
import { joinNodesToLevel, removeNodesFromLevel } from './levelMembership';
import { restoreLevel } from './levelRemoval';
import { createLevel, deleteLevel, moveLevel, renameLevel, setLevelBackground } from './levels';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { restoreNeighbourhoods, toggleNeighbourhood } from './neighbourhoods';
import { setNodeExpansion, setNodeVisibility } from './nodeDisplay';
import { fail } from './result';
import { createTag, deleteTag, moveTag, restoreTag, setNodeTag } from './tags';
import type { ActionResult, DisplayAction, LevelAction, NeighbourhoodAction, TagAction } from './types';

export type StructureAction = LevelAction | TagAction | DisplayAction | NeighbourhoodAction;

export function applyStructureAction(map: MapDocument, action: StructureAction): ActionResult {
  switch (action.type) {
    case 'createLevel':
      return createLevel(map, action);
    case 'deleteLevel':
      return deleteLevel(map, action);
    case 'restoreLevel':
      return restoreLevel(map, action);
    case 'joinNodesToLevel':
      return joinNodesToLevel(map, action);
    case 'removeNodesFromLevel':
      return removeNodesFromLevel(map, action);
    case 'moveLevel':
      return moveLevel(map, action);
    case 'renameLevel':
      return renameLevel(map, action);
    case 'setLevelBackground':
      return setLevelBackground(map, action);
    case 'createTag':
      return createTag(map, action);
    case 'deleteTag':
      return deleteTag(map, action);
    case 'restoreTag':
      return restoreTag(map, action);
    case 'setNodeTag':
      return setNodeTag(map, action);
    case 'moveTag':
      return moveTag(map, action);
    case 'setNodeVisibility':
      return setNodeVisibility(map, action);
    case 'setNodeExpansion':
      return setNodeExpansion(map, action);
    case 'toggleNeighbourhood':
      return toggleNeighbourhood(map, action);
    case 'restoreNeighbourhoods':
      return restoreNeighbourhoods(map, action);
    default:
      // Actions also arrive as JSON from other clients and recordings, so an unknown type is refused, and
      // a session action (selection, current level) is never applied to the document.
      return fail(MESSAGES.unknownAction((action as { type?: unknown }).type));
  }
}
