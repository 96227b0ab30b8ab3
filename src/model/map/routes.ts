/** The routes a stored map opens on (spec 2 section 2): `/{mapId}` and `/{mapId}/{suffix}`. */
import { isEntityId } from '../ids';

/** The mode suffixes of a map's route; none is the map itself. */
export const MAP_ROUTE_SUFFIXES = ['edit', 'review', 'liveedit'] as const;
export type MapRouteSuffix = (typeof MAP_ROUTE_SUFFIXES)[number];

/**
 * Whether a route's map id is well formed and its suffix (if any) a known mode. Anything else is an
 * unknown path, not a map: nothing about it is asked of the server.
 */
export function isMapRoute(mapId: string, suffix?: string): suffix is MapRouteSuffix | undefined {
  return (
    isEntityId(mapId) && (suffix === undefined || (MAP_ROUTE_SUFFIXES as readonly string[]).includes(suffix))
  );
}

/** The map a path below the app's base path opens (`/{mapId}` or `/{mapId}/{suffix}`, a slash after); null otherwise. */
export function mapIdOfAppPath(path: string): string | null {
  const [mapId = '', suffix, ...rest] = path.replace(/^\/|\/$/g, '').split('/');
  return rest.length === 0 && isMapRoute(mapId, suffix) ? mapId : null;
}

/** The route that creates a new map (spec 2 section 2); its router state may carry a tutorial. */
export const NEW_MAP_PATH = '/new';
