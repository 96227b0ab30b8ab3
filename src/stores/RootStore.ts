import { reportClientError } from '../api/clientLog';
import { fetchFeatureFlags } from '../api/featureFlags';
import { obtainHumanCheckToken } from '../api/humanCheck';
import { SessionManager } from '../api/session/SessionManager';
import { listenForUnlock } from '../api/unlockChannel';
import { AppUpdateStore } from './AppUpdateStore';
import { AuthStore } from './AuthStore';
import { FeatureFlagStore } from './FeatureFlagStore';
import { NotificationStore } from './NotificationStore';

/** Every store of the app, created once at start and handed to the UI through context. */
export class RootStore {
  readonly notifications = new NotificationStore();
  readonly appUpdate = new AppUpdateStore();
  readonly featureFlags = new FeatureFlagStore({
    fetchFlags: fetchFeatureFlags,
    reportError: reportClientError,
  });
  readonly session: SessionManager = new SessionManager({
    onUnauthorised: (info) => this.auth.onUnauthorised(info),
    onRefreshError: ({ status, message }) => {
      // 503s heal by themselves (the manager retries); the others end in onUnauthorised.
      if (status !== 503) console.warn(message);
    },
  });
  readonly auth: AuthStore = new AuthStore({
    session: this.session,
    humanCheckToken: () => obtainHumanCheckToken(),
    notify: (alert) => this.notifications.notify(alert),
    storage: typeof localStorage === 'undefined' ? undefined : localStorage,
  });

  constructor() {
    listenForUnlock(() => void this.auth.resumeAfterUnlock());
  }
}
