/** Commands that place many nodes grow the workspace to hold them (DESIGN.md, Decisions). */
import type { DocumentAction } from '../actions/types';
import { growBoundsToContain, type Position } from '../map/bounds';
import type { MapDocument } from '../map/types';

/** The bounds change (if any) to put before nodes created at these positions. */
export function growBoundsFor(map: MapDocument, positions: readonly Position[]): DocumentAction[] {
  const bounds = growBoundsToContain(map.workspaceBounds, positions);
  return bounds === map.workspaceBounds ? [] : [{ type: 'setWorkspaceBounds', bounds }];
}
