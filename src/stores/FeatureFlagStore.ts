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

/**
 * How long the app waits for its flags before it goes on with the defaults: a request that never ends (a
 * stalled connection, a busy server) must not keep the app behind its spinner.
 */
export const FLAGS_WAIT_MS = 8_000;

/**
 * Feature flags, loaded once at start. A failed load, or one not answered within FLAGS_WAIT_MS, is logged
 * and the app goes on with defaults; flags that arrive late still apply.
 */
export class FeatureFlagStore {
  status: FeatureFlagStatus = 'loading';
  flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS };

  constructor(private readonly deps: FeatureFlagDeps) {
    makeAutoObservable<FeatureFlagStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const waited = setTimeout(
      () => this.fail(new Error(`No answer within ${FLAGS_WAIT_MS} ms`)),
      FLAGS_WAIT_MS,
    );
    try {
      const flags = await this.deps.fetchFlags();
      runInAction(() => {
        this.flags = flags;
        this.status = 'ready';
      });
    } catch (error) {
      this.fail(error);
    } finally {
      clearTimeout(waited);
    }
  }

  private fail(error: unknown): void {
    if (this.status !== 'loading') return;
    console.error('Unable to load feature flags', error);
    void this.deps.reportError('Unable to load feature flags', error);
    this.status = 'failed';
  }

  get loaded(): boolean {
    return this.status !== 'loading';
  }

  isOn(name: FeatureFlagName): boolean {
    return isFlagOn(this.flags, name);
  }
}
