import { makeAutoObservable, runInAction } from 'mobx';
import {
  DEFAULT_FEATURE_FLAGS,
  type FeatureFlagName,
  type FeatureFlags,
  isFlagOn,
} from '../model/featureFlags';

export type FeatureFlagStatus = 'loading' | 'ready' | 'failed';

export interface FeatureFlagDeps {
  fetchFlags: () => Promise<FeatureFlags>;
  reportError: (message: string, error?: unknown) => void | Promise<void>;
}

/** Feature flags, loaded once at start. A failed load is logged and the app goes on with defaults. */
export class FeatureFlagStore {
  status: FeatureFlagStatus = 'loading';
  flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS };

  constructor(private readonly deps: FeatureFlagDeps) {
    makeAutoObservable<FeatureFlagStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const flags = await this.deps.fetchFlags();
      runInAction(() => {
        this.flags = flags;
        this.status = 'ready';
      });
    } catch (error) {
      console.error('Unable to load feature flags', error);
      void this.deps.reportError('Unable to load feature flags', error);
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  get loaded(): boolean {
    return this.status !== 'loading';
  }

  isOn(name: FeatureFlagName): boolean {
    return isFlagOn(this.flags, name);
  }
}
