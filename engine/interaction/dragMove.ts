/**
 * A drag of a node selection (pure): the pointer's world offset, snapped to alignment guides against
 * nearby nodes (tolerance 10), then cut back to what the workspace bounds allow every node (the model's
 * placement rule). The result is the offset to preview and, at the drop, the moves to request.
 */
import type { Position, WorkspaceBounds } from '../../src/model/map/bounds';
import { type AlignmentGuide, snapToAlignment } from '../geometry/alignment';
import { clampDragOffset } from '../geometry/drag';
import type { Box } from '../geometry/vector';
import type { SceneQuery } from './types';

export interface DragStart {
  ids: readonly string[];
  /** Each dragged node's box at the start, in the order of `ids`. */
  boxes: readonly Box[];
}

export interface DragStep {
  dx: number;
  dy: number;
  guides: AlignmentGuide[];
}

/**
 * The offset for a raw pointer offset: `others` are the boxes to align with (none: no snapping). Bounds
 * win over alignment: a snap that would leave the workspace is cut back like any move.
 */
export function dragStep(
  start: DragStart,
  rawDx: number,
  rawDy: number,
  others: readonly Box[],
  bounds: WorkspaceBounds,
): DragStep {
  let dx = rawDx;
  let dy = rawDy;
  let guides: AlignmentGuide[] = [];
  if (others.length > 0) {
    const moved = start.boxes.map((b) => ({ x: b.x + dx, y: b.y + dy, width: b.width, height: b.height }));
    const snap = snapToAlignment(moved, others);
    dx += snap.dx;
    dy += snap.dy;
    guides = snap.guides;
  }
  const clamped = clampDragOffset(starts(start), dx, dy, bounds);
  // A guide is only true where the snap survived the clamp.
  if (clamped.dx !== dx) guides = guides.filter((g) => g.axis !== 'x');
  if (clamped.dy !== dy) guides = guides.filter((g) => g.axis !== 'y');
  return { dx: clamped.dx, dy: clamped.dy, guides };
}

/** The moves to request at the drop; none when nothing moved. */
export function dropMoves(
  start: DragStart,
  dx: number,
  dy: number,
): { nodeId: string; position: Position }[] {
  if (dx === 0 && dy === 0) return [];
  return start.ids.map((nodeId, i) => {
    const box = start.boxes[i] as Box;
    return { nodeId, position: { x: box.x + dx, y: box.y + dy } };
  });
}

function starts(start: DragStart): Position[] {
  return start.boxes.map((b) => ({ x: b.x, y: b.y }));
}

/** The drag of these nodes from where they are now (ids the scene does not draw are left out). */
export function dragStart(scene: SceneQuery, ids: Iterable<string>): DragStart {
  const drag = { ids: [] as string[], boxes: [] as Box[] };
  for (const id of ids) {
    const box = scene.nodeBox(id);
    if (box === undefined) continue;
    drag.ids.push(id);
    drag.boxes.push(box);
  }
  return drag;
}
