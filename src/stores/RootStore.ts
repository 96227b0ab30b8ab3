import { reportClientError } from '../api/clientLog';
import { fetchFeatureFlags } from '../api/featureFlags';
import { FeatureFlagStore } from './FeatureFlagStore';
import { NotificationStore } from './NotificationStore';

/** Every store of the app, created once at start and handed to the UI through context. */
export class RootStore {
  readonly notifications = new NotificationStore();
  readonly featureFlags = new FeatureFlagStore({
    fetchFlags: fetchFeatureFlags,
    reportError: reportClientError,
  });
}
