/**
 * The app entry's first import: a page load on a map route sends the map's document query before the rest
 * of the app's code is evaluated (React, the stores, the screens take a few hundred milliseconds on a slow
 * device), so a large map's download starts as early as it can (src/api/graphql/mapPrefetch.ts). Only
 * light modules are imported here.
 */
import { prefetchMapDocument } from './api/graphql/mapPrefetch';
import { mayHoldSession } from './api/session/storedSession';

prefetchMapDocument({
  pathname: location.pathname,
  signedIn: mayHoldSession(typeof localStorage === 'undefined' ? undefined : localStorage, Date.now()),
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
});
