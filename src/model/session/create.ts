/** A viewer's session as a map opens (spec 2 section 4: maps load in review only, on the default level). */
import type { MapAccessRights } from '../access/accessRights';
import type { MapRights } from '../access/operationModes';
import { DEFAULT_LEVEL_ID, LOADED_MAP_OPERATION_MODE } from '../map/constants';
import { isRecord, readBoolean } from '../map/read';
import type { MapSession, SessionView } from './types';

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

/**
 * A viewer's rights on a loaded map: what the server answered with it, and whether the stored document
 * lets it be personalised (spec 2 section 6).
 */
export function sessionRights(answered: MapAccessRights, stored: unknown): MapRights {
  const flags = isRecord(stored) ? stored : {};
  return {
    accessRight: answered.accessRight,
    hasEditRights: answered.hasEditRights,
    hasShareRights: answered.hasShareRights,
    canPersonalise: readBoolean(flags.canPersonalise, false),
    isPersonalised: readBoolean(flags.isPersonalised, false),
  };
}

/** Where the user stands and what they have selected: what an undo step brings back. */
export function sessionView({ selection, currentLevelId, routeToCurrentLevel }: MapSession): SessionView {
  return { selection, currentLevelId, routeToCurrentLevel };
}
