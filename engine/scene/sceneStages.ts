/**
 * A map's scene in stages (pure), so a large map's first frame waits only for what it shows: the views
 * that may show in a rectangle come first, the rest in batches, nearest first, the engine draws between frames
 * (`MapEngine.setStagedScene`). Node views are resolved at once: they give the extent to fit the camera
 * to. Connections, whose routing is most of a scene's cost, are routed when their batch is taken; which
 * ones may show is decided without routing, from how far a route can reach past its ends.
 */
import type { Connection } from '../../src/model/map/connection';
import { labelExtension } from '../geometry/connectionLabel';
import { ELBOW_MIN_OFFSET } from '../geometry/elbow';
import { CURVE_OFFSET_AWAY } from '../geometry/routing';
import type { Box } from '../geometry/vector';
import { emptyRect, intersects, isEmptyRect, nodeDrawnRect, type Rect } from '../render/chunkGrid';
import { connectionLabel, estimateLabelSize } from './edgeLabel';
import { connectionView, type FromMapOptions, levelOf, type MapViewInput, nodeViewsOf } from './fromMap';
import { ARROW_SIZE, type EdgeView, type NodeView } from './views';

/** Views to draw together: nodes first, then connections. */
export interface SceneBatch {
  nodes: readonly NodeView[];
  edges: readonly EdgeView[];
}

/** What may show in a rectangle, and the rest of the scene for later. */
export interface SceneStage extends SceneBatch {
  rest: Iterable<SceneBatch>;
}

/** What `MapEngine.setStagedScene` takes. */
export interface StagedSceneInput {
  /** The extent of every node (what zoom to fit frames before the connections are routed). */
  readonly bounds: Box | undefined;
  readonly workspaceBounds?: MapViewInput['workspaceBounds'];
  /** Splits the scene into the views that may show in `rect` and the rest. */
  around(rect: Rect): SceneStage;
}

/**
 * How far a route reaches past the box around its ends and waypoints: a curve's control points sit at
 * most 155 out, an elbow detours by its offset round a node, plus the widest line's half and an arrowhead.
 */
export const ROUTE_REACH = CURVE_OFFSET_AWAY.max + 2 * ELBOW_MIN_OFFSET + ARROW_SIZE + 10;
/** The rest comes in rings round the view, nearest first; the last holds everything further. */
export const RING_COUNT = 8;
/** Connections routed per batch of the rest (about a millisecond's routing each). */
export const CONNECTION_BATCH = 400;
export const NODE_BATCH = 1000;

export class MapSceneStages implements StagedSceneInput {
  readonly bounds: Box | undefined;
  readonly workspaceBounds: MapViewInput['workspaceBounds'];
  private readonly levelId: number;
  private readonly drawn: Map<string, NodeView>;

  constructor(
    private readonly map: MapViewInput,
    options: FromMapOptions = {},
  ) {
    this.levelId = levelOf(map, options);
    this.drawn = nodeViewsOf(map, options);
    this.bounds = extentOf(this.drawn.values());
    this.workspaceBounds = map.workspaceBounds;
  }

  around(rect: Rect): SceneStage {
    const nodes: NodeView[] = [];
    const far = Array.from({ length: RING_COUNT }, () => ({
      nodes: [] as NodeView[],
      connections: [] as Connection[],
    }));
    for (const node of this.drawn.values()) {
      const drawnRect = nodeDrawnRect(node);
      if (intersects(drawnRect, rect)) nodes.push(node);
      else far[ringOf(drawnRect, rect) - 1]?.nodes.push(node);
    }
    const edges: EdgeView[] = [];
    for (const connection of this.map.connections) {
      const from = this.drawn.get(connection.from);
      const to = this.drawn.get(connection.to);
      // An end not drawn: the connection is not drawn either.
      if (from === undefined || to === undefined) continue;
      const reach = connectionReach(connection, from, to);
      if (!intersects(reach, rect)) {
        far[ringOf(reach, rect) - 1]?.connections.push(connection);
        continue;
      }
      const view = connectionView(connection, this.levelId, this.drawn);
      if (view !== undefined) edges.push(view);
    }
    return { nodes, edges, rest: this.batches(far) };
  }

  /** Ring by ring, nearest first: a ring's nodes, then its connections (routed as they are taken). */
  private *batches(
    rings: readonly { nodes: NodeView[]; connections: Connection[] }[],
  ): Generator<SceneBatch> {
    for (const { nodes, connections } of rings) {
      for (let start = 0; start < nodes.length; start += NODE_BATCH)
        yield { nodes: nodes.slice(start, start + NODE_BATCH), edges: [] };
      for (let start = 0; start < connections.length; start += CONNECTION_BATCH) {
        const edges: EdgeView[] = [];
        for (const connection of connections.slice(start, start + CONNECTION_BATCH)) {
          const view = connectionView(connection, this.levelId, this.drawn);
          if (view !== undefined) edges.push(view);
        }
        yield { nodes: [], edges };
      }
    }
  }
}

/**
 * Which ring round `rect` a rectangle outside it is in: 1 within one rect's width and height of it, 2
 * within two, and so on up to RING_COUNT for everything further.
 */
export function ringOf(item: Rect, rect: Rect): number {
  const dx = Math.max(0, item.minX - rect.maxX, rect.minX - item.maxX) / Math.max(1, rect.maxX - rect.minX);
  const dy = Math.max(0, item.minY - rect.maxY, rect.minY - item.maxY) / Math.max(1, rect.maxY - rect.minY);
  return Math.min(RING_COUNT, Math.max(1, Math.ceil(Math.max(dx, dy))));
}

/**
 * A rectangle the connection's drawing stays inside, routed or not: the box around its ends and
 * waypoints grown by the route's reach, and by its label's size (a label sits on the route). Tested
 * against the routed drawing of every line type, location and waypoint layout (sceneStages.test.ts).
 */
export function connectionReach(
  connection: Pick<
    Connection,
    'waypoints' | 'type' | 'content' | 'prose' | 'strength' | 'claimType' | 'fallacyType' | 'labelFontSize'
  >,
  from: NodeView,
  to: NodeView,
): Rect {
  const rect = emptyRect();
  include(rect, from.x, from.y, from.width, from.height);
  include(rect, to.x, to.y, to.width, to.height);
  for (const { position } of connection.waypoints) include(rect, position.x, position.y, 0, 0);
  const label = connectionLabel(connection);
  let reach = ROUTE_REACH;
  // Through waypoints a curve's control points sit a third of their leg out from a waypoint, and no leg
  // is longer than the box's diagonal.
  if (connection.waypoints.length > 0) reach += Math.hypot(rect.maxX - rect.minX, rect.maxY - rect.minY) / 3;
  if (label !== undefined) {
    const size = estimateLabelSize(label);
    reach += Math.max(size.width, size.height) + labelExtension(label.content);
  }
  return isEmptyRect(rect)
    ? rect
    : { minX: rect.minX - reach, minY: rect.minY - reach, maxX: rect.maxX + reach, maxY: rect.maxY + reach };
}

function include(rect: Rect, x: number, y: number, width: number, height: number): void {
  if (x < rect.minX) rect.minX = x;
  if (y < rect.minY) rect.minY = y;
  if (x + width > rect.maxX) rect.maxX = x + width;
  if (y + height > rect.maxY) rect.maxY = y + height;
}

/** The box around every node's box. */
function extentOf(nodes: Iterable<NodeView>): Box | undefined {
  const rect = emptyRect();
  for (const node of nodes) include(rect, node.x, node.y, node.width, node.height);
  if (isEmptyRect(rect)) return undefined;
  return { x: rect.minX, y: rect.minY, width: rect.maxX - rect.minX, height: rect.maxY - rect.minY };
}
