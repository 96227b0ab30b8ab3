/**
 * The space a connection's label takes around the middle of its route (spec 2 section 9: label extension
 * 30, plus 60 when the label has content). The extension is the half-size of the square kept for the
 * label around its point: the scene hit-tests the label there and indexes the connection with it, so a
 * label is not culled while its line is off screen.
 */
import type { Route } from './routing';
import type { Box } from './vector';
import { unionBoxes } from './vector';

export const LABEL_EXTENSION = 30;
export const LABEL_CONTENT_EXTENSION = 60;

export function labelExtension(hasContent: boolean): number {
  return LABEL_EXTENSION + (hasContent ? LABEL_CONTENT_EXTENSION : 0);
}

/** The square kept for the label around the route's label point. */
export function labelBox(route: Route, hasContent: boolean): Box {
  const extension = labelExtension(hasContent);
  return {
    x: route.label.x - extension,
    y: route.label.y - extension,
    width: 2 * extension,
    height: 2 * extension,
  };
}

/** What the spatial index holds for a connection: its path, and its label when it has one. */
export function connectionBounds(route: Route, label: { hasLabel: boolean; hasContent: boolean }): Box {
  if (!label.hasLabel && !label.hasContent) return route.bounds;
  return unionBoxes([route.bounds, labelBox(route, label.hasContent)]) ?? route.bounds;
}
