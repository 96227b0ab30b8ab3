// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { onAppReset } from '../api/appReset';
import { SANDBOX_DRAFT_KEY } from '../api/sandbox/draftKey';
import { RootStore } from './RootStore';

describe('RootStore', () => {
  it("forgets the previous user's notifications and api-held data when their session ends", async () => {
    const root = new RootStore();
    const forgetCache = vi.fn();
    const stop = onAppReset(forgetCache);
    root.auth.dispatch({ type: 'tokenAuthorised' });
    root.notifications.notify({ alertType: 'error', text: 'Ada’s map could not be saved' });
    expect(root.notifications.openAlerts).toHaveLength(1);

    root.auth.onUnauthorised({ loginMethod: undefined, exempt: true, pathname: '/login', errors: [] });

    expect(root.notifications.openAlerts).toEqual([]);
    await vi.waitFor(() => expect(forgetCache).toHaveBeenCalledTimes(1));
    stop();
  });

  it('forgets the sandbox map kept in the browser when the session ends', () => {
    const root = new RootStore();
    root.auth.dispatch({ type: 'tokenAuthorised' });
    localStorage.setItem(SANDBOX_DRAFT_KEY, '{"name":"Ada’s sketch"}');
    root.auth.onUnauthorised({ loginMethod: undefined, exempt: true, pathname: '/login', errors: [] });
    expect(localStorage.getItem(SANDBOX_DRAFT_KEY)).toBeNull();
  });
});
