/**
 * The imperative shell of the session (spec 1 sections 4, 7 and 8): it holds the state of
 * `sessionTransition`, runs the refresh timer planned by `planRefresh`, holds requests while the state
 * says queue, and turns a 401 into one shared refresh and a retry. Everything it decides comes from
 * `src/model/auth`; the network, the clock, the timers and the page are injected.
 */
import {
  type ApiError,
  bodyErrors,
  interpretResponse,
  noResponseError,
  rejectedRequestError,
  setupFailedError,
} from '../../model/auth/apiResult';
import { type LoginMethod, toLoginMethod } from '../../model/auth/authStatus';
import { isSessionExemptPath } from '../../model/auth/exemptPages';
import { NO_RESPONSE_CODE, refreshFailureMessage, UNABLE_TO_LOGOUT } from '../../model/auth/messages';
import {
  INITIAL_SESSION_STATE,
  planRefresh,
  REFRESH_RETRY_MS,
  type RefreshPlan,
  refreshFailureOf,
  requestDisposition,
  type SessionEvent,
  type SessionState,
  sessionTransition,
} from '../../model/auth/sessionState';
import { ApiRequestError } from './ApiRequestError';
import { buildRequest, type RequestMethod } from './buildRequest';
import { CSRF_COOKIE, CSRF_HEADER, readDocumentCookie } from './cookies';

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;
export type TimerHandle = unknown;

/** Expiries as the server sends them (epoch ms), e.g. a login response or the stored session user. */
export interface SessionTokens {
  accessTokenExpiry: number | null;
  refreshTokenExpiry?: number | null;
  loginMethod?: LoginMethod;
}

export interface UnauthorisedInfo {
  /** From the refresh answer, else the one given with the tokens; undefined when never known. */
  loginMethod: LoginMethod | undefined;
  /** The page is one where an expired session does not force logout (spec 1 section 2). */
  exempt: boolean;
  /** App-relative path, to remember for the redirect after login. */
  pathname: string;
  /** The refresh answer's errors, if a refresh was refused. */
  errors: string[];
}

export interface RefreshErrorInfo {
  /** 401, 503 (also when nothing came back) or the status of another failure. */
  status: number;
  /** 'Fail to refresh access token.' or, for a missing user, the message that says so. */
  message: string;
}

export interface SessionManagerOptions {
  fetch?: FetchFn;
  /** Epoch ms. */
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
  readCookie?: (name: string) => string | undefined;
  /** The current app-relative path ('/course/x'), read when the session becomes unauthorised. */
  pathname?: () => string;
  /** The UI decides: lock with the re-login dialog, go to /login, or (exempt) nothing. */
  onUnauthorised?: (info: UnauthorisedInfo) => void;
  /** Every failed refresh; 503s are retried by the manager itself, so the UI may only log those. */
  onRefreshError?: (info: RefreshErrorInfo) => void;
  onStateChange?: (state: SessionState) => void;
  /** Base of the REST calls; default '/a'. */
  apiBase?: string;
  /** Base path of the app, stripped from `location.pathname` by the default `pathname`; default '/app'. */
  appBase?: string;
}

interface Waiter {
  resolve: () => void;
  reject: (error: ApiRequestError) => void;
}

type Body = Record<string, unknown>;

const isBody = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function locationPathname(appBase: string): string {
  if (typeof location === 'undefined') return '/';
  const path = location.pathname;
  if (path === appBase) return '/';
  return path.startsWith(`${appBase}/`) ? path.slice(appBase.length) : path;
}

export class SessionManager {
  private current: SessionState = INITIAL_SESSION_STATE;
  private waiting: Waiter[] = [];
  private timer: TimerHandle | undefined;
  private inFlight: Promise<void> | undefined;
  private accessTokenExpiry: number | null = null;
  private refreshTokenExpiry: number | null = null;
  private loginMethod: LoginMethod | undefined;
  private refusedWith: string[] = [];
  /** Counts token sets: a 401 to a request sent with an older token only needs a retry. */
  private generation = 0;
  /** Bumped whenever the session is replaced or ended, so a refresh started before cannot overrule it. */
  private epoch = 0;

  private readonly fetchFn: FetchFn;
  private readonly now: () => number;
  private readonly setTimer: (callback: () => void, ms: number) => TimerHandle;
  private readonly clearTimer: (handle: TimerHandle) => void;
  private readonly readCookie: (name: string) => string | undefined;
  private readonly pathname: () => string;
  private readonly apiBase: string;

  constructor(private readonly options: SessionManagerOptions = {}) {
    // Globals are looked up per call, so fake timers and fetch stubs installed later still apply.
    this.fetchFn = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.now = options.now ?? (() => Date.now());
    this.setTimer = options.setTimer ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.readCookie = options.readCookie ?? readDocumentCookie;
    const appBase = options.appBase ?? '/app';
    this.pathname = options.pathname ?? (() => locationPathname(appBase));
    this.apiBase = options.apiBase ?? '/a';
  }

  get state(): SessionState {
    return this.current;
  }

  get tokenGeneration(): number {
    return this.generation;
  }

  /**
   * App start with the stored session user. Without one the cookies may still hold a session (an
   * OAuth return, another tab), so a refresh finds out; requests wait meanwhile.
   */
  start(stored: SessionTokens | null): Promise<void> {
    if (stored) {
      this.tokensReceived(stored);
      return Promise.resolve();
    }
    return this.refresh();
  }

  /**
   * App start with no session at all (a first visit): calls that need one are refused at once, and no
   * session end is announced, since none began.
   */
  startSignedOut(): void {
    this.forgetSession();
    this.dispatch({ type: 'logout' });
  }

  /** Tokens from sign-in, registration, unlock, a password reset or OAuth. */
  tokensReceived(tokens: SessionTokens): void {
    this.forgetSession();
    this.generation += 1;
    this.accessTokenExpiry = tokens.accessTokenExpiry;
    this.refreshTokenExpiry = tokens.refreshTokenExpiry ?? null;
    this.loginMethod = tokens.loginMethod ?? this.loginMethod;
    this.refusedWith = [];
    const plan = this.plan();
    this.dispatch({ type: 'tokensReceived', plan });
    this.schedule(plan);
  }

  /** Something outside the REST calls learned the session is gone (e.g. the socket after a failed refresh). */
  markUnauthorised(): void {
    this.dispatch({ type: 'unauthorised' });
  }

  /** Resolves when a request may be sent; rejects (401, 'rejecting request') when it may not. */
  ready(): Promise<void> {
    switch (requestDisposition(this.current)) {
      case 'send':
        return Promise.resolve();
      case 'reject':
        return Promise.reject(new ApiRequestError(rejectedRequestError()));
      case 'queue':
        return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
    }
  }

  /** Renews the access token; concurrent callers share one call to `GET /a/auth/refresh`. */
  refresh(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    this.cancelTimer();
    this.dispatch({ type: 'refreshStarted' });
    const run: Promise<void> = this.runRefresh().finally(() => {
      if (this.inFlight === run) this.inFlight = undefined;
    });
    this.inFlight = run;
    return run;
  }

  /**
   * A call sent with token set `sentWith` was refused (HTTP 401, GraphQL UNAUTHENTICATED): hold new
   * requests, refresh once, and resolve when the call may be retried (or reject when it may not).
   */
  handleUnauthorised(sentWith: number): Promise<void> {
    // A refresh that finished while the call was out has already replaced the token; after a logout
    // there is nothing to refresh.
    if (sentWith === this.generation && this.current !== 'unauthorised') {
      this.dispatch({ type: 'requestUnauthorised' });
      void this.refresh();
    }
    return this.ready();
  }

  /** `fetch` through the session: waits or refuses per state, sends cookies and CSRF, retries once after a 401. */
  async authedFetch(url: string, init: RequestInit = {}): Promise<Response> {
    await this.ready();
    const sentWith = this.generation;
    const response = await this.send(url, init);
    if (response.status !== 401) return response;
    await this.handleUnauthorised(sentWith);
    return this.send(url, init);
  }

  /**
   * The generic authenticated helper (spec 1 section 7): `path` is under the API base; GET parameters
   * go in the query, other payloads as JSON. Resolves with the body only when it says `success: true`;
   * otherwise rejects with an ApiRequestError (spec 1 section 8).
   */
  async request(method: RequestMethod, path: string, payload?: unknown): Promise<Body> {
    const { url, init } = this.build(method, path, payload);
    return this.interpret(await this.authedFetch(url, init));
  }

  /** The same helper without the session gate, for calls made without a session (sign-in, sign-up, unlock). */
  async publicRequest(method: RequestMethod, path: string, payload?: unknown): Promise<Body> {
    const { url, init } = this.build(method, path, payload);
    return this.interpret(await this.send(url, init));
  }

  /**
   * Logout: local tokens go first (spec 1 section 7), then `POST /a/users/logout`, where 200 and 401
   * both count as success. Other answers reject with 'Unable to logout.'.
   */
  async logout(): Promise<void> {
    this.forgetSession();
    this.dispatch({ type: 'logout' });
    let failure: ApiError;
    try {
      const response = await this.send(`${this.apiBase}/users/logout`, { method: 'POST' });
      if (response.ok || response.status === 401) return;
      failure = { kind: 'response', code: response.status, message: UNABLE_TO_LOGOUT, errors: [] };
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      failure = { kind: error.kind, code: error.code, message: UNABLE_TO_LOGOUT, errors: [] };
    }
    throw new ApiRequestError(failure);
  }

  /** Stops the timer and ignores any refresh still out; waiting requests are refused. */
  dispose(): void {
    this.forgetSession();
    this.dispatch({ type: 'logout' });
  }

  private forgetSession(): void {
    this.epoch += 1;
    this.inFlight = undefined;
    this.cancelTimer();
    this.accessTokenExpiry = null;
    this.refreshTokenExpiry = null;
  }

  private build(method: RequestMethod, path: string, payload: unknown) {
    try {
      return buildRequest(this.apiBase, method, path, payload);
    } catch {
      throw new ApiRequestError(setupFailedError());
    }
  }

  private async interpret(response: Response): Promise<Body> {
    const outcome = interpretResponse(response.status, await readJson(response));
    if (outcome.ok) return outcome.body;
    throw new ApiRequestError(outcome.error);
  }

  /** One attempt: cookies always, the CSRF header on every non-GET request. */
  private async send(url: string, init: RequestInit): Promise<Response> {
    let prepared: RequestInit;
    try {
      const method = (init.method ?? 'GET').toUpperCase();
      const headers = new Headers(init.headers);
      // Every call carries the double-submit token: GET /a/class/:groupId/join changes state too.
      const token = this.readCookie(CSRF_COOKIE);
      if (token) headers.set(CSRF_HEADER, token);
      prepared = { ...init, method, headers, credentials: 'include' };
    } catch {
      throw new ApiRequestError(setupFailedError());
    }
    try {
      return await this.fetchFn(url, prepared);
    } catch {
      throw new ApiRequestError(noResponseError());
    }
  }

  private async runRefresh(): Promise<void> {
    const epoch = this.epoch;
    let status: number;
    let body: unknown;
    try {
      const response = await this.fetchFn(`${this.apiBase}/auth/refresh`, {
        method: 'GET',
        credentials: 'include',
        headers: { accept: 'application/json' },
      });
      status = response.status;
      body = await readJson(response);
    } catch {
      status = NO_RESPONSE_CODE;
      body = undefined;
    }
    if (epoch !== this.epoch) return;

    if (
      status === 200 &&
      isBody(body) &&
      body.success === true &&
      typeof body.accessTokenExpiry === 'number'
    ) {
      this.generation += 1;
      this.accessTokenExpiry = body.accessTokenExpiry;
      // The refresh token rotates; keep the known expiry when the answer does not carry a new one.
      if (typeof body.refreshTokenExpiry === 'number') this.refreshTokenExpiry = body.refreshTokenExpiry;
      const plan = this.plan();
      this.dispatch({ type: 'refreshSucceeded', plan });
      this.schedule(plan);
      return;
    }

    const errors = bodyErrors(body);
    this.options.onRefreshError?.({ status, message: refreshFailureMessage(errors) });
    const failure = refreshFailureOf(status);
    if (failure === 401) {
      this.loginMethod = (isBody(body) ? toLoginMethod(body.loginMethod) : undefined) ?? this.loginMethod;
      this.refusedWith = errors;
      this.dispatch({ type: 'refreshFailed', failure });
      return;
    }
    // Anything but a 503 means the access token can no longer be trusted.
    if (failure === 'other') this.accessTokenExpiry = null;
    this.dispatch({ type: 'refreshFailed', failure });
    this.schedule({ kind: 'overdue', delayMs: REFRESH_RETRY_MS, state: 'unauthorised-refreshing' });
  }

  private plan(): RefreshPlan {
    return planRefresh({
      now: this.now(),
      accessTokenExpiry: this.accessTokenExpiry,
      refreshTokenExpiry: this.refreshTokenExpiry,
    });
  }

  private schedule(plan: RefreshPlan): void {
    this.cancelTimer();
    if (plan.kind === 'expired') return;
    this.timer = this.setTimer(() => {
      this.timer = undefined;
      void this.refresh();
    }, plan.delayMs);
  }

  private cancelTimer(): void {
    if (this.timer === undefined) return;
    this.clearTimer(this.timer);
    this.timer = undefined;
  }

  private dispatch(event: SessionEvent): void {
    const previous = this.current;
    const next = sessionTransition(previous, event);
    this.current = next;
    if (next !== previous) this.options.onStateChange?.(next);
    this.settleWaiting();
    if (next === 'unauthorised' && previous !== 'unauthorised') {
      this.cancelTimer();
      if (event.type !== 'logout') this.announceUnauthorised();
    }
  }

  private settleWaiting(): void {
    const disposition = requestDisposition(this.current);
    if (disposition === 'queue' || this.waiting.length === 0) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const waiter of waiting) {
      if (disposition === 'send') waiter.resolve();
      else waiter.reject(new ApiRequestError(rejectedRequestError()));
    }
  }

  private announceUnauthorised(): void {
    const pathname = this.pathname();
    this.options.onUnauthorised?.({
      loginMethod: this.loginMethod,
      exempt: isSessionExemptPath(pathname),
      pathname,
      errors: this.refusedWith,
    });
  }
}
