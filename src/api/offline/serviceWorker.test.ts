import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertInput } from '../../model/notifications';

/** A stand-in for workbox-window's Workbox: records the listeners and calls. */
const workbox = vi.hoisted(() => ({
  url: '',
  scope: '',
  listeners: new Map<string, () => void>(),
  register: vi.fn(async () => undefined),
  messageSkipWaiting: vi.fn(),
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string, options: { scope: string }) {
      workbox.url = url;
      workbox.scope = options.scope;
    }
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

const { registerServiceWorker } = await import('./serviceWorker');

describe('registerServiceWorker', () => {
  const reload = vi.fn();
  beforeEach(() => {
    workbox.listeners.clear();
    vi.stubGlobal('window', { location: { reload } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('registers /app/sw.js for the whole app', async () => {
    await registerServiceWorker({ notify: vi.fn() });
    expect(workbox).toMatchObject({ url: '/app/sw.js', scope: '/app/' });
    expect(workbox.register).toHaveBeenCalledOnce();
  });

  it("offers a waiting version as 'Refresh and Update': SKIP_WAITING, then a reload once it controls", async () => {
    const alerts: AlertInput[] = [];
    await registerServiceWorker({ notify: (alert) => alerts.push(alert) });
    expect(alerts).toEqual([]);
    workbox.listeners.get('waiting')?.();
    const [alert] = alerts;
    expect(alert).toMatchObject({ text: 'A new version of the app is available.' });
    expect(alert?.action?.label).toBe('Refresh and Update');
    alert?.action?.run();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.listeners.get('controlling')?.();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a waiting version to the account menu too, applied the same way', async () => {
    let apply: (() => void) | null = null;
    await registerServiceWorker({ notify: vi.fn() }, { offer: (run) => (apply = run) });
    expect(apply).toBeNull();
    workbox.listeners.get('waiting')?.();
    (apply as (() => void) | null)?.();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    workbox.listeners.get('controlling')?.();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lets the app run on when registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    workbox.register.mockRejectedValueOnce(new Error('insecure context'));
    await expect(registerServiceWorker({ notify: vi.fn() })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
