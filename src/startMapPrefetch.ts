/**
 * The app entry's first import: a page load on a map route sends the map's document query, and asks for
 * the editor's code, before the rest of the app's code is evaluated (React, the stores, the screens take a
 * few hundred milliseconds on a slow device), so a large map's download starts as early as it can
 * (src/api/graphql/mapPrefetch.ts) and the editor is ready to take it when it arrives. Only light modules
 * are imported here; the editor's come as their own chunks.
 */
import { mapIdOfPath, prefetchMapDocument } from './api/graphql/mapPrefetch';
import { mayHoldSession } from './api/session/storedSession';

prefetchMapDocument({
  pathname: location.pathname,
  signedIn: mayHoldSession(typeof localStorage === 'undefined' ? undefined : localStorage, Date.now()),
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
});

// The router would ask for the same chunks only once the app has started and matched the route; a failure
// here is left to the router, which asks again and shows its error.
if (mapIdOfPath(location.pathname)) {
  void import('../ui/shell/GraphQLLayout').catch(() => undefined);
  void import('../ui/screens/map/MapScreen').catch(() => undefined);
}
