/**
 * One viewer's session on an open map (DESIGN.md, "Scopes"): how they look at the map, never stored with
 * it, never broadcast in live edit and never counted as a modification. The map's content is the
 * document (src/model/map/types.ts); this is what each viewer has of their own beside it.
 */
import type { MapRights } from '../access/operationModes';
import type { OperationMode } from '../map/constants';

export interface MapSession {
  /** The selected nodes, in the order the selection named them. */
  readonly selection: readonly string[];
  /** Nodes drawn highlighted. */
  readonly highlighted: readonly string[];
  readonly currentLevelId: number;
  /** Level ids from the default level down to the current one, both included. */
  readonly routeToCurrentLevel: readonly number[];
  readonly currentNodeId: string | null;
  readonly operationMode: OperationMode;
  /** What this viewer may do with the map, as the server said when it was loaded. */
  readonly rights: MapRights;
}

/** The part of a session an undo step puts back: where the user stood and what they had selected. */
export type SessionView = Pick<MapSession, 'selection' | 'currentLevelId' | 'routeToCurrentLevel'>;
