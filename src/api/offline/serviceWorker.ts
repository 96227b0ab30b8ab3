/**
 * Registers the app's service worker (built by vite-plugin-pwa, see vite.config.ts), which precaches the
 * app so a map kept offline opens with no network. A new version waits until the user chooses
 * 'Refresh and Update' (spec 2 section 2); the worker is then sent SKIP_WAITING and the page reloads
 * once it has taken over (spec 2 section 7). Loaded after the page has loaded, so the first load of the
 * app does not carry workbox-window.
 */
import { Workbox } from 'workbox-window';
import type { AlertInput } from '../../model/notifications';
import { APP_BASE_PATH } from '../../model/version';
import { offlineStrings } from './strings';

export interface UpdateNotice {
  notify(alert: AlertInput): void;
}

/** Where a waiting version is also offered (the account menu's 'Update available'). */
export interface UpdateOffer {
  offer(apply: () => void): void;
}

export async function registerServiceWorker(notices: UpdateNotice, updates?: UpdateOffer): Promise<void> {
  const workbox = new Workbox(`${APP_BASE_PATH}/sw.js`, { scope: `${APP_BASE_PATH}/` });
  const applyUpdate = () => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  workbox.addEventListener('waiting', () => {
    updates?.offer(applyUpdate);
    notices.notify({
      // A warning stays until it is answered; an info would hide after a few seconds.
      alertType: 'warning',
      topic: 'AppUpdate',
      text: offlineStrings.updateAvailable,
      closeOnButtonClick: true,
      action: {
        label: offlineStrings.refreshAndUpdate,
        run: applyUpdate,
      },
    });
  });
  try {
    await workbox.register();
  } catch (error) {
    // Without a worker the app still runs online; only opening it offline is lost.
    console.warn('The service worker could not be registered', error);
  }
}
