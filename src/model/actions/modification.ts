/**
 * Which applied actions make the map "modified" (spec 2 section 4, Save state: saving clears the flag,
 * any other map change sets it). Selecting and moving between levels are ways of looking at the map
 * (neither is in its stored form), not changes a user expects to be asked to save.
 */
import type { MapAction, MapActionType } from './types';

const VIEW_ONLY_ACTION_TYPES: readonly MapActionType[] = ['setSelection', 'setCurrentLevel'];

export function modifiesMap(action: MapAction): boolean {
  if (action.type === 'batch') return action.actions.some(modifiesMap);
  return !VIEW_ONLY_ACTION_TYPES.includes(action.type);
}
