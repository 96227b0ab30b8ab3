/**
 * A page load on a map route asks for the map document at once, beside the app's own start (its screens'
 * code, the session check, the feature flags) rather than after it: on a large map the server's answer
 * then overlaps the start instead of following it. The editor takes the answer when it opens that map
 * soon after; anything else (no answer, an error such as an expired access token, another map, a late
 * open) leaves the editor to ask through the GraphQL client as usual.
 */
import type { MapDocumentRecord } from '../../model/map/record';
import { mapIdOfAppPath } from '../../model/map/routes';
import { APP_BASE_PATH } from '../../model/version';
import { onAppReset } from '../appReset';
import { csrfHeaders } from '../csrf';
import { MAP_DOCUMENT_QUERY } from './mapDocumentQuery';

/** An answer older than this is not used: the map may have been saved since. */
export const PREFETCH_TTL_MS = 15_000;

/** The stored map a page load at `pathname` opens (its routes of spec 2 section 2); null elsewhere. */
export function mapIdOfPath(pathname: string): string | null {
  const prefix = `${APP_BASE_PATH}/`;
  return pathname.startsWith(prefix) ? mapIdOfAppPath(pathname.slice(prefix.length - 1)) : null;
}

export interface MapPrefetchStart {
  pathname: string;
  /** A session may be held (a signed-in user on this browser): maps are not public by default. */
  signedIn: boolean;
  fetch: typeof fetch;
  now: () => number;
}

let prefetched: { mapId: string; at: number; record: Promise<MapDocumentRecord | null> } | null = null;
// A map fetched for the user who signed out is not handed to the next one.
onAppReset(() => {
  prefetched = null;
});

/** Sends the map document query for the map route `pathname`, if it is one and a session may be held. */
export function prefetchMapDocument({ pathname, signedIn, fetch, now }: MapPrefetchStart): void {
  const mapId = mapIdOfPath(pathname);
  prefetched =
    mapId && signedIn
      ? { mapId, at: now(), record: requestMapDocument(fetch, mapId).catch(() => null) }
      : null;
}

/**
 * The prefetched map `mapId`, once: null when there is none for it, it failed, or it is older than
 * PREFETCH_TTL_MS (then the caller asks itself).
 */
export function takePrefetchedMap(
  mapId: string,
  now: number = Date.now(),
): Promise<MapDocumentRecord | null> {
  const taken = prefetched;
  prefetched = null;
  if (taken?.mapId !== mapId || now - taken.at > PREFETCH_TTL_MS) return Promise.resolve(null);
  return taken.record;
}

async function requestMapDocument(fetchFn: typeof fetch, mapId: string): Promise<MapDocumentRecord | null> {
  const response = await fetchFn('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...csrfHeaders() },
    body: JSON.stringify({ operationName: 'MapDocument', query: MAP_DOCUMENT_QUERY, variables: { mapId } }),
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { map?: MapDocumentRecord | null } | null };
  return body.data?.map ?? null;
}
