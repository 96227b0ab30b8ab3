import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../model/auth/sessionState';
import { ApiRequestError } from './ApiRequestError';
import { type FetchFn, SessionManager, type SessionManagerOptions } from './SessionManager';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A fake server: `refresh` answers `GET /a/auth/refresh`, `api` everything else. Each records its
 * calls. By default the access token lives 15 minutes after each refresh.
 */
interface FakeServer {
  refreshCalls: RequestInit[];
  apiCalls: { url: string; init: RequestInit }[];
  refresh: () => Response | Promise<Response>;
  api: (url: string, init: RequestInit) => Response | Promise<Response>;
  fetch: FetchFn;
}

function fakeServer(): FakeServer {
  const server: FakeServer = {
    refreshCalls: [],
    apiCalls: [],
    refresh: () => json(200, { success: true, accessTokenExpiry: Date.now() + 15 * MINUTE }),
    api: () => json(200, { success: true }),
    fetch: async (url, init) => {
      if (url === '/a/auth/refresh') {
        server.refreshCalls.push(init);
        return server.refresh();
      }
      server.apiCalls.push({ url, init });
      return server.api(url, init);
    },
  };
  return server;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

let server: FakeServer;
let onUnauthorised: ReturnType<typeof vi.fn<NonNullable<SessionManagerOptions['onUnauthorised']>>>;
let onRefreshError: ReturnType<typeof vi.fn<NonNullable<SessionManagerOptions['onRefreshError']>>>;
let states: SessionState[];
let pathname: string;

function manager(options: SessionManagerOptions = {}) {
  return new SessionManager({
    fetch: server.fetch,
    readCookie: (name) => (name === 'csrf_token' ? 'csrf-value' : undefined),
    pathname: () => pathname,
    onUnauthorised,
    onRefreshError,
    onStateChange: (state) => states.push(state),
    ...options,
  });
}

const live = () => ({ accessTokenExpiry: Date.now() + 15 * MINUTE, refreshTokenExpiry: Date.now() + DAY });

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  server = fakeServer();
  onUnauthorised = vi.fn();
  onRefreshError = vi.fn();
  states = [];
  pathname = '/home';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SessionManager: refresh timing', () => {
  it('refreshes at 90% of the remaining access-token lifetime, then again after each refresh', async () => {
    const session = manager();
    session.start(live());
    expect(session.state).toBe('authed');

    await vi.advanceTimersByTimeAsync(0.9 * 15 * MINUTE - 1);
    expect(server.refreshCalls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.refreshCalls).toHaveLength(1);
    expect(server.refreshCalls[0]).toMatchObject({ method: 'GET', credentials: 'include' });
    await flush();
    expect(session.state).toBe('authed');
    expect(states).toEqual(['authed', 'authorised-refreshing', 'authed']);

    await vi.advanceTimersByTimeAsync(0.9 * 15 * MINUTE);
    expect(server.refreshCalls).toHaveLength(2);
  });

  it('when the refresh time is already past: unauthorised-refreshing, requests wait, refresh in 2 s', async () => {
    const session = manager();
    session.start({ accessTokenExpiry: T0 - 1, refreshTokenExpiry: T0 + DAY });
    expect(session.state).toBe('unauthorised-refreshing');

    const pending = session.request('GET', '/thing');
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.refreshCalls).toHaveLength(0);
    expect(server.apiCalls).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(server.refreshCalls).toHaveLength(1);
    await expect(pending).resolves.toEqual({ success: true });
    expect(session.state).toBe('authed');
    expect(server.apiCalls).toHaveLength(1);
  });

  it('when the refresh token has expired: unauthorised, requests rejected, the UI told', async () => {
    const session = manager();
    session.start({ accessTokenExpiry: T0 + MINUTE, refreshTokenExpiry: T0, loginMethod: 'google' });
    expect(session.state).toBe('unauthorised');
    expect(onUnauthorised).toHaveBeenCalledWith({
      loginMethod: 'google',
      exempt: false,
      pathname: '/home',
      errors: [],
    });
    await expect(session.request('GET', '/thing')).rejects.toMatchObject({
      code: 401,
      message: 'rejecting request',
    });
    await vi.advanceTimersByTimeAsync(DAY);
    expect(server.refreshCalls).toHaveLength(0);
  });

  it('uses injected clock and timers', () => {
    const timers: { callback: () => void; ms: number }[] = [];
    const cleared: unknown[] = [];
    const session = manager({
      now: () => 1000,
      setTimer: (callback, ms) => timers.push({ callback, ms }),
      clearTimer: (handle) => cleared.push(handle),
    });
    session.tokensReceived({ accessTokenExpiry: 11_000, refreshTokenExpiry: 50_000 });
    expect(timers.map((timer) => timer.ms)).toEqual([9000]);
    session.tokensReceived({ accessTokenExpiry: 1000, refreshTokenExpiry: 50_000 });
    expect(cleared).toEqual([1]);
    expect(timers.map((timer) => timer.ms)).toEqual([9000, 2000]);
  });
});

describe('SessionManager: start-up', () => {
  it('queues requests while init, and sends them once tokens arrive', async () => {
    const session = manager();
    const pending = session.request('GET', '/thing');
    await flush();
    expect(session.state).toBe('init');
    expect(server.apiCalls).toHaveLength(0);
    session.tokensReceived(live());
    await expect(pending).resolves.toEqual({ success: true });
  });

  it('without a stored session, asks the server with a refresh', async () => {
    const session = manager();
    const pending = session.request('GET', '/thing');
    await session.start(null);
    expect(server.refreshCalls).toHaveLength(1);
    expect(session.state).toBe('authed');
    await expect(pending).resolves.toEqual({ success: true });
  });

  it('without any session, becomes unauthorised with the login method from the answer', async () => {
    server.refresh = () =>
      json(401, { success: false, errors: ['Invalid refresh token'], loginMethod: 'School' });
    const session = manager();
    const pending = session.request('GET', '/thing');
    await session.start(null);
    expect(session.state).toBe('unauthorised');
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
    expect(onUnauthorised).toHaveBeenCalledWith({
      loginMethod: 'school',
      exempt: false,
      pathname: '/home',
      errors: ['Invalid refresh token'],
    });
    await expect(pending).rejects.toMatchObject({ code: 401, message: 'rejecting request' });
  });

  it('tells the UI when the page is exempt', async () => {
    server.refresh = () => json(401, { success: false, errors: [] });
    pathname = '/course/c1/lesson/2';
    await manager().start(null);
    expect(onUnauthorised).toHaveBeenCalledWith(
      expect.objectContaining({ exempt: true, pathname: '/course/c1/lesson/2' }),
    );
  });

  it('reads the app-relative path from location by default', async () => {
    vi.stubGlobal('location', { pathname: '/app/profile/braintests/results' });
    server.refresh = () => json(401, { success: false, errors: [] });
    const session = new SessionManager({ fetch: server.fetch, onUnauthorised });
    await session.start(null);
    expect(onUnauthorised).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/profile/braintests/results', exempt: false }),
    );
  });
});

describe('SessionManager: 401 on a request', () => {
  it('queues the request, refreshes, and retries it', async () => {
    const session = manager();
    session.start(live());
    let refused = true;
    server.api = () =>
      refused ? json(401, { success: false, errors: ['expired'] }) : json(200, { success: true, n: 1 });
    server.refresh = () => {
      refused = false;
      return json(200, { success: true, accessTokenExpiry: Date.now() + 15 * MINUTE });
    };
    await expect(session.request('GET', '/thing')).resolves.toEqual({ success: true, n: 1 });
    expect(server.refreshCalls).toHaveLength(1);
    expect(server.apiCalls).toHaveLength(2);
    expect(states).toEqual(['authed', 'unauthorised-refreshing', 'authed']);
  });

  it('concurrent 401s share one refresh, and requests made meanwhile wait for it', async () => {
    const session = manager();
    session.start(live());
    const refresh = deferred<Response>();
    let refused = true;
    server.api = () => (refused ? json(401, { success: false }) : json(200, { success: true }));
    server.refresh = () => refresh.promise;

    const first = session.request('GET', '/a1');
    const second = session.request('POST', '/a2', { x: 1 });
    const third = session.request('DELETE', '/a3', { id: 'm1' });
    await flush();
    expect(session.state).toBe('unauthorised-refreshing');
    expect(server.refreshCalls).toHaveLength(1);
    expect(server.apiCalls).toHaveLength(3);

    const later = session.request('GET', '/a4');
    await flush();
    expect(server.apiCalls).toHaveLength(3);

    refused = false;
    refresh.resolve(json(200, { success: true, accessTokenExpiry: Date.now() + 15 * MINUTE }));
    await expect(Promise.all([first, second, third, later])).resolves.toHaveLength(4);
    expect(server.refreshCalls).toHaveLength(1);
    expect(server.apiCalls.map((call) => call.url)).toEqual([
      '/a/a1',
      '/a/a2',
      '/a/a3',
      '/a/a1',
      '/a/a2',
      '/a/a3',
      '/a/a4',
    ]);
  });

  it('a 401 to a request sent before a refresh that has since finished only retries', async () => {
    const session = manager();
    session.start(live());
    const answer = deferred<Response>();
    server.api = (url) =>
      url === '/a/slow' && server.apiCalls.length === 1 ? answer.promise : json(200, { success: true });
    const slow = session.request('GET', '/slow');
    await flush();
    await session.refresh();
    expect(server.refreshCalls).toHaveLength(1);
    answer.resolve(json(401, { success: false }));
    await expect(slow).resolves.toEqual({ success: true });
    expect(server.refreshCalls).toHaveLength(1);
    expect(session.state).toBe('authed');
  });

  it('retries once: a second 401 is passed on', async () => {
    const session = manager();
    session.start(live());
    server.api = () => json(401, { success: false, errors: ['Not allowed'] });
    await expect(session.request('GET', '/thing')).rejects.toMatchObject({
      code: 401,
      message: 'Not allowed',
    });
    expect(server.apiCalls).toHaveLength(2);
    expect(server.refreshCalls).toHaveLength(1);
  });

  it('a refused refresh rejects the waiting requests and tells the UI once', async () => {
    const session = manager();
    session.start({ ...live(), loginMethod: 'password' });
    server.api = () => json(401, { success: false });
    server.refresh = () => json(401, { success: false, errors: ['USER_NOT_FOUND'] });
    const results = await Promise.allSettled([session.request('GET', '/a1'), session.request('GET', '/a2')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(ApiRequestError);
        expect(result.reason).toMatchObject({ kind: 'rejected', code: 401, message: 'rejecting request' });
      }
    }
    expect(session.state).toBe('unauthorised');
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
    expect(onUnauthorised).toHaveBeenCalledWith({
      loginMethod: 'password',
      exempt: false,
      pathname: '/home',
      errors: ['USER_NOT_FOUND'],
    });
    expect(onRefreshError).toHaveBeenCalledWith({
      status: 401,
      message: 'Can not find the user, please contact the product administrator.',
    });
  });

  it('requests keep flowing while a timed refresh runs ahead of expiry', async () => {
    const session = manager();
    session.start(live());
    const refresh = deferred<Response>();
    server.refresh = () => refresh.promise;
    await vi.advanceTimersByTimeAsync(0.9 * 15 * MINUTE);
    expect(session.state).toBe('authorised-refreshing');
    await expect(session.request('GET', '/thing')).resolves.toEqual({ success: true });
    refresh.resolve(json(200, { success: true, accessTokenExpiry: Date.now() + 15 * MINUTE }));
    await flush();
    expect(session.state).toBe('authed');
  });
});

describe('SessionManager: refresh failures', () => {
  it('503 keeps the state and retries in 2 s', async () => {
    const session = manager();
    session.start(live());
    const answers = [
      json(503, { success: false }),
      json(200, { success: true, accessTokenExpiry: T0 + DAY }),
    ];
    server.refresh = () => answers.shift() ?? json(500, {});
    await vi.advanceTimersByTimeAsync(0.9 * 15 * MINUTE);
    expect(server.refreshCalls).toHaveLength(1);
    expect(session.state).toBe('authorised-refreshing');
    expect(onRefreshError).toHaveBeenCalledWith({ status: 503, message: 'Fail to refresh access token.' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.refreshCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.refreshCalls).toHaveLength(2);
    expect(session.state).toBe('authed');
  });

  it('no response counts as 503', async () => {
    const session = manager();
    session.start(live());
    server.refresh = () => Promise.reject(new TypeError('network down'));
    await session.refresh();
    expect(session.state).toBe('authorised-refreshing');
    expect(onRefreshError).toHaveBeenCalledWith({ status: 503, message: 'Fail to refresh access token.' });
    server.refresh = () => json(200, { success: true, accessTokenExpiry: Date.now() + 15 * MINUTE });
    await vi.advanceTimersByTimeAsync(2000);
    expect(session.state).toBe('authed');
  });

  it('another failure clears the access expiry: requests wait, retry in 2 s', async () => {
    const session = manager();
    session.start(live());
    server.refresh = () => json(500, { success: false });
    await session.refresh();
    expect(session.state).toBe('unauthorised-refreshing');
    expect(onRefreshError).toHaveBeenCalledWith({ status: 500, message: 'Fail to refresh access token.' });
    const pending = session.request('GET', '/thing');
    await flush();
    expect(server.apiCalls).toHaveLength(0);
    server.refresh = () => json(200, { success: true, accessTokenExpiry: Date.now() + 15 * MINUTE });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toEqual({ success: true });
  });

  it('a 200 without success or expiry is another failure', async () => {
    const session = manager();
    session.start(live());
    server.refresh = () => json(200, { success: false });
    await session.refresh();
    expect(session.state).toBe('unauthorised-refreshing');
  });

  it('a refresh answer naming an expired refresh token ends the session', async () => {
    const session = manager();
    session.start(live());
    server.refresh = () =>
      json(200, {
        success: true,
        accessTokenExpiry: Date.now() + MINUTE,
        refreshTokenExpiry: Date.now() - 1,
      });
    await session.refresh();
    expect(session.state).toBe('unauthorised');
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });
});

describe('SessionManager: request helper', () => {
  it('GET sends parameters as query, with cookies and the CSRF header (the class join link changes state)', async () => {
    const session = manager();
    session.start(live());
    await session.request('GET', '/access/isauthenticated', { full: true });
    const [call] = server.apiCalls;
    expect(call?.url).toBe('/a/access/isauthenticated?full=true');
    expect(call?.init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(call && headerOf(call.init, 'x-csrf-token')).toBe('csrf-value');
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('%s sends JSON with the CSRF header', async (method) => {
    const session = manager();
    session.start(live());
    await session.request(method, '/invite', { emails: ['a@x.com'] });
    const [call] = server.apiCalls;
    expect(call?.init).toMatchObject({ method, credentials: 'include', body: '{"emails":["a@x.com"]}' });
    expect(call && headerOf(call.init, 'x-csrf-token')).toBe('csrf-value');
    expect(call && headerOf(call.init, 'content-type')).toBe('application/json');
  });

  it('sends no CSRF header without the cookie', async () => {
    const session = manager({ readCookie: () => undefined });
    session.start(live());
    await session.request('POST', '/x', {});
    expect(server.apiCalls[0] && headerOf(server.apiCalls[0].init, 'x-csrf-token')).toBeNull();
  });

  it('succeeds only on success: true, otherwise passes the error on', async () => {
    const session = manager();
    session.start(live());
    server.api = () => json(200, { errors: ['Class archived'] });
    await expect(session.request('POST', '/x', {})).rejects.toMatchObject({
      kind: 'response',
      code: 500,
      message: 'Class archived',
      errors: ['Class archived'],
    });
    server.api = () => json(200, {});
    await expect(session.request('GET', '/x')).rejects.toMatchObject({ code: 500, message: 'unknown_error' });
    server.api = () => json(400, { success: false, errors: ['Bad e-mail'] });
    await expect(session.request('POST', '/x', {})).rejects.toMatchObject({
      code: 400,
      errors: ['Bad e-mail'],
    });
    server.api = () => json(422, { success: false });
    await expect(session.request('POST', '/x', {})).rejects.toMatchObject({
      code: 422,
      message: 'Unable to complete',
    });
  });

  it("no response: 'No response from the server', code 503", async () => {
    const session = manager();
    session.start(live());
    server.api = () => Promise.reject(new TypeError('offline'));
    await expect(session.request('GET', '/x')).rejects.toMatchObject({
      kind: 'no-response',
      code: 503,
      message: 'No response from the server',
    });
  });

  it("setup failure: 'Request setup failed', code -500, nothing sent", async () => {
    const session = manager();
    session.start(live());
    await expect(session.request('POST', '/x', { n: 1n })).rejects.toMatchObject({
      kind: 'setup',
      code: -500,
      message: 'Request setup failed',
    });
    const throwing = manager({
      readCookie: () => {
        throw new Error('no cookies');
      },
    });
    throwing.start(live());
    await expect(throwing.request('POST', '/x', {})).rejects.toMatchObject({ code: -500 });
    expect(server.apiCalls).toHaveLength(0);
  });

  it('publicRequest is sent whatever the session state, with the CSRF header', async () => {
    const session = manager();
    session.markUnauthorised();
    await expect(session.publicRequest('POST', '/auth/unlock', { password: 'pw' })).resolves.toEqual({
      success: true,
    });
    expect(server.apiCalls[0] && headerOf(server.apiCalls[0].init, 'x-csrf-token')).toBe('csrf-value');
    await expect(session.request('GET', '/x')).rejects.toMatchObject({ code: 401 });
  });

  it('authedFetch keeps given headers and returns the raw answer', async () => {
    const session = manager();
    session.start(live());
    server.api = () => new Response('plain', { status: 200 });
    const response = await session.authedFetch('/graphql', {
      method: 'POST',
      headers: { 'x-extra': '1' },
      body: '{}',
    });
    expect(await response.text()).toBe('plain');
    const [call] = server.apiCalls;
    expect(call?.url).toBe('/graphql');
    expect(call && headerOf(call.init, 'x-extra')).toBe('1');
    expect(call && headerOf(call.init, 'x-csrf-token')).toBe('csrf-value');
  });
});

describe('SessionManager: logout', () => {
  it('drops the local session first, then tells the server; no refresh afterwards', async () => {
    const session = manager();
    session.start(live());
    server.api = () => {
      expect(session.state).toBe('unauthorised');
      return json(200, {});
    };
    await session.logout();
    expect(server.apiCalls[0]).toMatchObject({
      url: '/a/users/logout',
      init: { method: 'POST', credentials: 'include' },
    });
    expect(server.apiCalls[0] && headerOf(server.apiCalls[0].init, 'x-csrf-token')).toBe('csrf-value');
    expect(onUnauthorised).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(DAY);
    expect(server.refreshCalls).toHaveLength(0);
    await expect(session.request('GET', '/x')).rejects.toMatchObject({
      code: 401,
      message: 'rejecting request',
    });
  });

  it('counts 401 as success', async () => {
    server.api = () => json(401, { success: false });
    await expect(manager().logout()).resolves.toBeUndefined();
  });

  it("fails with 'Unable to logout.' otherwise", async () => {
    server.api = () => json(500, {});
    await expect(manager().logout()).rejects.toMatchObject({ code: 500, message: 'Unable to logout.' });
    server.api = () => Promise.reject(new TypeError('offline'));
    await expect(manager().logout()).rejects.toMatchObject({ code: 503, message: 'Unable to logout.' });
  });

  it('ignores a refresh answer that arrives after logout', async () => {
    const session = manager();
    session.start(live());
    const refresh = deferred<Response>();
    server.refresh = () => refresh.promise;
    const refreshing = session.refresh();
    await session.logout();
    refresh.resolve(json(200, { success: true, accessTokenExpiry: Date.now() + 15 * MINUTE }));
    await refreshing;
    expect(session.state).toBe('unauthorised');
  });

  it('a stale refusal cannot undo a new sign-in', async () => {
    const session = manager();
    session.start(live());
    const refresh = deferred<Response>();
    server.refresh = () => refresh.promise;
    const refreshing = session.refresh();
    session.tokensReceived(live());
    refresh.resolve(json(401, { success: false }));
    await refreshing;
    expect(session.state).toBe('authed');
    expect(onUnauthorised).not.toHaveBeenCalled();
  });
});

describe('SessionManager: unlock in another tab', () => {
  it('refresh from unauthorised picks the session back up', async () => {
    const session = manager();
    session.markUnauthorised();
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
    await session.refresh();
    expect(session.state).toBe('authed');
  });
});

describe('SessionManager: a first visit', () => {
  it('starts signed out without calling the server or announcing a session end', async () => {
    const session = manager();
    session.startSignedOut();
    expect(session.state).toBe('unauthorised');
    expect(server.refreshCalls).toHaveLength(0);
    expect(onUnauthorised).not.toHaveBeenCalled();
    await expect(session.request('GET', '/access/confirm')).rejects.toMatchObject({ code: 401 });
  });

  it('takes tokens after a sign-in that follows', () => {
    const session = manager();
    session.startSignedOut();
    session.tokensReceived(live());
    expect(session.state).toBe('authed');
  });
});
