/**
 * One viewer's session on an open map (DESIGN.md, "Scopes"): how they look at the map, never stored with
 * it, never broadcast in live edit and never counted as a modification. The map's content is the
 * document (src/model/map/types.ts); this is what each viewer has of their own beside it.
 */
import type { MapRights } from '../access/operationModes';
import type { OperationMode } from '../map/constants';
import type { Strength } from '../map/node';

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
  /** What a presentation replayed over the map shows this viewer (spec 3 section 4.2). */
  readonly presented: PresentedView;
}

/**
 * Which nodes a presentation has hidden: all but `except`, or none but `except`. Kept this way, hiding
 * everything and revealing a few costs as much as the few, and a snapshot of it is small.
 */
export interface NodeReveal {
  readonly hidden: 'all' | 'none';
  readonly except: ReadonlySet<string>;
}

/** A presentation's part of a viewer's session: what it revealed, selected, jumped to and set. */
export interface PresentedView {
  readonly reveal: NodeReveal;
  /** The connection a step selected. */
  readonly connectionId: string | null;
  /** The nodes the camera last jumped to show. */
  readonly location: readonly string[] | null;
  /** Strengths shown in place of the nodes' own (null: the node's own again). */
  readonly strengths: ReadonlyMap<string, Strength | null>;
}

/** The part of a session an undo step puts back: where the user stood and what they had selected. */
export type SessionView = Pick<MapSession, 'selection' | 'currentLevelId' | 'routeToCurrentLevel'>;

/** Everything a presentation's steps change: a seek lands on one of these (src/model/presentation/timeline.ts). */
export type ReplayState = SessionView & Pick<MapSession, 'presented'>;
