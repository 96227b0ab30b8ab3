/**
 * Where new nodes go (Add node, N, bulk add, added children, a double-click): as near as can be to where
 * the user wants them without covering a node already on the level. The new nodes move together, as
 * one block (their bounding box, so a grid or row keeps its shape): to the wanted place when that is
 * clear, else to the nearest clear place on a grid of 20 around it, else (a crowded stretch) below
 * every node. Clear means at least 20 from every node's box.
 */
import type { Position, Size } from '../map/bounds';
import { PLACEMENT_GAP, PLACEMENT_SEARCH_RADIUS, PLACEMENT_STEP } from './constants';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What new nodes keep clear of and how big each is drawn: the engine knows both (ui/screens/map/viewport.ts). */
export interface Surroundings {
  /** The boxes of the nodes on the level, as drawn. */
  taken: Iterable<Rect>;
  /** The box a new node with this title is drawn in. */
  sizeOf: (title: string) => Size;
}

/** The group's wanted top-left corners moved by the offset that clears them (see the file's comment). */
export function placeClear(
  wanted: readonly Position[],
  sizes: readonly Size[],
  taken: Iterable<Rect>,
): Position[] {
  const boxes = wanted.map((position, index) => ({
    ...position,
    ...(sizes[index] ?? { width: 0, height: 0 }),
  }));
  const { x, y } = clearOffset(boxes, taken);
  return wanted.map((position) => ({ x: position.x + x, y: position.y + y }));
}

/** The offset (nearest first) at which the group's bounding box keeps PLACEMENT_GAP from every taken box. */
export function clearOffset(group: readonly Rect[], taken: Iterable<Rect>): Position {
  const block = boundingBox(group);
  if (block === undefined) return { x: 0, y: 0 };
  const all = [...taken];
  // Only boxes the search could meet are tried against each candidate.
  const reach = PLACEMENT_SEARCH_RADIUS + PLACEMENT_GAP;
  const near = all.filter((box) =>
    meets(
      box,
      {
        x: block.x - reach,
        y: block.y - reach,
        width: block.width + 2 * reach,
        height: block.height + 2 * reach,
      },
      0,
    ),
  );
  for (const offset of searchOffsets()) {
    const moved = { ...block, x: block.x + offset.x, y: block.y + offset.y };
    if (!near.some((box) => meets(box, moved, PLACEMENT_GAP))) return offset;
  }
  const lowest = Math.max(...all.map((box) => box.y + box.height));
  return { x: 0, y: lowest + PLACEMENT_GAP - block.y };
}

/** Whether two boxes come closer than `gap` (touching at exactly `gap` is clear). */
function meets(a: Rect, b: Rect, gap: number): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  );
}

function boundingBox(boxes: readonly Rect[]): Rect | undefined {
  if (boxes.length === 0) return undefined;
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

let offsets: readonly Position[] | undefined;

/**
 * Every grid offset within the search radius, nearest first; at equal distance down before up and right
 * before left, so the choice never depends on anything but the boxes. Made once.
 */
function searchOffsets(): readonly Position[] {
  if (offsets) return offsets;
  const steps = Math.floor(PLACEMENT_SEARCH_RADIUS / PLACEMENT_STEP);
  const list: Position[] = [];
  for (let i = -steps; i <= steps; i++)
    for (let j = -steps; j <= steps; j++) {
      const offset = { x: i * PLACEMENT_STEP, y: j * PLACEMENT_STEP };
      if (Math.hypot(offset.x, offset.y) <= PLACEMENT_SEARCH_RADIUS) list.push(offset);
    }
  list.sort((a, b) => a.x * a.x + a.y * a.y - (b.x * b.x + b.y * b.y) || b.y - a.y || b.x - a.x);
  offsets = list;
  return list;
}
