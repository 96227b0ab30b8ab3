/**
 * What the engine draws, already resolved from the map: positions on the current level, colours after
 * truth and contrast rules, routed connection paths. The engine's layers read only these; building them
 * from a map document is the job of `fromMap.ts`, so the bench can feed plain fixtures too.
 */

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
}

export const NODE_CORNER_RADIUS = 6;
export const SELECTION_COLOUR = 0x2b6cb0;
export const HIGHLIGHT_COLOUR = 0xd69e2e;
export const SELECTED_BORDER_WIDTH = 3;
export const ARROW_SIZE = 12;
