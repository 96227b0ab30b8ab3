/** A viewer's session as a map opens (spec 2 section 4: maps load in review only, on the default level). */
import type { MapRights } from '../access/operationModes';
import { DEFAULT_LEVEL_ID, LOADED_MAP_OPERATION_MODE } from '../map/constants';
import type { MapSession } from './types';

/** No rights at all: what a viewer has until the server has said otherwise. */
export const NO_RIGHTS: MapRights = {
  accessRight: 'none',
  hasEditRights: false,
  hasShareRights: false,
  canPersonalise: false,
  isPersonalised: false,
};

export function createSession(fields: Partial<MapSession> = {}): MapSession {
  return {
    selection: [],
    highlighted: [],
    currentLevelId: DEFAULT_LEVEL_ID,
    routeToCurrentLevel: [DEFAULT_LEVEL_ID],
    currentNodeId: null,
    operationMode: LOADED_MAP_OPERATION_MODE,
    rights: NO_RIGHTS,
    ...fields,
  };
}
