/**
 * What the engine draws, already resolved from the map: positions on the current level, colours after
 * truth and contrast rules, routed connection paths. The engine's layers read only these; building them
 * from a map document is the job of `fromMap.ts`, so the bench can feed plain fixtures too.
 */
import type { Position as Point } from '../../src/model/map/bounds';
import type { ConnectionLocation, LineType } from '../../src/model/map/constants';
import type { Box } from '../geometry/vector';

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
  /**
   * The truth the fill follows (fromMap sets it with `truthStyles` unless the node keeps its own colour).
   * A new value is animated one step a second: the engine draws the styles of the steps in between.
   */
  truth?: number;
  truthStyles?: TruthStyles;
  /** Shown content (showContent): its plain text, drawn in the node's area from `top` down. */
  content?: NodeContentView;
  /** One dot per tag along the top edge, in these colours (0xRRGGBB). */
  tagColours?: readonly number[];
  /** A ring in its neighbourhood root's colour (heavier round the root itself). */
  neighbourhood?: NeighbourhoodMark;
}

/**
 * A node's fill and title colour at each step of the strength scale, index 0..4 for -100, -50, 0, 50,
 * 100; the entries at the step of `truth` are the view's own `fill` and `textColour`. Views of the same
 * colours share one object.
 */
export interface TruthStyles {
  fills: readonly number[];
  textColours: readonly number[];
}

export interface NodeContentView {
  /** Plain text of the content (one line per block). */
  text: string;
  /** Where the content area starts, from the node's top; it runs to the node's bottom. */
  top: number;
  fontSize: number;
}

export interface NeighbourhoodMark {
  colour: number;
  root: boolean;
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
  /** The label at the middle of the path (fromMap sets it when there is text or content to show). */
  label?: EdgeLabelView;
  /**
   * Truth connections: the strength, animated one step a second, and the dash drawn at each of the
   * five steps while a change is animated (the view's own `dash` once it arrives).
   */
  strength?: number;
  stepDashes?: readonly (readonly [number, number] | null)[];
}

export interface EdgeLabelView {
  /** Lines already broken ('' when only a content marker is shown), centred in `box`. */
  text: string;
  fontSize: number;
  textColour: number;
  /** The connection has rich-text content: a content marker is drawn and the label box grows. */
  content: boolean;
  /** The drawn label: a box behind the text, centred on the route's label point. */
  box: Box;
  /** What hit-tests and is indexed as the connection: the spec's label box and the drawn one. */
  hitBox: Box;
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
export const LABEL_FILL = 0xffffff;
export const LABEL_BORDER = 0xcbd5e0;
export const LABEL_TEXT_COLOUR = 0x1a202c;
