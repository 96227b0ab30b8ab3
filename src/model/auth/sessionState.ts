/**
 * The client session state machine of spec 1 section 4: pure rules only. The timers, the queue and the
 * calls live in `src/api/session/SessionManager.ts`, which feeds events in and applies the answers.
 */

export const SESSION_STATES = [
  'init',
  'authed',
  'unauthorised',
  'authorised-refreshing',
  'unauthorised-refreshing',
] as const;
export type SessionState = (typeof SESSION_STATES)[number];

export const INITIAL_SESSION_STATE: SessionState = 'init';

/** Refresh when this share of the remaining access-token lifetime has passed (spec 1 section 9). */
export const REFRESH_AT_LIFETIME_FRACTION = 0.9;
/** Retry delay when the refresh time is already past, and after a failed refresh that may heal. */
export const REFRESH_RETRY_MS = 2000;

/** What happens to a request made in a given state. */
export type RequestDisposition = 'queue' | 'send' | 'reject';

/** The error a rejected request fails with (spec 1 section 4). */
export const REJECTED_REQUEST = { code: 401, message: 'rejecting request' } as const;

export function requestDisposition(state: SessionState): RequestDisposition {
  switch (state) {
    // The token is being obtained or renewed: hold the request until we know.
    case 'init':
    case 'unauthorised-refreshing':
      return 'queue';
    // The current access token is still good while a refresh runs ahead of its expiry.
    case 'authed':
    case 'authorised-refreshing':
      return 'send';
    case 'unauthorised':
      return 'reject';
  }
}

export interface RefreshTiming {
  /** Epoch ms. */
  now: number;
  /** Epoch ms; missing or null means unknown or cleared (a failed refresh clears it), so already due. */
  accessTokenExpiry?: number | null;
  /**
   * Epoch ms. Missing or null means unknown (a session found only through a refresh answer that did not
   * carry it): then only the server can say the refresh token is gone, with a 401.
   */
  refreshTokenExpiry?: number | null;
  /**
   * Epoch ms when the current access token was received. The 90% point is measured from it, so a
   * re-plan later in the token's life (page reload, late timer) does not push the refresh further out.
   * Defaults to `now`.
   */
  lastRefreshAt?: number;
}

/** The outcome of planning: when to refresh and which state the session is in meanwhile. */
export type RefreshPlan =
  | { kind: 'scheduled'; delayMs: number; state: 'authed' }
  | { kind: 'overdue'; delayMs: typeof REFRESH_RETRY_MS; state: 'unauthorised-refreshing' }
  | { kind: 'expired'; state: 'unauthorised' };

export function planRefresh({
  now,
  accessTokenExpiry,
  refreshTokenExpiry,
  lastRefreshAt,
}: RefreshTiming): RefreshPlan {
  // Without a live refresh token no refresh can succeed.
  if (refreshTokenExpiry != null && !(refreshTokenExpiry > now))
    return { kind: 'expired', state: 'unauthorised' };
  if (accessTokenExpiry == null)
    return { kind: 'overdue', delayMs: REFRESH_RETRY_MS, state: 'unauthorised-refreshing' };
  const from = lastRefreshAt ?? now;
  const refreshAt = from + REFRESH_AT_LIFETIME_FRACTION * (accessTokenExpiry - from);
  const delayMs = refreshAt - now;
  if (!(delayMs > 0)) return { kind: 'overdue', delayMs: REFRESH_RETRY_MS, state: 'unauthorised-refreshing' };
  return { kind: 'scheduled', delayMs, state: 'authed' };
}

/** Status classes of a failed `GET /a/auth/refresh` (spec 1 section 8). */
export type RefreshFailure = 401 | 503 | 'other';

export function refreshFailureOf(status: number): RefreshFailure {
  if (status === 401) return 401;
  // No response at all counts as 503 (spec 1 section 8).
  if (status === 503) return 503;
  return 'other';
}

/**
 * Everything that moves the session. Tokens arriving (sign-in, unlock, reset, OAuth, a restored session
 * user) and a successful refresh carry the plan made for the new expiries; the plan decides the state.
 */
export type SessionEvent =
  | { type: 'tokensReceived'; plan: RefreshPlan }
  | { type: 'refreshStarted' }
  | { type: 'refreshSucceeded'; plan: RefreshPlan }
  | { type: 'refreshFailed'; failure: RefreshFailure }
  | { type: 'requestUnauthorised' }
  | { type: 'unauthorised' }
  | { type: 'logout' };

function afterRefreshFailure(state: SessionState, failure: RefreshFailure): SessionState {
  // A logout while the refresh was out stands.
  if (state === 'unauthorised') return state;
  switch (failure) {
    case 401:
      return 'unauthorised';
    // Retry later; the state stays, so requests keep flowing or waiting as before.
    case 503:
      return state;
    // The access expiry is cleared, so the token counts as expired until a retry succeeds.
    case 'other':
      return 'unauthorised-refreshing';
  }
}

export function sessionTransition(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'tokensReceived':
      return event.plan.state;
    case 'refreshSucceeded':
      // A late answer after a logout (or one nobody asked for) must not sign the session back in.
      return state === 'authorised-refreshing' || state === 'unauthorised-refreshing'
        ? event.plan.state
        : state;
    case 'refreshStarted':
      // Ahead of expiry the old token still works; otherwise (start-up, overdue, after an unlock in
      // another tab) requests wait for the answer.
      return state === 'authed' || state === 'authorised-refreshing'
        ? 'authorised-refreshing'
        : 'unauthorised-refreshing';
    case 'refreshFailed':
      return afterRefreshFailure(state, event.failure);
    case 'requestUnauthorised':
      // The server refused the access token: hold further requests while it is refreshed.
      return state === 'unauthorised' ? state : 'unauthorised-refreshing';
    case 'unauthorised':
    case 'logout':
      return 'unauthorised';
  }
}
