/**
 * The changes a viewer's session went through, as the change stream records them (DESIGN.md, "The
 * spine"): the action that made it, or, when the session followed the document or a restored view, the
 * actions that would have (the current level, the selection), and the nodes whose highlight changed.
 */
import type { SessionAction } from '../actions/types';
import type { ChangeOrigin, NewMapChange } from '../changes/stream';
import { NO_TRUTH_EFFECT } from '../changes/truthEffect';
import { symmetricDifference } from './apply';
import type { MapSession } from './types';

export function sessionChangesOf(
  previous: MapSession,
  next: MapSession,
  origin: ChangeOrigin,
  made?: { action: SessionAction; inverse?: SessionAction },
): NewMapChange[] {
  const change = (
    action: SessionAction | undefined,
    inverse: SessionAction | undefined,
    nodes: string[],
  ) => ({
    origin,
    scope: 'session' as const,
    ...(action && { action }),
    ...(inverse && { inverse }),
    changed: { nodes, connections: [], parts: [] },
    truth: NO_TRUTH_EFFECT,
  });
  const selectionChanged = symmetricDifference(previous.selection, next.selection);
  const highlightChanged = symmetricDifference(previous.highlighted, next.highlighted);
  if (made !== undefined)
    return [change(made.action, made.inverse, [...selectionChanged, ...highlightChanged])];
  const changes: NewMapChange[] = [];
  if (
    previous.currentLevelId !== next.currentLevelId ||
    previous.routeToCurrentLevel !== next.routeToCurrentLevel
  )
    changes.push(
      change(
        {
          type: 'setCurrentLevel',
          levelId: next.currentLevelId,
          routeToCurrentLevel: [...next.routeToCurrentLevel],
        },
        {
          type: 'setCurrentLevel',
          levelId: previous.currentLevelId,
          routeToCurrentLevel: [...previous.routeToCurrentLevel],
        },
        [],
      ),
    );
  if (selectionChanged.length > 0)
    changes.push(
      change(
        { type: 'setSelection', nodeIds: [...next.selection] },
        { type: 'setSelection', nodeIds: [...previous.selection] },
        selectionChanged,
      ),
    );
  if (highlightChanged.length > 0) changes.push(change(undefined, undefined, highlightChanged));
  return changes;
}
