import { reaction } from 'mobx';
import { resetUserData } from '../api/appReset';
import { reportClientError } from '../api/clientLog';
import { fetchFeatureFlags } from '../api/featureFlags';
import { obtainHumanCheckToken } from '../api/humanCheck';
import { forgetOfflineOwner, rememberOfflineOwner } from '../api/offline/offlineOwner';
import { forgetSandboxDraft } from '../api/sandbox/draftKey';
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
    // Logout resets the whole application state (spec 1 section 7): the previous user's notifications
    // go, and so does what the api layer holds of them (../api/appReset: the GraphQL cache, a prefetched
    // map, map settings); their offline copies are no longer listed, their sandbox map is forgotten.
    onSignedOut: () => {
      this.notifications.clear();
      forgetOfflineOwner();
      forgetSandboxDraft(typeof localStorage === 'undefined' ? undefined : localStorage);
      void resetUserData();
    },
  });

  constructor() {
    listenForUnlock(() => void this.auth.resumeAfterUnlock());
    // The offline copies listed are those of the user signed in (src/api/offline/offlineOwner.ts).
    reaction(
      () => this.auth.user?.id,
      (userId) => {
        if (userId) rememberOfflineOwner(userId);
      },
    );
  }
}
