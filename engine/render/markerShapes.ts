/**
 * The small shapes drawn around nodes and connections as box records (rounded rectangles): a node's
 * neighbourhood ring and tag dots, a connection label's box and its content marker. Pure geometry from
 * the views, so the scene's bookkeeping is tested in Node.
 */
import { type Box, expandBox } from '../geometry/vector';
import { CONTENT_MARKER_SIZE, contentMarkerBox } from '../scene/edgeLabel';
import { type EdgeView, LABEL_BORDER, LABEL_FILL, NODE_CORNER_RADIUS, type NodeView } from '../scene/views';

export interface BoxShape extends Box {
  fill: number;
  /** 0 leaves the inside clear (a ring). */
  fillAlpha: number;
  border: number;
  borderWidth: number;
  radius: number;
}

export const TAG_DOT_SIZE = 10;
export const TAG_DOT_GAP = 4;
/** Where the first dot starts, past the node's rounded corner. */
const TAG_DOT_INSET = NODE_CORNER_RADIUS + 4;
export const TAG_DOT_BORDER = 0xffffff;
/** The ring sits this far outside the node's box. */
export const RING_GAP = 3;
export const RING_WIDTH = 2;
export const ROOT_RING_WIDTH = 4;
/** How far node markers reach outside the node's box. */
export const MARKER_OVERHANG = RING_GAP + ROOT_RING_WIDTH;
const LABEL_RADIUS = 4;

export function hasNodeMarkers(node: NodeView): boolean {
  return node.neighbourhood !== undefined || (node.tagColours?.length ?? 0) > 0;
}

/** The ring first, then one dot per tag centred on the top edge, as many as fit the node's width. */
export function nodeMarkerShapes(node: NodeView): BoxShape[] {
  const shapes: BoxShape[] = [];
  const mark = node.neighbourhood;
  if (mark !== undefined) {
    const width = mark.root ? ROOT_RING_WIDTH : RING_WIDTH;
    shapes.push({
      ...expandBox(node, RING_GAP + width),
      fill: mark.colour,
      fillAlpha: 0,
      border: mark.colour,
      borderWidth: width,
      radius: NODE_CORNER_RADIUS + RING_GAP + width,
    });
  }
  const tags = node.tagColours ?? [];
  const room = Math.floor((node.width - 2 * TAG_DOT_INSET + TAG_DOT_GAP) / (TAG_DOT_SIZE + TAG_DOT_GAP));
  const count = Math.min(tags.length, Math.max(1, room));
  for (let index = 0; index < count; index++)
    shapes.push({
      x: node.x + TAG_DOT_INSET + index * (TAG_DOT_SIZE + TAG_DOT_GAP),
      y: node.y - TAG_DOT_SIZE / 2,
      width: TAG_DOT_SIZE,
      height: TAG_DOT_SIZE,
      fill: tags[index] as number,
      fillAlpha: 1,
      border: TAG_DOT_BORDER,
      borderWidth: 1.5,
      radius: TAG_DOT_SIZE / 2,
    });
  return shapes;
}

/** The box behind a label's text; undefined when the label is only a content marker. */
export function labelBoxShape(edge: EdgeView): BoxShape | undefined {
  const label = edge.label;
  if (label === undefined || label.text === '') return undefined;
  return {
    ...label.box,
    fill: LABEL_FILL,
    fillAlpha: 1,
    border: LABEL_BORDER,
    borderWidth: 1,
    radius: LABEL_RADIUS,
  };
}

/** The content marker: a dot in the connection's colour with a white rim. */
export function contentMarkerShape(edge: EdgeView): BoxShape | undefined {
  const label = edge.label;
  if (label === undefined || !label.content) return undefined;
  return {
    ...contentMarkerBox(label),
    fill: edge.colour,
    fillAlpha: 1,
    border: LABEL_FILL,
    borderWidth: 2,
    radius: CONTENT_MARKER_SIZE / 2,
  };
}
