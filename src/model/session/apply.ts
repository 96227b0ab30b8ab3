/**
 * The session actions (selection and the current level): the one function that changes a viewer's
 * session, pure like `applyAction` for the document, checked against the document it looks at.
 */
import { hasLevel } from '../actions/lookup';
import { ACTION_MESSAGES as MESSAGES } from '../actions/messages';
import type {
  SessionAction,
  SetCurrentLevelAction,
  SetHighlightedAction,
  SetSelectionAction,
} from '../actions/types';
import type { MapDocument } from '../map/types';
import { applyPresentationAction } from '../presentation/view';
import type { MapSession } from './types';

export type SessionResult =
  | { ok: true; session: MapSession; inverse: SessionAction; changedNodes: readonly string[] }
  | { ok: false; error: string };

export function applySessionAction(
  session: MapSession,
  document: Pick<MapDocument, 'nodes' | 'levels' | 'connections'>,
  action: SessionAction,
): SessionResult {
  switch (action.type) {
    case 'setSelection':
      return setSelection(session, document, action);
    case 'setHighlighted':
      return setHighlighted(session, document, action);
    case 'setCurrentLevel':
      return setCurrentLevel(session, document, action);
    case 'hideAllNodes':
    case 'showAllNodesExcept':
    case 'showNodes':
    case 'hideNodes':
    case 'selectConnection':
    case 'jumpToLocation':
    case 'changeStrength':
    case 'setReplayState':
      return { ok: true, ...applyPresentationAction(session, document, action), changedNodes: [] };
    default:
      return { ok: false, error: MESSAGES.unknownAction((action as { type?: unknown }).type) };
  }
}

/** Exactly the named nodes end up selected; the changed nodes are those selected before or after, not both. */
function setSelection(
  session: MapSession,
  document: Pick<MapDocument, 'nodes'>,
  action: SetSelectionAction,
): SessionResult {
  const selection = [...new Set(action.nodeIds)];
  const missing = selection.find((id) => !document.nodes.has(id));
  if (missing !== undefined) return { ok: false, error: MESSAGES.noNode(missing) };
  return {
    ok: true,
    session: { ...session, selection },
    inverse: { type: 'setSelection', nodeIds: [...session.selection] },
    changedNodes: symmetricDifference(session.selection, selection),
  };
}

/** Exactly the named nodes end up highlighted, as `setSelection` selects. */
function setHighlighted(
  session: MapSession,
  document: Pick<MapDocument, 'nodes'>,
  action: SetHighlightedAction,
): SessionResult {
  const highlighted = [...new Set(action.nodeIds)];
  const missing = highlighted.find((id) => !document.nodes.has(id));
  if (missing !== undefined) return { ok: false, error: MESSAGES.noNode(missing) };
  return {
    ok: true,
    session: { ...session, highlighted },
    inverse: { type: 'setHighlighted', nodeIds: [...session.highlighted] },
    changedNodes: symmetricDifference(session.highlighted, highlighted),
  };
}

/**
 * Moving into a level extends the route; a level already on the route cuts it back to that level. A
 * given route (from an inverse) is taken as it is.
 */
function setCurrentLevel(
  session: MapSession,
  document: Pick<MapDocument, 'levels'>,
  action: SetCurrentLevelAction,
): SessionResult {
  const { levelId, routeToCurrentLevel: given } = action;
  if (!hasLevel(document, levelId)) return { ok: false, error: MESSAGES.noLevel(levelId) };
  if (given !== undefined) {
    if (given.length === 0) return { ok: false, error: MESSAGES.emptyRoute };
    const missing = given.find((id) => !hasLevel(document, id));
    if (missing !== undefined) return { ok: false, error: MESSAGES.noLevel(missing) };
  }
  const route = session.routeToCurrentLevel;
  const at = route.indexOf(levelId);
  const routeToCurrentLevel = given ?? (at < 0 ? [...route, levelId] : route.slice(0, at + 1));
  return {
    ok: true,
    session: { ...session, currentLevelId: levelId, routeToCurrentLevel },
    inverse: {
      type: 'setCurrentLevel',
      levelId: session.currentLevelId,
      routeToCurrentLevel: [...session.routeToCurrentLevel],
    },
    changedNodes: [],
  };
}

/** The ids in exactly one of the two lists. */
export function symmetricDifference(a: readonly string[], b: readonly string[]): string[] {
  const inA = new Set(a);
  const inB = new Set(b);
  return [...a.filter((id) => !inB.has(id)), ...b.filter((id) => !inA.has(id))];
}
