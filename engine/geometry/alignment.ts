/**
 * Alignment guides while dragging (spec 2 section 5: tolerance 10). The dragged box's left, centre and
 * right are compared with those of the other boxes, and its top, middle and bottom likewise; the nearest
 * match within the tolerance on each axis snaps, and every line the snapped box then shares with another
 * box is returned as a guide to draw. Pass the other boxes near the drag (a spatial-index query of the
 * visible area), not the whole map.
 */
import { type Box, unionBoxes } from './vector';

export const ALIGNMENT_TOLERANCE = 10;

/** A guide line: `axis` 'x' is a vertical line at x = position from y = start to end; 'y' a horizontal one. */
export interface AlignmentGuide {
  axis: 'x' | 'y';
  position: number;
  start: number;
  end: number;
}

export interface AlignmentSnap {
  /** Add to the drag offset. Each is within the tolerance, 0 when nothing is near. */
  dx: number;
  dy: number;
  guides: AlignmentGuide[];
}

/** Lines closer than this after snapping count as aligned (floating-point slack). */
const SAME_LINE = 1e-6;

/**
 * The snap for the dragged box, or boxes (they snap as one, by the box around them), against the
 * others. Nothing snaps when nothing is within the tolerance.
 */
export function snapToAlignment(
  dragged: Box | readonly Box[],
  others: Iterable<Box>,
  tolerance = ALIGNMENT_TOLERANCE,
): AlignmentSnap {
  const moving = isBox(dragged) ? dragged : unionBoxes(dragged);
  if (!moving) return { dx: 0, dy: 0, guides: [] };
  const candidates = [...others];
  let dx = 0;
  let dy = 0;
  let bestX = tolerance;
  let bestY = tolerance;
  let snapX = false;
  let snapY = false;
  for (const other of candidates) {
    for (const m of lines(moving.x, moving.width)) {
      for (const o of lines(other.x, other.width)) {
        const d = o - m;
        if (Math.abs(d) < bestX || (!snapX && Math.abs(d) <= tolerance)) {
          bestX = Math.abs(d);
          dx = d;
          snapX = true;
        }
      }
    }
    for (const m of lines(moving.y, moving.height)) {
      for (const o of lines(other.y, other.height)) {
        const d = o - m;
        if (Math.abs(d) < bestY || (!snapY && Math.abs(d) <= tolerance)) {
          bestY = Math.abs(d);
          dy = d;
          snapY = true;
        }
      }
    }
  }
  const snapped = { x: moving.x + dx, y: moving.y + dy, width: moving.width, height: moving.height };
  return { dx, dy, guides: guidesFor(snapped, candidates, snapX, snapY) };
}

/** The start, centre and end of a box along one axis. */
function lines(start: number, size: number): [number, number, number] {
  return [start, start + size / 2, start + size];
}

/** One guide per shared line, spanning every box that has it. */
function guidesFor(moving: Box, others: readonly Box[], onX: boolean, onY: boolean): AlignmentGuide[] {
  const guides: AlignmentGuide[] = [];
  for (const other of others) {
    if (onX) {
      for (const m of lines(moving.x, moving.width)) {
        for (const o of lines(other.x, other.width)) {
          if (Math.abs(o - m) <= SAME_LINE)
            extend(guides, 'x', o, moving.y, moving.y + moving.height, other.y, other.y + other.height);
        }
      }
    }
    if (onY) {
      for (const m of lines(moving.y, moving.height)) {
        for (const o of lines(other.y, other.height)) {
          if (Math.abs(o - m) <= SAME_LINE)
            extend(guides, 'y', o, moving.x, moving.x + moving.width, other.x, other.x + other.width);
        }
      }
    }
  }
  return guides;
}

function extend(
  guides: AlignmentGuide[],
  axis: 'x' | 'y',
  position: number,
  aStart: number,
  aEnd: number,
  bStart: number,
  bEnd: number,
): void {
  const start = Math.min(aStart, bStart);
  const end = Math.max(aEnd, bEnd);
  const existing = guides.find((g) => g.axis === axis && Math.abs(g.position - position) <= SAME_LINE);
  if (!existing) {
    guides.push({ axis, position, start, end });
    return;
  }
  existing.start = Math.min(existing.start, start);
  existing.end = Math.max(existing.end, end);
}

function isBox(value: Box | readonly Box[]): value is Box {
  return !Array.isArray(value);
}
