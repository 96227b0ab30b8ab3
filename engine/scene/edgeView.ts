/** A connection's view from the boxes of its two nodes: routed by the geometry kernel, its label placed. */
import { type Arrowhead, type RouteRequest, routeConnection } from '../geometry/routing';
import type { Box } from '../geometry/vector';
import { type EdgeLabelInput, placeLabel } from './edgeLabel';
import type { ArrowView, EdgeRoute, EdgeView, NodeView } from './views';

export interface EdgeStyle {
  colour: number;
  width: number;
  dash: readonly [number, number] | null;
  /** Arrowheads at the target, and at the source too for bidirectional connections. */
  arrow: boolean;
  startArrow: boolean;
  label?: EdgeLabelInput;
  /** Truth connections: the strength and the dash at each step, for animations (EdgeView). */
  strength?: number;
  stepDashes?: EdgeView['stepDashes'];
}

export function routedEdgeView(
  id: string,
  endpoints: { from: string; to: string },
  request: RouteRequest,
  style: EdgeStyle,
): EdgeView {
  const route = routeConnection(request);
  const view: EdgeView = {
    id,
    from: endpoints.from,
    to: endpoints.to,
    points: route.points,
    colour: style.colour,
    width: style.width,
    dash: style.dash,
    arrow: style.arrow ? arrowView(route.arrow) : null,
    startArrow: style.startArrow ? arrowView(route.startArrow) : null,
  };
  const routing = edgeRoute(request);
  if (routing !== undefined) view.route = routing;
  if (style.label !== undefined) view.label = placeLabel(style.label, route);
  if (style.strength !== undefined) view.strength = style.strength;
  if (style.stepDashes !== undefined) view.stepDashes = style.stepDashes;
  return view;
}

/** The same connection routed again between new boxes (a drag preview): style and routing kept. */
export function reroutedEdgeView(edge: EdgeView, from: Box, to: Box): EdgeView {
  const request: RouteRequest = { from, to, ...edge.route };
  const style: EdgeStyle = {
    colour: edge.colour,
    width: edge.width,
    dash: edge.dash,
    arrow: edge.arrow !== null,
    startArrow: edge.startArrow !== null,
  };
  if (edge.label !== undefined) {
    const { text, fontSize, content } = edge.label;
    style.label = { text, fontSize, content };
  }
  if (edge.strength !== undefined) style.strength = edge.strength;
  if (edge.stepDashes !== undefined) style.stepDashes = edge.stepDashes;
  return routedEdgeView(edge.id, edge, request, style);
}

/** A node's box. */
export function nodeBox(node: Pick<NodeView, 'x' | 'y' | 'width' | 'height'>): Box {
  return { x: node.x, y: node.y, width: node.width, height: node.height };
}

function edgeRoute(request: RouteRequest): EdgeRoute | undefined {
  const { lineType, fromLocation, toLocation, waypoints } = request;
  if (lineType === undefined && fromLocation === undefined && toLocation === undefined && !waypoints?.length)
    return undefined;
  const route: EdgeRoute = {};
  if (lineType !== undefined) route.lineType = lineType;
  if (fromLocation !== undefined) route.fromLocation = fromLocation;
  if (toLocation !== undefined) route.toLocation = toLocation;
  if (waypoints?.length) route.waypoints = waypoints;
  return route;
}

function arrowView(arrow: Arrowhead): ArrowView {
  return { x: arrow.x, y: arrow.y, dx: arrow.dirX, dy: arrow.dirY };
}
