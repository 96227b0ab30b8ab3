import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/support/memoryStorage';
import { ApiRequestError } from '../api/session/ApiRequestError';
import type { SessionManager } from '../api/session/SessionManager';
import { AuthStore } from './AuthStore';

const USER = {
  id: 'u1',
  username: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'L',
  roles: [],
  newsletterConsent: true,
  termsAgreedAt: null,
};
const TOKENS = {
  success: true,
  accessTokenExpiry: Date.now() + 900_000,
  refreshTokenExpiry: Date.now() + 86_400_000,
  roles: [],
};

function fakeSession(overrides: Partial<Record<keyof SessionManager, unknown>> = {}) {
  return {
    state: 'authed',
    start: vi.fn(async () => {}),
    tokensReceived: vi.fn(),
    publicRequest: vi.fn(async () => TOKENS),
    request: vi.fn(async () => ({ success: true, user: USER })),
    logout: vi.fn(async () => {}),
    ...overrides,
  } as unknown as SessionManager;
}

const store = (session: SessionManager, storage = memoryStorage()) =>
  new AuthStore({ session, humanCheckToken: async () => 'token', notify: vi.fn(), storage });

describe('AuthStore', () => {
  it('logs in, remembers the session user and goes to the after-login URL', async () => {
    const storage = memoryStorage();
    const auth = store(fakeSession(), storage);
    auth.rememberAfterLogin('/course/c1');
    expect(await auth.login(' ada@example.org ', ' secret ')).toBe(true);
    expect(auth.state.status).toBe('logged-in');
    expect(auth.user?.firstName).toBe('Ada');
    expect(JSON.parse(storage.items.get('sessionUser') ?? '{}').userId).toBe('u1');
    expect(auth.followRedirect()).toBe('/course/c1');
  });

  it("turns a 401 into 'Invalid username or password'", async () => {
    const refused = new ApiRequestError({ kind: 'response', code: 401, message: 'x', errors: ['whatever'] });
    const auth = store(fakeSession({ publicRequest: vi.fn(async () => Promise.reject(refused)) }));
    expect(await auth.login('ada@example.org', 'wrong')).toBe(false);
    expect(auth.state.status).toBe('login-failed');
    expect(auth.errors).toEqual(['Invalid username or password']);
  });

  it('locks instead of logging out while a lock is wanted (live edit)', async () => {
    const auth = store(fakeSession());
    await auth.login('ada@example.org', 'secret');
    auth.followRedirect();
    auth.lockOnExpiry = true;
    auth.onUnauthorised({ loginMethod: 'school', exempt: false, pathname: '/m1/liveedit', errors: [] });
    expect(auth.state.status).toBe('locked');
    expect(auth.state.loggedIn).toBe(true);
    expect(auth.state.loginMethod).toBe('school');
    expect(auth.redirect).toBeNull();
  });

  it('goes to /login remembering the path outside the exempt pages, and logs out on the server', async () => {
    const session = fakeSession();
    const auth = store(session);
    await auth.login('ada@example.org', 'secret');
    auth.followRedirect();
    auth.onUnauthorised({ loginMethod: 'password', exempt: false, pathname: '/home/maps', errors: [] });
    expect(auth.state.loggedIn).toBe(false);
    expect(auth.state.afterLoginRedirectUrl).toBe('/home/maps');
    expect(auth.followRedirect()).toBe('/login');
    expect(session.logout).toHaveBeenCalled();
  });

  it('only marks the session on exempt pages', async () => {
    const auth = store(fakeSession());
    await auth.login('ada@example.org', 'secret');
    auth.followRedirect();
    auth.onUnauthorised({ loginMethod: 'password', exempt: true, pathname: '/course/c1', errors: [] });
    expect(auth.state.loggedIn).toBe(false);
    expect(auth.redirect).toBeNull();
  });

  it('starts signed out without asking the server when the browser holds no session', async () => {
    const session = fakeSession({ startSignedOut: vi.fn() });
    const auth = new AuthStore({
      session,
      humanCheckToken: async () => '',
      notify: vi.fn(),
      mayHaveSession: () => false,
    });
    await auth.initialise();
    expect(session.start).not.toHaveBeenCalled();
    expect(session.startSignedOut).toHaveBeenCalled();
    expect(auth.state.status).toBe('logged-out');
    expect(auth.redirect).toBeNull();
  });

  it('picks up a session the cookies hold and loads the user', async () => {
    const session = fakeSession();
    const auth = new AuthStore({
      session,
      humanCheckToken: async () => '',
      notify: vi.fn(),
      mayHaveSession: () => true,
    });
    await auth.initialise();
    expect(session.start).toHaveBeenCalledWith(null);
    expect(auth.state.status).toBe('logged-in');
    expect(auth.user?.username).toBe('ada@example.org');
  });

  it('unlocks a locked session when a re-login elsewhere announces itself', async () => {
    const session = fakeSession({ refresh: vi.fn(async () => {}) });
    const auth = store(session);
    await auth.login('ada@example.org', 'secret');
    auth.followRedirect();
    auth.lockOnExpiry = true;
    auth.onUnauthorised({ loginMethod: 'school', exempt: false, pathname: '/m1/liveedit', errors: [] });
    expect(auth.state.status).toBe('locked');
    await auth.resumeAfterUnlock();
    expect(session.refresh).toHaveBeenCalled();
    expect(auth.state.status).toBe('logged-in');
  });

  it("learns the school's name for the school sign-in buttons", async () => {
    const providers = { success: true, providers: [{ name: 'ags', displayName: 'Springfield High' }] };
    const session = fakeSession({
      startSignedOut: vi.fn(),
      publicRequest: vi.fn(async (_method: string, path: string) =>
        path === '/auth/providers' ? providers : TOKENS,
      ),
    });
    const auth = new AuthStore({
      session,
      humanCheckToken: async () => '',
      notify: vi.fn(),
      mayHaveSession: () => false,
    });
    await auth.initialise();
    await vi.waitFor(() => expect(auth.schoolName).toBe('Springfield High'));
  });

  it('judges a reset link by its expiry time against the clock', async () => {
    const now = Date.now();
    const session = fakeSession({
      publicRequest: vi.fn(async () => ({ success: true, expiresAt: now + 60_000 })),
    });
    const early = new AuthStore({
      session,
      humanCheckToken: async () => '',
      notify: vi.fn(),
      now: () => now,
    });
    const late = new AuthStore({
      session,
      humanCheckToken: async () => '',
      notify: vi.fn(),
      now: () => now + 120_000,
    });
    expect(await early.checkResetLink('t')).toBe('valid');
    expect(await late.checkResetLink('t')).toBe('expired');
  });

  it('logout clears the stored session and the user, and goes to /', async () => {
    const storage = memoryStorage();
    const auth = store(fakeSession(), storage);
    await auth.login('ada@example.org', 'secret');
    await auth.logout();
    expect(storage.items.has('sessionUser')).toBe(false);
    expect(auth.user).toBeNull();
    expect(auth.state.status).toBe('logged-out');
    expect(auth.followRedirect()).toBe('/');
  });

  it("resets the app's state of the user once when they log out or their session is lost, not when locked", async () => {
    const onSignedOut = vi.fn();
    const auth = new AuthStore({
      session: fakeSession(),
      humanCheckToken: async () => 'token',
      notify: vi.fn(),
      storage: memoryStorage(),
      onSignedOut,
    });
    await auth.login('ada@example.org', 'secret');
    auth.lockOnExpiry = true;
    auth.onUnauthorised({ loginMethod: undefined, exempt: false, pathname: '/home', errors: [] });
    expect(onSignedOut).not.toHaveBeenCalled();
    auth.lockOnExpiry = false;
    await auth.logout();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    auth.onUnauthorised({ loginMethod: undefined, exempt: false, pathname: '/home', errors: [] });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await auth.login('ada@example.org', 'secret');
    auth.onUnauthorised({ loginMethod: undefined, exempt: false, pathname: '/home', errors: [] });
    expect(onSignedOut).toHaveBeenCalledTimes(2);
  });
});
