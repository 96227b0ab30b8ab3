/**
 * Where links go (spec 2 sections 2 and 3): a node's map link, and a link in rich text that names a map
 * of this app. Both open the map inside the app rather than in a new tab.
 */
import { APP_BASE_PATH } from '../version';
import type { MapLink } from './node';
import { mapIdOfAppPath } from './routes';

/**
 * What following a node's map link does: open the map at its route (below the app's base path); tell the
 * user that presentations and lessons cannot be opened yet (their routes do not exist); nothing for none.
 */
export type MapLinkTarget = { kind: 'map'; path: string } | { kind: 'unavailable' } | { kind: 'none' };

export function mapLinkTarget(link: MapLink | undefined): MapLinkTarget {
  if (link === undefined || link.linkType === 'none' || link.mapId === '') return { kind: 'none' };
  if (link.linkType === 'map') return { kind: 'map', path: `/${encodeURIComponent(link.mapId)}` };
  return { kind: 'unavailable' };
}

/**
 * The route below the app's base path that a link's address opens when it is a map of this app, served
 * from `origin` (its mode and deep-link query kept); null for any other address.
 */
export function appMapPath(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  const prefix = `${APP_BASE_PATH}/`;
  if (parsed.origin !== origin || !parsed.pathname.startsWith(prefix)) return null;
  const path = parsed.pathname.slice(APP_BASE_PATH.length);
  return mapIdOfAppPath(path) === null ? null : `${path}${parsed.search}`;
}
