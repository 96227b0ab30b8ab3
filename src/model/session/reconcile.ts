/**
 * A session made consistent with the document after it changed, whoever changed it (this user, their
 * undo, another client): no selected, highlighted or current node that is gone or out of sight on
 * another level, and no route through a level that is gone. One rule for every way a document changes,
 * so no document action needs to carry anyone's session in its payload.
 */
import { hasLevel } from '../actions/lookup';
import { DEFAULT_LEVEL_ID } from '../map/constants';
import type { MapDocument } from '../map/types';
import type { MapSession } from './types';

/** The same session object when nothing needed fixing. */
export function reconcileSession(
  session: MapSession,
  document: Pick<MapDocument, 'nodes' | 'levels'>,
): MapSession {
  const route = routeWithinLevels(session, document);
  const levelId = route?.currentLevelId ?? session.currentLevelId;
  const onLevel = (id: string) => {
    const node = document.nodes.get(id);
    return node?.levels.some((level) => level.levelId === levelId) === true;
  };
  const exists = (id: string) => document.nodes.has(id);
  const selection = keepIf(session.selection, onLevel);
  const highlighted = keepIf(session.highlighted, exists);
  const currentNodeId =
    session.currentNodeId === null || exists(session.currentNodeId) ? session.currentNodeId : null;
  if (
    route === undefined &&
    selection === session.selection &&
    highlighted === session.highlighted &&
    currentNodeId === session.currentNodeId
  )
    return session;
  return { ...session, ...route, selection, highlighted, currentNodeId };
}

/**
 * The route cut back to above the first level on it that is gone; undefined when every level on it is
 * still there.
 */
function routeWithinLevels(
  session: MapSession,
  document: Pick<MapDocument, 'levels'>,
): Pick<MapSession, 'currentLevelId' | 'routeToCurrentLevel'> | undefined {
  const gone = (id: number) => !hasLevel(document, id);
  const at = session.routeToCurrentLevel.findIndex(gone);
  if (at < 0 && !gone(session.currentLevelId)) return undefined;
  const kept = at < 0 ? session.routeToCurrentLevel : session.routeToCurrentLevel.slice(0, at);
  const routeToCurrentLevel = kept.length === 0 ? [DEFAULT_LEVEL_ID] : kept;
  return { currentLevelId: routeToCurrentLevel.at(-1) ?? DEFAULT_LEVEL_ID, routeToCurrentLevel };
}

/** The list without the entries `keep` refuses; the same list when it keeps them all. */
function keepIf<T>(list: readonly T[], keep: (entry: T) => boolean): readonly T[] {
  return list.every(keep) ? list : list.filter(keep);
}
