// First: a page load on a map route asks for the map before the rest of the app's code runs.
import './startMapPrefetch';
// And on a course route, the code that asks for the course.
import './startCourseCode';
// Before any zod schema is built.
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../ui/shell/App';
import { applyStoredColourMode } from '../ui/theme/colourMode';
import { reportUncaughtErrors } from './api/clientLog';
import { RootStore } from './stores/RootStore';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

reportUncaughtErrors(window);
applyStoredColourMode();
const stores = new RootStore();
// Asked for now, not from the first render's effects: the answers come while React renders, not after.
void stores.featureFlags.load();
void stores.auth.initialise();
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
      registerServiceWorker(stores.notifications, stores.appUpdate),
    );
  });
}
