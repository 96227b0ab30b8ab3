/**
 * Operation-mode rules (spec 2 section 4, spec 3 section 6): which mode a request ends in given the
 * user's rights on the map, and which modes are read-only or have editing off.
 */
import type { MapActionType } from '../actions/types';
import { OPERATION_MODE, type OperationMode } from '../map/constants';
import { type MapAccessRights, satisfiesAccessRight } from './accessRights';

/** The map flags the mode rules read. */
export interface MapRights extends MapAccessRights {
  canPersonalise: boolean;
  isPersonalised: boolean;
}

/** Modes in which editing is off (spec 2 section 4). */
export const EDITING_OFF_MODES: readonly OperationMode[] = [
  OPERATION_MODE.PRESENTATION,
  OPERATION_MODE.RECALL,
  OPERATION_MODE.ANSWER_QUESTIONS,
  OPERATION_MODE.RECORD_PRESENTATION,
];

/**
 * Modes that are read-only (spec 2 section 4), live edit included unless the user is the current editor.
 * Review only is read-only by its name, though the spec's list leaves it out.
 */
export const READ_ONLY_MODES: readonly OperationMode[] = [
  OPERATION_MODE.REVIEW,
  OPERATION_MODE.REVIEW_ONLY,
  OPERATION_MODE.PRESENTATION,
  OPERATION_MODE.RECALL,
  OPERATION_MODE.EDIT_QUESTIONS,
  OPERATION_MODE.ANSWER_QUESTIONS,
  OPERATION_MODE.LIVE_EDIT,
];

/**
 * Edit rights need both the map's edit flag and an access right that satisfies edit: the flag says the
 * user was granted editing, the access right caps what a share allows.
 */
export function hasEditAccess(rights: MapRights): boolean {
  return rights.hasEditRights && satisfiesAccessRight(rights.accessRight, 'edit');
}

/** Personalise applies when the user can personalise the map or already has. */
export function isPersonalisable(rights: MapRights): boolean {
  return rights.canPersonalise || rights.isPersonalised;
}

/**
 * The mode a request to enter `requested` ends in: edit needs edit rights, and otherwise becomes
 * personalise for a personalisable map or falls back to review only; review becomes personalise for a
 * personalisable map the user cannot edit. Other modes stand: live edit is joined by viewers too, and
 * only starting a session needs share rights (`canStartLiveEdit`).
 */
export function resolveOperationMode(requested: OperationMode, rights: MapRights): OperationMode {
  switch (requested) {
    case OPERATION_MODE.EDIT:
      if (hasEditAccess(rights)) return OPERATION_MODE.EDIT;
      return isPersonalisable(rights) ? OPERATION_MODE.PERSONALISE : OPERATION_MODE.REVIEW_ONLY;
    case OPERATION_MODE.REVIEW:
      return isPersonalisable(rights) && !hasEditAccess(rights) ? OPERATION_MODE.PERSONALISE : requested;
    default:
      return requested;
  }
}

/** Starting a live-edit session, and granting edit within one, needs share rights (spec 3 section 6). */
export function canStartLiveEdit(rights: MapRights): boolean {
  return rights.hasShareRights;
}

/** Whether the map is read-only in `mode`; in live edit only the current editor may edit. */
export function isReadOnlyMode(mode: OperationMode, isLiveEditor = false): boolean {
  if (mode === OPERATION_MODE.LIVE_EDIT) return !isLiveEditor;
  return READ_ONLY_MODES.includes(mode);
}

export function isEditingOff(mode: OperationMode): boolean {
  return EDITING_OFF_MODES.includes(mode);
}

/** Whether map actions from this user may change the map in `mode`. */
export function canEditInMode(mode: OperationMode, isLiveEditor = false): boolean {
  return !isEditingOff(mode) && !isReadOnlyMode(mode, isLiveEditor);
}

/**
 * The document action a mode that is otherwise read-only exists to make: recording saves its presentation
 * (issue 25), editing questions saves the map's questions (issue 26). The editor's one door lets it
 * through from a user with edit rights, and nothing else.
 */
const MODE_OWN_ACTIONS: Partial<Record<OperationMode, MapActionType>> = {
  [OPERATION_MODE.RECORD_PRESENTATION]: 'setPresentation',
  [OPERATION_MODE.EDIT_QUESTIONS]: 'setQuestions',
};

/** Whether `type` is the action `mode` exists to make, though editing is otherwise off there. */
export function isModeOwnAction(mode: OperationMode, type: MapActionType): boolean {
  return MODE_OWN_ACTIONS[mode] === type;
}
