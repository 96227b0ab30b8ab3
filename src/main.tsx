import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../ui/shell/App';
import { prefetchMapDocument } from './api/graphql/mapPrefetch';
import { mayHoldSession } from './stores/AuthStore';
import { RootStore } from './stores/RootStore';

// A page load on a map route asks for the map now, beside the app's start (src/api/graphql/mapPrefetch.ts).
prefetchMapDocument({
  pathname: location.pathname,
  signedIn: mayHoldSession(typeof localStorage === 'undefined' ? undefined : localStorage, Date.now()),
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const stores = new RootStore();
createRoot(container).render(
  <StrictMode>
    <App stores={stores} />
  </StrictMode>,
);

// The service worker that lets maps open offline: production builds only (the dev server serves modules
// the worker cannot precache), registered once the page has loaded so it stays out of the first load.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./api/offline/serviceWorker').then(({ registerServiceWorker }) =>
      registerServiceWorker(stores.notifications),
    );
  });
}
