/** The workspace bounds of a map (DESIGN.md, Decisions: bounds grow to contain the content). */
import { isWellFormedBounds } from '../map/bounds';
import type { MapDocument } from '../map/types';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type { ActionResult, SetWorkspaceBoundsAction } from './types';

/**
 * Pastes grow the bounds with this before adding nodes; its inverse shrinks them back after the nodes
 * are gone. Nodes already outside are left where they are, as after a load.
 */
export function setWorkspaceBounds(map: MapDocument, action: SetWorkspaceBoundsAction): ActionResult {
  const { bounds } = action;
  if (!isWellFormedBounds(bounds)) return fail(MESSAGES.notBounds);
  const { minX, minY, maxX, maxY } = bounds;
  return succeed(
    { ...map, workspaceBounds: { minX, minY, maxX, maxY } },
    { type: 'setWorkspaceBounds', bounds: map.workspaceBounds },
  );
}
