import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../model/featureFlags';
import { FeatureFlagStore, FLAGS_WAIT_MS } from './FeatureFlagStore';

describe('FeatureFlagStore', () => {
  it('is loading until the flags arrive, then ready with them', async () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, 'google-login': true };
    const store = new FeatureFlagStore({ fetchFlags: async () => flags, reportError: vi.fn() });
    expect(store.loaded).toBe(false);
    const loading = store.load();
    expect(store.status).toBe('loading');
    await loading;
    expect(store.status).toBe('ready');
    expect(store.isOn('google-login')).toBe(true);
    expect(store.isOn('facebook-login')).toBe(false);
  });

  it('logs a failure, keeps the defaults and lets the app continue', async () => {
    const reportError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('offline');
    const store = new FeatureFlagStore({
      fetchFlags: async () => {
        throw failure;
      },
      reportError,
    });
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.loaded).toBe(true);
    expect(store.flags).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(reportError).toHaveBeenCalledWith('Unable to load feature flags', failure);
    consoleError.mockRestore();
  });

  it('goes on with the defaults when no answer comes in time, and takes the flags that arrive late', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const reportError = vi.fn();
      let answer: (flags: typeof DEFAULT_FEATURE_FLAGS) => void = () => {};
      const store = new FeatureFlagStore({
        fetchFlags: () => new Promise((resolve) => (answer = resolve)),
        reportError,
      });
      const loading = store.load();
      vi.advanceTimersByTime(FLAGS_WAIT_MS - 1);
      expect(store.loaded).toBe(false);
      vi.advanceTimersByTime(1);
      expect(store.status).toBe('failed');
      expect(store.loaded).toBe(true);
      expect(reportError).toHaveBeenCalledTimes(1);
      answer({ ...DEFAULT_FEATURE_FLAGS, 'google-login': true });
      await loading;
      expect(store.status).toBe('ready');
      expect(store.isOn('google-login')).toBe(true);
    } finally {
      consoleError.mockRestore();
      vi.useRealTimers();
    }
  });
});
