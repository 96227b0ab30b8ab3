/**
 * What the engine draws, already resolved from the map: positions on the current level, colours after
 * truth and contrast rules, routed connection paths. The engine's layers read only these; building them
 * from a map document is the job of `fromMap.ts`, so the bench can feed plain fixtures too.
 */
import type { Position as Point } from '../../src/model/map/bounds';
import type { ConnectionLocation, LineType } from '../../src/model/map/constants';

export interface NodeView {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0xRRGGBB. */
  fill: number;
  border: number;
  borderWidth: number;
  textColour: number;
  title: string;
  /** Title size in world units (the spec's px at scale 1). */
  fontSize: number;
  selected: boolean;
  highlight: boolean;
  /** Collapsed (spec 2, node visibility): drawn, with a heavier border (fromMap sets it). */
  collapsed?: boolean;
}

export interface ArrowView {
  x: number;
  y: number;
  /** Direction the arrow points, any length. */
  dx: number;
  dy: number;
}

export interface EdgeView {
  id: string;
  from: string;
  to: string;
  /** Flattened path `[x0, y0, x1, y1, …]`. */
  points: number[];
  colour: number;
  width: number;
  /** Dash and gap lengths in world units; null for a solid line. */
  dash: readonly [number, number] | null;
  arrow: ArrowView | null;
  startArrow: ArrowView | null;
  /**
   * How the connection is routed (fromMap sets it), so the engine can re-route it while its nodes are
   * dragged; without it a drag preview routes it as `auto` between the nodes' boxes.
   */
  route?: EdgeRoute;
}

/** The routing fields of a connection: what `routeConnection` needs besides the two boxes. */
export interface EdgeRoute {
  lineType?: LineType;
  fromLocation?: ConnectionLocation;
  toLocation?: ConnectionLocation;
  waypoints?: readonly Point[];
}

export const NODE_CORNER_RADIUS = 6;
export const SELECTION_COLOUR = 0x2b6cb0;
export const HIGHLIGHT_COLOUR = 0xd69e2e;
export const SELECTED_BORDER_WIDTH = 3;
export const ARROW_SIZE = 12;
