import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationStore } from './NotificationStore';

let counter = 0;
const makeStore = () => new NotificationStore(() => `id${++counter}`.padEnd(5, '0').slice(0, 5));

describe('NotificationStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('merges identical alerts on a topic and counts the repeats', () => {
    const store = makeStore();
    const first = store.notify({ topic: 'Save', alertType: 'error', text: 'Unable to save' });
    const second = store.notify({ topic: 'Save', alertType: 'error', text: 'Unable to save' });
    expect(second).toBe(first);
    expect(store.alerts).toHaveLength(1);
    expect(store.alerts[0]?.repeats).toBe(1);
    store.notify({ topic: 'Save', alertType: 'error', text: 'Unable to load' });
    expect(store.alerts).toHaveLength(2);
  });

  it.each([
    ['info', 8000],
    ['success', 4000],
    ['standard', 8000],
  ] as const)('auto-hides %s alerts after %i ms and clears them 500 ms later', (alertType, delay) => {
    const store = makeStore();
    store.notify({ alertType, text: 'Hello' });
    vi.advanceTimersByTime(delay - 1);
    expect(store.alerts[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.alerts[0]?.open).toBe(false);
    expect(store.openAlerts).toHaveLength(0);
    vi.advanceTimersByTime(499);
    expect(store.alerts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.alerts).toHaveLength(0);
  });

  it.each(['error', 'warning'] as const)('never auto-hides %s alerts', (alertType) => {
    const store = makeStore();
    store.notify({ alertType, text: 'Careful' });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(store.openAlerts).toHaveLength(1);
  });

  it('clears a manually closed alert 500 ms after the close', () => {
    const store = makeStore();
    const id = store.notify({ alertType: 'error', text: 'Broken' });
    store.close(id);
    expect(store.alerts[0]?.open).toBe(false);
    vi.advanceTimersByTime(499);
    expect(store.alerts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.alerts).toHaveLength(0);
  });

  it('restarts the auto-hide timer when a repeat merges in', () => {
    const store = makeStore();
    store.notify({ alertType: 'success', text: 'Saved' });
    vi.advanceTimersByTime(3000);
    store.notify({ alertType: 'success', text: 'Saved' });
    vi.advanceTimersByTime(3000);
    expect(store.openAlerts).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(store.openAlerts).toHaveLength(0);
  });

  it('starts a new alert once the identical one is closing', () => {
    const store = makeStore();
    const first = store.notify({ alertType: 'error', text: 'Broken' });
    store.close(first);
    const second = store.notify({ alertType: 'error', text: 'Broken' });
    expect(second).not.toBe(first);
    expect(store.openAlerts.map((alert) => alert.repeats)).toEqual([0]);
  });

  it('clear() drops every alert and its timers', () => {
    const store = makeStore();
    store.notify({ alertType: 'info', text: 'One' });
    store.notify({ alertType: 'error', text: 'Two' });
    store.clear();
    expect(store.alerts).toHaveLength(0);
    vi.runAllTimers();
    expect(store.alerts).toHaveLength(0);
  });
});
