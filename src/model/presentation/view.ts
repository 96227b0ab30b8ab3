/**
 * A presentation's steps applied to a viewer's session (spec 3 section 4.2), pure like `applyAction`.
 * Steps name nodes of the map they were recorded on; a node or connection the map no longer has is
 * passed over, so an old presentation still plays over what is left.
 */
import type { PresentationViewAction } from '../actions/presentationTypes';
import type { MapDocument } from '../map/types';
import type { MapSession, PresentedView, ReplayState } from '../session/types';
import { EVERYTHING_HIDDEN, setShown, showAllExcept } from './reveal';

type PresentedDocument = Pick<MapDocument, 'nodes' | 'connections'>;

/** The session after the step, and the step that puts it back. */
export function applyPresentationAction(
  session: MapSession,
  document: PresentedDocument,
  action: PresentationViewAction,
): { session: MapSession; inverse: PresentationViewAction } {
  const inverse = { type: 'setReplayState', state: replayStateOf(session) } as const;
  if (action.type === 'setReplayState') return { session: { ...session, ...action.state }, inverse };
  const presented = presentedAfter(session.presented, document, action);
  return { session: presented === session.presented ? session : { ...session, presented }, inverse };
}

/** What a step leaves of the session's presented view. */
function presentedAfter(
  view: PresentedView,
  document: PresentedDocument,
  action: Exclude<PresentationViewAction, { type: 'setReplayState' }>,
): PresentedView {
  const existing = (ids: readonly string[]) => ids.filter((id) => document.nodes.has(id));
  switch (action.type) {
    case 'hideAllNodes':
      return { ...view, reveal: EVERYTHING_HIDDEN };
    case 'showAllNodesExcept':
      return { ...view, reveal: showAllExcept(existing(action.nodeIds)) };
    case 'showNodes':
    case 'hideNodes': {
      const reveal = setShown(view.reveal, existing(action.nodeIds), action.type === 'showNodes');
      return reveal === view.reveal ? view : { ...view, reveal };
    }
    case 'selectConnection': {
      const { connectionId } = action;
      const known = connectionId !== null && document.connections.has(connectionId) ? connectionId : null;
      return known === view.connectionId ? view : { ...view, connectionId: known };
    }
    case 'jumpToLocation':
      return { ...view, location: existing(action.nodeIds) };
    case 'changeStrength': {
      if (!document.nodes.has(action.nodeId)) return view;
      const strengths = new Map(view.strengths);
      if (action.strength === null) strengths.delete(action.nodeId);
      else strengths.set(action.nodeId, action.strength);
      return { ...view, strengths };
    }
  }
}

/** The part of a session a presentation's steps change. */
export function replayStateOf(session: MapSession): ReplayState {
  const { selection, currentLevelId, routeToCurrentLevel, presented } = session;
  return { selection, currentLevelId, routeToCurrentLevel, presented };
}
