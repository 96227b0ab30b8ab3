/**
 * The views of a map document on its current level (pure; the shell calls it, the engine draws the
 * result). Nodes are resolved by `nodeView.ts` (not on the level or hidden: left out). Connections are
 * drawn when they are on the level, not hidden, of a drawn type (never Group) and both ends are drawn,
 * with their label (edgeLabel.ts) and, for Truth connections, the dashes of the strength steps.
 */
import type { Connection } from '../../src/model/map/connection';
import { connectionsAt } from '../../src/model/map/connectionIndex';
import { CONNECTION_TYPE, DEFAULT_LEVEL_ID } from '../../src/model/map/constants';
import type { MapNode } from '../../src/model/map/node';
import type { MapDocument, WorkspaceBounds } from '../../src/model/map/types';
import { STRENGTH_STEP_COUNT } from '../../src/model/truth/messages';
import { routeRequestFor } from '../geometry/routing';
import { connectionDash, connectionStroke } from '../geometry/strokes';
import { stepStrength } from '../geometry/truthColour';
import { connectionLabel } from './edgeLabel';
import { type EdgeStyle, nodeBox, routedEdgeView } from './edgeView';
import { hexToNumber, type NodeViewContext, nodeView, nodeViewContext, type ViewerState } from './nodeView';
import type { EdgeView, NodeView } from './views';

export const DEFAULT_EDGE_COLOUR = 0x4a5568;

export interface FromMapOptions {
  /** Level to draw; defaults to `map.currentLevelId`. */
  levelId?: number;
  /** False: every node in its own colour (no truth colours). Default true. */
  truthColours?: boolean;
}

/** What `engine.setScene` takes. */
export interface MapScene {
  nodes: NodeView[];
  edges: EdgeView[];
  workspaceBounds: WorkspaceBounds;
}

/** Views of only what changed, for `upsertNodes`/`upsertEdges`/`removeNodes`/`removeEdges`. */
export interface ChangedViews {
  nodes: NodeView[];
  edges: EdgeView[];
  /** Changed ids with nothing to draw any more (deleted, hidden, off the level, an end not drawn). */
  removedNodeIds: string[];
  removedEdgeIds: string[];
}

/**
 * A map as one viewer sees it: the document, with the level they stand on and what they have selected
 * and highlighted (their session, src/model/session). Tags and neighbourhoods are optional: without them
 * nodes have no tag dots or rings.
 */
export type MapViewInput = Pick<MapDocument, 'nodes' | 'connections' | 'settings' | 'workspaceBounds'> &
  Partial<Pick<MapDocument, 'tags' | 'neighbourhoods'>> &
  ViewerState;

export function fromMap(map: MapViewInput, options: FromMapOptions = {}): MapScene {
  const levelId = levelOf(map, options);
  const drawn = nodeViewsOf(map, options);
  const edges: EdgeView[] = [];
  for (const connection of map.connections) {
    const view = connectionView(connection, levelId, drawn);
    if (view !== undefined) edges.push(view);
  }
  return { nodes: [...drawn.values()], edges, workspaceBounds: map.workspaceBounds };
}

/** The view of every node drawn on the level, by id, in the map's order. */
export function nodeViewsOf(map: MapViewInput, options: FromMapOptions = {}): Map<string, NodeView> {
  const context = contextOf(map, options);
  const drawn = new Map<string, NodeView>();
  for (const node of map.nodes) {
    const view = nodeView(node, context);
    if (view !== undefined) drawn.set(node.id, view);
  }
  return drawn;
}

/**
 * The views of the changed nodes and connections (ids of either), and of every connection touching a
 * changed node (it follows its ends). The members of a changed neighbourhood root come too (their ring
 * takes its colour). Ids that no longer draw are listed as removed. What is drawn again is found through
 * indexes (nodes by id, connections by id and by node), so the cost follows the change, not the map.
 */
export function changedViews(
  map: MapViewInput,
  changedIds: Iterable<string>,
  options: FromMapOptions = {},
): ChangedViews {
  const levelId = levelOf(map, options);
  const context = contextOf(map, options);
  const changed = new Set(changedIds);
  const restyled = new Set<string>();
  for (const hood of map.neighbourhoods ?? [])
    if (changed.has(hood.rootNodeId)) for (const id of hood.nodeIds) if (!changed.has(id)) restyled.add(id);
  const result: ChangedViews = { nodes: [], edges: [], removedNodeIds: [], removedEdgeIds: [] };
  const touching = new Set<Connection>();
  for (const id of changed) {
    const connection = map.connections.get(id);
    if (connection !== undefined) touching.add(connection);
    for (const atNode of connectionsAt(map.connections, id)) touching.add(atNode);
  }
  const needed = new Set([...changed, ...restyled]);
  for (const c of touching) needed.add(c.from).add(c.to);
  // The needed nodes the map holds, in the map's order.
  const found = [...needed]
    .map((id) => ({ at: map.nodes.indexOf(id), node: map.nodes.get(id) }))
    .filter((entry): entry is { at: number; node: MapNode } => entry.node !== undefined)
    .sort((a, b) => a.at - b.at);
  const drawn = new Map<string, NodeView>();
  const nodeIds = new Set<string>();
  for (const { node } of found) {
    nodeIds.add(node.id);
    const view = nodeView(node, context);
    if (view !== undefined) drawn.set(node.id, view);
    if (restyled.has(node.id) && view !== undefined) result.nodes.push(view);
    if (!changed.has(node.id)) continue;
    if (view !== undefined) result.nodes.push(view);
    else result.removedNodeIds.push(node.id);
  }
  const connectionIds = new Set<string>();
  for (const connection of touching) {
    connectionIds.add(connection.id);
    const view = connectionView(connection, levelId, drawn);
    if (view !== undefined) result.edges.push(view);
    else result.removedEdgeIds.push(connection.id);
  }
  // Deleted ids: not in the map any more. Which kind they were is unknown, so they are in both lists
  // (removing an id the engine does not have is harmless).
  for (const id of changed) {
    if (nodeIds.has(id) || connectionIds.has(id)) continue;
    result.removedNodeIds.push(id);
    result.removedEdgeIds.push(id);
  }
  return result;
}

/** The level to draw: the one asked for, else the viewer's, else the default level. */
export function levelOf(map: Pick<MapViewInput, 'currentLevelId'>, options: FromMapOptions = {}): number {
  return options.levelId ?? map.currentLevelId ?? DEFAULT_LEVEL_ID;
}

function contextOf(map: MapViewInput, options: FromMapOptions): NodeViewContext {
  return nodeViewContext(map, levelOf(map, options), options.truthColours !== false);
}

/**
 * A connection's view: routed between its ends' views, when it is on the level, not hidden, of a drawn
 * type and both ends are drawn; undefined otherwise.
 */
export function connectionView(
  connection: Connection,
  levelId: number,
  drawn: ReadonlyMap<string, NodeView>,
): EdgeView | undefined {
  if (connection.levelId !== levelId || connection.visibility === 'hidden') return undefined;
  const stroke = connectionStroke(connection);
  if (!stroke.visible) return undefined;
  const from = drawn.get(connection.from);
  const to = drawn.get(connection.to);
  if (from === undefined || to === undefined) return undefined;
  const request = routeRequestFor(connection, nodeBox(from), nodeBox(to));
  const style: EdgeStyle = {
    colour:
      stroke.colour === undefined ? DEFAULT_EDGE_COLOUR : hexToNumber(stroke.colour, DEFAULT_EDGE_COLOUR),
    width: stroke.width,
    dash: dashPair(stroke.dash),
    arrow: stroke.arrowAtEnd,
    startArrow: stroke.arrowAtStart,
  };
  const label = connectionLabel(connection);
  if (label !== undefined) style.label = label;
  if (connection.type === CONNECTION_TYPE.TRUTH) {
    style.strength = connection.strength;
    style.stepDashes = TRUTH_STEP_DASHES;
  }
  return routedEdgeView(connection.id, connection, request, style);
}

const dashPair = (dash: readonly number[] | null): readonly [number, number] | null =>
  dash === null ? null : [dash[0] ?? 0, dash[1] ?? 0];

/** A Truth connection's dash at each strength step (shared by every Truth connection's view). */
const TRUTH_STEP_DASHES = Array.from({ length: STRENGTH_STEP_COUNT }, (_, index) =>
  dashPair(connectionDash({ type: CONNECTION_TYPE.TRUTH, strength: stepStrength(index) })),
);
