/** A connection's view from the boxes of its two nodes: routed by the geometry kernel. */
import { type Arrowhead, type RouteRequest, routeConnection } from '../geometry/routing';
import type { ArrowView, EdgeView } from './views';

export interface EdgeStyle {
  colour: number;
  width: number;
  dash: readonly [number, number] | null;
  /** Arrowheads at the target, and at the source too for bidirectional connections. */
  arrow: boolean;
  startArrow: boolean;
}

export function routedEdgeView(
  id: string,
  endpoints: { from: string; to: string },
  request: RouteRequest,
  style: EdgeStyle,
): EdgeView {
  const route = routeConnection(request);
  return {
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
}

function arrowView(arrow: Arrowhead): ArrowView {
  return { x: arrow.x, y: arrow.y, dx: arrow.dirX, dy: arrow.dirY };
}
