/**
 * Where the offline cache keeps things (spec 2 section 7): one CacheStorage cache whose name ends with
 * 'map-main', holding per map `id/{mapId}` (the map), `offline/{mapId}` (its offline record) and
 * `userSettings/{mapId}` (the user's view settings). CacheStorage keys are requests, so each key is
 * the app-relative URL `/app/__cache/{kind}/{mapId}`; nothing is ever fetched from those URLs.
 */
import { APP_BASE_PATH } from '../../model/version';

export const OFFLINE_CACHE_NAME = 'study-maps-map-main';

/**
 * Offline copies belong to the user who kept them: each user's cache has a name of its own (still ending
 * with 'map-main'), so a user signing in on the same browser never lists another's. Without a user (signed
 * out) the plain name is used, which no signed-in user's copies live under.
 */
export function offlineCacheName(userId: string | null): string {
  return userId ? `study-maps-user-${encodeURIComponent(userId)}-map-main` : OFFLINE_CACHE_NAME;
}

export const CACHE_KEY_KINDS = ['id', 'offline', 'userSettings'] as const;
export type CacheKeyKind = (typeof CACHE_KEY_KINDS)[number];

const KEY_PREFIX = `${APP_BASE_PATH}/__cache/`;

/** The request URL (app-relative) of one entry: `/app/__cache/offline/abc`. */
export function cacheKey(kind: CacheKeyKind, mapId: string): string {
  return `${KEY_PREFIX}${kind}/${encodeURIComponent(mapId)}`;
}

/** The kind and map id of a key as `cache.keys()` gives it back (an absolute URL); null for others. */
export function parseCacheKey(url: string): { kind: CacheKeyKind; mapId: string } | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(KEY_PREFIX)) return null;
  const [kind, encodedId, ...rest] = pathname.slice(KEY_PREFIX.length).split('/');
  if (rest.length > 0 || !encodedId || !CACHE_KEY_KINDS.includes(kind as CacheKeyKind)) return null;
  try {
    return { kind: kind as CacheKeyKind, mapId: decodeURIComponent(encodedId) };
  } catch {
    return null;
  }
}
