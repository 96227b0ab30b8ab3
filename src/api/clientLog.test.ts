// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportUncaughtErrors } from './clientLog';

describe('reportUncaughtErrors', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports an uncaught error and an unhandled rejection once each through PUT /a/log', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const stop = reportUncaughtErrors(window);
    const thrown = new Error('handler failed');
    window.dispatchEvent(new ErrorEvent('error', { message: 'handler failed', error: thrown }));
    // The same error again within the budget's repeat time is not sent twice.
    window.dispatchEvent(new ErrorEvent('error', { message: 'handler failed', error: thrown }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('save lost');
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const bodies = fetch.mock.calls.map((call) => {
      const [url, init] = call as unknown as [string, RequestInit];
      expect(url).toBe('/a/log');
      expect(init.method).toBe('PUT');
      return JSON.parse(String(init.body)) as { message: string; error?: string };
    });
    expect(bodies.map((body) => body.message)).toEqual([
      'Uncaught error: handler failed',
      'Unhandled rejection: save lost',
    ]);
    expect(bodies[0]?.error).toContain('handler failed');
  });
});
