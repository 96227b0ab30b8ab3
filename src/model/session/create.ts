/** A viewer's session as a map opens (spec 2 section 4: maps load in review only, on the default level). */
import type { MapAccessRights } from '../access/accessRights';
import type { MapRights } from '../access/operationModes';
import { DEFAULT_LEVEL_ID, LOADED_MAP_OPERATION_MODE } from '../map/constants';
import type { MapPersonalisation } from '../map/record';
import { NOTHING_PRESENTED } from '../presentation/reveal';
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
    presented: NOTHING_PRESENTED,
    ...fields,
  };
}

/**
 * A viewer's rights on a loaded map, as the server answered them with it (spec 2 section 6): whether they
 * can personalise it or have is the server's word too (issue 23), never the stored document's. A map
 * answered without them (offline, sandbox) is not personalisable.
 */
export function sessionRights(answered: MapAccessRights & MapPersonalisation): MapRights {
  return {
    accessRight: answered.accessRight,
    hasEditRights: answered.hasEditRights,
    hasShareRights: answered.hasShareRights,
    canPersonalise: answered.canPersonalise === true,
    isPersonalised: answered.isPersonalised === true,
  };
}

/** Where the user stands and what they have selected: what an undo step brings back. */
export function sessionView({ selection, currentLevelId, routeToCurrentLevel }: MapSession): SessionView {
  return { selection, currentLevelId, routeToCurrentLevel };
}
