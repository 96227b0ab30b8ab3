/** Moving and resizing nodes (spec 2 section 5: positions clamped to the workspace bounds). */

import type { Position, Size } from '../map/bounds';
import type { MapNode } from '../map/node';
import type { MapDocument } from '../map/types';
import { replaceAt, withoutKey } from './lists';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { updateNode } from './nodeUpdate';
import { isFinitePosition, placeMove } from './placement';
import { fail, succeed } from './result';
import type {
  ActionResult,
  ArrangeNodesAction,
  MoveNodesAction,
  NodeMove,
  ResizeNodeAction,
  ResizeNodeContentAction,
  SetNodePositionsAction,
} from './types';

/** Where a node may go from `current`, or undefined when the move is refused. */
type Placement = (current: Position, target: Position) => Position | undefined;

export function moveNodes(map: MapDocument, action: MoveNodesAction): ActionResult {
  return placeNodes(map, action.moves, (current, target) => placeMove(current, target, map.workspaceBounds));
}

/** Alignment and distribution move nodes by the user's rules for moves: clamped, never further out. */
export function arrangeNodes(map: MapDocument, action: ArrangeNodesAction): ActionResult {
  return moveNodes(map, { type: 'moveNodes', moves: action.moves });
}

/** Exact and unclamped, so the inverse of a move can put a node back where it was, even outside. */
export function setNodePositions(map: MapDocument, action: SetNodePositionsAction): ActionResult {
  return placeNodes(map, action.moves, (_current, target) => target);
}

function placeNodes(map: MapDocument, moves: readonly NodeMove[], place: Placement): ActionResult {
  const moved = new Map<string, MapNode>();
  const originals = new Map<string, NodeMove>();
  for (const { nodeId, levelId, position } of moves) {
    const node = moved.get(nodeId) ?? map.nodes.get(nodeId);
    if (node === undefined) return fail(MESSAGES.noNode(nodeId));
    const levelIndex = node.levels.findIndex((level) => level.levelId === levelId);
    const level = node.levels[levelIndex];
    if (level === undefined) return fail(MESSAGES.nodeNotOnLevel(nodeId, levelId));
    if (!isFinitePosition(position)) return fail(MESSAGES.notPosition);
    const placed = place(level.position, position);
    if (placed === undefined) return fail(MESSAGES.moveFurtherOutside(nodeId));
    // The first time a node and level is met, its position is still the original one.
    const key = `${levelId}:${nodeId}`;
    if (!originals.has(key)) originals.set(key, { nodeId, levelId, position: level.position });
    moved.set(nodeId, {
      ...node,
      levels: replaceAt(node.levels, levelIndex, { ...level, position: placed }),
    });
  }
  return succeed(
    { ...map, nodes: map.nodes.replaced(...moved.values()) },
    { type: 'setNodePositions', moves: [...originals.values()] },
    { nodes: [...new Set(moves.map((move) => move.nodeId))] },
  );
}

function isValidSize(size: Size): boolean {
  return isValidLength(size.width) && isValidLength(size.height);
}

export function resizeNode(map: MapDocument, action: ResizeNodeAction): ActionResult {
  const { nodeWidth, nodeHeight } = action;
  if (!isValidLength(nodeWidth) || !isValidLength(nodeHeight)) return fail(MESSAGES.notSize);
  return updateNode(map, action.nodeId, (node) => ({
    node: setLength(setLength(node, 'nodeWidth', nodeWidth), 'nodeHeight', nodeHeight),
    // An automatically sized side has no field; undoing must leave it absent again, hence null.
    inverse: {
      type: 'resizeNode',
      nodeId: node.id,
      nodeWidth: node.nodeWidth ?? null,
      nodeHeight: node.nodeHeight ?? null,
    },
  }));
}

function isValidLength(length: number | null): boolean {
  return length === null || (Number.isFinite(length) && length > 0);
}

function setLength(node: MapNode, key: 'nodeWidth' | 'nodeHeight', length: number | null): MapNode {
  return length === null ? withoutKey(node, key) : { ...node, [key]: length };
}

export function resizeNodeContent(map: MapDocument, action: ResizeNodeContentAction): ActionResult {
  if (!isValidSize(action.size)) return fail(MESSAGES.notSize);
  return updateNode(map, action.nodeId, (node) => ({
    node: { ...node, contentWidth: action.size.width, contentHeight: action.size.height },
    inverse: {
      type: 'resizeNodeContent',
      nodeId: node.id,
      size: { width: node.contentWidth, height: node.contentHeight },
    },
  }));
}
