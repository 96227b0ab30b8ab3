/**
 * A presentation's steps (spec 3 sections 3 and 4.2): session-scope actions on one viewer's state,
 * never edits of the stored map. Selecting nodes and changing level are the session's own
 * `setSelection` and `setCurrentLevel`; the rest are here. `src/model/presentation/view.ts` applies them.
 */
import type { Strength } from '../map/node';
import type { ReplayState } from '../session/types';

/** Every node hidden: where a recorded sequence starts. */
export interface HideAllNodesAction {
  type: 'hideAllNodes';
}

/** Every node shown but these (none: where a recorded sequence ends). */
export interface ShowAllNodesExceptAction {
  type: 'showAllNodesExcept';
  nodeIds: string[];
}

export interface ShowNodesAction {
  type: 'showNodes';
  nodeIds: string[];
}

export interface HideNodesAction {
  type: 'hideNodes';
  nodeIds: string[];
}

/** The connection shown selected; null lets it go. */
export interface SelectConnectionAction {
  type: 'selectConnection';
  connectionId: string | null;
}

/** The camera moves to show these nodes. */
export interface JumpToLocationAction {
  type: 'jumpToLocation';
  nodeIds: string[];
}

/** The node's strength as this viewer sees it (null: the map's own); its colour steps once a second. */
export interface ChangeStrengthAction {
  type: 'changeStrength';
  nodeId: string;
  strength: Strength | null;
}

/** The whole replayed state at once: what a seek lands on, and the inverse of every step. */
export interface SetReplayStateAction {
  type: 'setReplayState';
  state: ReplayState;
}

export type PresentationViewAction =
  | HideAllNodesAction
  | ShowAllNodesExceptAction
  | ShowNodesAction
  | HideNodesAction
  | SelectConnectionAction
  | JumpToLocationAction
  | ChangeStrengthAction
  | SetReplayStateAction;
