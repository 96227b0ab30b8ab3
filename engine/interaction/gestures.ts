/** Gesture thresholds and the small pure helpers the controller uses. */
import type { Box, Point } from '../geometry/vector';
import type { PointerKind } from './types';

/** Screen pixels a press may move and still be a click (a mouse is steadier than a finger). */
export const CLICK_SLOP: Readonly<Record<PointerKind, number>> = { mouse: 4, pen: 6, touch: 8 };
/** A press held this long without moving more than LONG_PRESS_SLOP opens the context menu. */
export const LONG_PRESS_MS = 500;
export const LONG_PRESS_SLOP = 8;
/** Which pointers long-press (a mouse has its right button). */
export const LONG_PRESS_POINTERS: ReadonlySet<PointerKind> = new Set(['touch', 'pen']);
/** Two clicks within this time and distance make a double click. */
export const DOUBLE_CLICK_MS = 350;
export const DOUBLE_CLICK_SLOP = 8;
/** Connection handle: radius drawn and extra pick radius, screen pixels. */
export const HANDLE_RADIUS = 6;
export const HANDLE_PICK_MARGIN = 4;
/** Connections count as hit within this many screen pixels of their line. */
export const EDGE_PICK_TOLERANCE = 4;
/** At most this many selected nodes show a handle (plus the hovered one). */
export const MAX_HANDLES = 50;
/** Alignment candidates: nodes within this many screen pixels of the dragged box. */
export const ALIGNMENT_RANGE = 600;

export function screenDistance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The rectangle spanned by two corners, in any order. */
export function rectBetween(a: Point, b: Point): Box {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}

/** Where a node's connection handle sits: the middle of its right edge. */
export function handleCentre(box: Box): Point {
  return { x: box.x + box.width, y: box.y + box.height / 2 };
}

/** Two clicks make a double click when close in time and place on the same target. */
export class ClickTracker {
  private last: { time: number; at: Point; nodeId: string | null } | undefined;

  /** Records a click; true when it completes a double click. */
  click(time: number, at: Point, nodeId: string | null): boolean {
    const last = this.last;
    const double =
      last !== undefined &&
      last.nodeId === nodeId &&
      time - last.time <= DOUBLE_CLICK_MS &&
      screenDistance(last.at, at) <= DOUBLE_CLICK_SLOP;
    this.last = double ? undefined : { time, at: { x: at.x, y: at.y }, nodeId };
    return double;
  }
}
