/**
 * The views of a map document on its current level (pure; the shell calls it, the engine draws the
 * result). Nodes not on the level and hidden nodes are left out; collapsed ones are drawn and marked.
 * Fill is the truth colour of the node's truth sign (map settings) unless the node overrides it with its
 * own colour on the level; the title colour follows the contrast rule. Connections are drawn when they are
 * on the level, not hidden, of a drawn type (never Group) and both ends are drawn.
 */
import type { Connection } from '../../src/model/map/connection';
import { FONT_SIZES } from '../../src/model/map/constants';
import type { MapNode } from '../../src/model/map/node';
import type { MapSettings } from '../../src/model/map/settings';
import type { MapDocument, WorkspaceBounds } from '../../src/model/map/types';
import { roundStrength } from '../../src/model/truth/messages';
import { textColourOn } from '../geometry/contrast';
import { routeRequestFor } from '../geometry/routing';
import { connectionStroke } from '../geometry/strokes';
import { nodeBox, routedEdgeView } from './edgeView';
import { nodeSize } from './nodeSize';
import type { EdgeView, NodeView } from './views';

export const NODE_BORDER_COLOUR = 0x4a5568;
export const NODE_BORDER_WIDTH = 1;
export const COLLAPSED_BORDER_WIDTH = 3;
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

export type MapViewInput = Pick<
  MapDocument,
  'nodes' | 'connections' | 'settings' | 'currentLevelId' | 'workspaceBounds'
>;

export function fromMap(map: MapViewInput, options: FromMapOptions = {}): MapScene {
  const levelId = options.levelId ?? map.currentLevelId;
  const drawn = new Map<string, NodeView>();
  for (const node of map.nodes) {
    const view = nodeView(node, levelId, map.settings, options);
    if (view !== undefined) drawn.set(node.id, view);
  }
  const edges: EdgeView[] = [];
  for (const connection of map.connections) {
    const view = edgeView(connection, levelId, drawn);
    if (view !== undefined) edges.push(view);
  }
  return { nodes: [...drawn.values()], edges, workspaceBounds: map.workspaceBounds };
}

/**
 * The views of the changed nodes and connections (ids of either), and of every connection touching a
 * changed node (it follows its ends). Ids that no longer draw are listed as removed.
 */
export function changedViews(
  map: MapViewInput,
  changedIds: Iterable<string>,
  options: FromMapOptions = {},
): ChangedViews {
  const levelId = options.levelId ?? map.currentLevelId;
  const changed = new Set(changedIds);
  const result: ChangedViews = { nodes: [], edges: [], removedNodeIds: [], removedEdgeIds: [] };
  const touching = map.connections.filter(
    (c) => changed.has(c.id) || changed.has(c.from) || changed.has(c.to),
  );
  const needed = new Set(changed);
  for (const c of touching) needed.add(c.from).add(c.to);
  const drawn = new Map<string, NodeView>();
  const nodeIds = new Set<string>();
  for (const node of map.nodes) {
    if (!needed.has(node.id)) continue;
    nodeIds.add(node.id);
    const view = nodeView(node, levelId, map.settings, options);
    if (view !== undefined) drawn.set(node.id, view);
    if (!changed.has(node.id)) continue;
    if (view !== undefined) result.nodes.push(view);
    else result.removedNodeIds.push(node.id);
  }
  const connectionIds = new Set<string>();
  for (const connection of touching) {
    connectionIds.add(connection.id);
    const view = edgeView(connection, levelId, drawn);
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

/** A node's view on a level; undefined when it is not on the level or hidden. */
export function nodeView(
  node: MapNode,
  levelId: number,
  settings: MapSettings,
  options: FromMapOptions = {},
): NodeView | undefined {
  if (node.visibility === 'hidden') return undefined;
  const level = node.levels.find((entry) => entry.levelId === levelId);
  if (level === undefined) return undefined;
  const fontSize = FONT_SIZES[node.titleFontSize] ?? FONT_SIZES.large;
  const { width, height } = nodeSize(node, fontSize);
  const own = level.colour || node.colour;
  const byTruth = options.truthColours !== false && !node.colourOverride;
  const fill = byTruth ? truthColour(node.truth, settings) : own;
  // Where the fill is the truth colour, the node's own colour is kept for the title if it reads.
  const text = textColourOn(fill, byTruth ? own : undefined);
  const collapsed = node.visibility === 'collapsed';
  return {
    id: node.id,
    x: level.position.x,
    y: level.position.y,
    width,
    height,
    fill: hexToNumber(fill, 0xffffff),
    border: NODE_BORDER_COLOUR,
    borderWidth: collapsed ? COLLAPSED_BORDER_WIDTH : NODE_BORDER_WIDTH,
    textColour: hexToNumber(text, 0),
    title: node.title,
    fontSize,
    selected: node.selected,
    highlight: node.highlight,
    collapsed,
  };
}

/** The map's truth colour for a truth value's sign (rounded, so -0.4 is neutral). */
export function truthColour(truth: number, settings: MapSettings): string {
  const sign = Math.sign(roundStrength(truth));
  if (sign > 0) return settings.positiveTruthColour;
  if (sign < 0) return settings.negativeTruthColour;
  return settings.neutralTruthColour;
}

function edgeView(
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
  return routedEdgeView(connection.id, connection, request, {
    colour:
      stroke.colour === undefined ? DEFAULT_EDGE_COLOUR : hexToNumber(stroke.colour, DEFAULT_EDGE_COLOUR),
    width: stroke.width,
    dash: stroke.dash === null ? null : [stroke.dash[0] ?? 0, stroke.dash[1] ?? 0],
    arrow: stroke.arrowAtEnd,
    startArrow: stroke.arrowAtStart,
  });
}

/** '#rrggbb' as 0xRRGGBB; `fallback` for anything else. */
export function hexToNumber(hex: string, fallback: number): number {
  return /^#[0-9a-fA-F]{6}$/.test(hex) ? Number.parseInt(hex.slice(1), 16) : fallback;
}
