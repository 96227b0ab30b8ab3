/** The maps area's routes and their views (spec 1 section 2): /home/maps, /home/maps/:view, folders. */
import type { MapView } from './summary';

/** The base route of the maps area; it shows the 'all' view. */
export const MAPS_ROUTE = '/home/maps';

/** The views of the sidebar, in order, with the route segment of each (/home/maps/<segment>). */
export const SIDEBAR_VIEWS = [
  { view: 'all', segment: 'all' },
  { view: 'bookmarked', segment: 'bookmarked' },
  { view: 'myMaps', segment: 'my-maps' },
  { view: 'shared', segment: 'shared' },
  { view: 'archived', segment: 'archived' },
  { view: 'uncategorised', segment: 'uncategorised' },
] as const satisfies readonly { view: Exclude<MapView, 'label'>; segment: string }[];

export type SidebarView = (typeof SIDEBAR_VIEWS)[number]['view'];

/** Which view a route shows: a folder by label id, a named view, or 'all' for /home/maps. */
export interface MapViewRoute {
  view: MapView;
  labelId: string | null;
}

/**
 * The view of a route's parameters: `labelId` (/home/maps/label/:labelId) wins, then the `view` segment
 * (/home/maps/:view), else 'all'. An unknown segment answers null.
 */
export function mapViewFromRoute(params: { view?: string; labelId?: string }): MapViewRoute | null {
  if (params.labelId) return { view: 'label', labelId: params.labelId };
  if (params.view === undefined) return { view: 'all', labelId: null };
  const entry = SIDEBAR_VIEWS.find((candidate) => candidate.segment === params.view);
  return entry ? { view: entry.view, labelId: null } : null;
}

/** The route of a view; a folder's route needs its label id. */
export function mapViewPath(view: SidebarView): string;
export function mapViewPath(view: 'label', labelId: string): string;
export function mapViewPath(view: MapView, labelId?: string): string {
  if (view === 'label') return `${MAPS_ROUTE}/label/${encodeURIComponent(labelId ?? '')}`;
  if (view === 'all') return MAPS_ROUTE;
  const entry = SIDEBAR_VIEWS.find((candidate) => candidate.view === view);
  return `${MAPS_ROUTE}/${entry?.segment ?? view}`;
}
