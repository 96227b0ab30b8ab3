import { describe, expect, it } from 'vitest';
import {
  planRefresh,
  REFRESH_RETRY_MS,
  REJECTED_REQUEST,
  type RefreshPlan,
  refreshFailureOf,
  requestDisposition,
  SESSION_STATES,
  type SessionEvent,
  type SessionState,
  sessionTransition,
} from './sessionState';

const scheduled: RefreshPlan = { kind: 'scheduled', delayMs: 1000, state: 'authed' };
const overdue: RefreshPlan = { kind: 'overdue', delayMs: REFRESH_RETRY_MS, state: 'unauthorised-refreshing' };
const expired: RefreshPlan = { kind: 'expired', state: 'unauthorised' };

describe('requestDisposition', () => {
  it.each([
    ['init', 'queue'],
    ['unauthorised-refreshing', 'queue'],
    ['authed', 'send'],
    ['authorised-refreshing', 'send'],
    ['unauthorised', 'reject'],
  ] as const)('%s: %s', (state, disposition) => {
    expect(requestDisposition(state)).toBe(disposition);
  });

  it('rejects with code 401 and the message of spec 1 section 4', () => {
    expect(REJECTED_REQUEST).toEqual({ code: 401, message: 'rejecting request' });
  });
});

describe('planRefresh', () => {
  const now = 1_700_000_000_000;
  const day = 86_400_000;

  it('refreshes at 90% of the remaining access-token lifetime', () => {
    expect(planRefresh({ now, accessTokenExpiry: now + 15 * 60_000, refreshTokenExpiry: now + day })).toEqual(
      {
        kind: 'scheduled',
        delayMs: 0.9 * 15 * 60_000,
        state: 'authed',
      },
    );
    expect(
      planRefresh({ now, accessTokenExpiry: now + 10_000, refreshTokenExpiry: now + day }),
    ).toMatchObject({
      delayMs: 9000,
    });
  });

  it('measures the 90% point from lastRefreshAt when given', () => {
    // Received 60 s ago with 100 s of life: refresh at 90 s, i.e. in 30 s.
    const plan = planRefresh({
      now,
      lastRefreshAt: now - 60_000,
      accessTokenExpiry: now + 40_000,
      refreshTokenExpiry: now + day,
    });
    expect(plan).toEqual({ kind: 'scheduled', delayMs: 30_000, state: 'authed' });
  });

  it('retries in 2000 ms and marks unauthorised-refreshing when the refresh time is past', () => {
    const past = { kind: 'overdue', delayMs: 2000, state: 'unauthorised-refreshing' };
    expect(planRefresh({ now, accessTokenExpiry: now - 1, refreshTokenExpiry: now + day })).toEqual(past);
    expect(planRefresh({ now, accessTokenExpiry: now, refreshTokenExpiry: now + day })).toEqual(past);
    expect(
      planRefresh({
        now,
        lastRefreshAt: now - 95_000,
        accessTokenExpiry: now + 5_000,
        refreshTokenExpiry: now + day,
      }),
    ).toEqual(past);
  });

  it('treats a missing or cleared access expiry as past', () => {
    expect(planRefresh({ now, refreshTokenExpiry: now + day })).toEqual(overdue);
    expect(planRefresh({ now, accessTokenExpiry: null, refreshTokenExpiry: now + day })).toEqual(overdue);
  });

  it('becomes unauthorised when the refresh-token expiry is not in the future', () => {
    expect(planRefresh({ now, accessTokenExpiry: now + 10_000, refreshTokenExpiry: now })).toEqual(expired);
    expect(planRefresh({ now, accessTokenExpiry: now + 10_000, refreshTokenExpiry: now - 1 })).toEqual(
      expired,
    );
    expect(planRefresh({ now, accessTokenExpiry: null, refreshTokenExpiry: Number.NaN })).toEqual(expired);
  });

  it('leaves an unknown refresh-token expiry to the server', () => {
    expect(planRefresh({ now, accessTokenExpiry: now + 10_000 })).toMatchObject({
      kind: 'scheduled',
      delayMs: 9000,
    });
    expect(planRefresh({ now, accessTokenExpiry: now + 10_000, refreshTokenExpiry: null })).toMatchObject({
      kind: 'scheduled',
    });
  });
});

describe('refreshFailureOf', () => {
  it('sorts statuses into 401, 503 and other', () => {
    expect(refreshFailureOf(401)).toBe(401);
    expect(refreshFailureOf(503)).toBe(503);
    expect(refreshFailureOf(500)).toBe('other');
    expect(refreshFailureOf(403)).toBe('other');
    expect(refreshFailureOf(200)).toBe('other');
  });
});

describe('sessionTransition', () => {
  // Every event against every state: [event, expected state from init, authed, unauthorised,
  // authorised-refreshing, unauthorised-refreshing].
  const table: [string, SessionEvent, Record<SessionState, SessionState>][] = [
    [
      'tokensReceived, refresh scheduled',
      { type: 'tokensReceived', plan: scheduled },
      {
        init: 'authed',
        authed: 'authed',
        unauthorised: 'authed',
        'authorised-refreshing': 'authed',
        'unauthorised-refreshing': 'authed',
      },
    ],
    [
      'tokensReceived, refresh overdue',
      { type: 'tokensReceived', plan: overdue },
      {
        init: 'unauthorised-refreshing',
        authed: 'unauthorised-refreshing',
        unauthorised: 'unauthorised-refreshing',
        'authorised-refreshing': 'unauthorised-refreshing',
        'unauthorised-refreshing': 'unauthorised-refreshing',
      },
    ],
    [
      'tokensReceived, refresh token expired',
      { type: 'tokensReceived', plan: expired },
      {
        init: 'unauthorised',
        authed: 'unauthorised',
        unauthorised: 'unauthorised',
        'authorised-refreshing': 'unauthorised',
        'unauthorised-refreshing': 'unauthorised',
      },
    ],
    [
      'refreshStarted',
      { type: 'refreshStarted' },
      {
        init: 'unauthorised-refreshing',
        authed: 'authorised-refreshing',
        unauthorised: 'unauthorised-refreshing',
        'authorised-refreshing': 'authorised-refreshing',
        'unauthorised-refreshing': 'unauthorised-refreshing',
      },
    ],
    [
      'refreshSucceeded, next refresh scheduled',
      { type: 'refreshSucceeded', plan: scheduled },
      {
        init: 'init',
        authed: 'authed',
        unauthorised: 'unauthorised',
        'authorised-refreshing': 'authed',
        'unauthorised-refreshing': 'authed',
      },
    ],
    [
      'refreshSucceeded, next refresh overdue',
      { type: 'refreshSucceeded', plan: overdue },
      {
        init: 'init',
        authed: 'authed',
        unauthorised: 'unauthorised',
        'authorised-refreshing': 'unauthorised-refreshing',
        'unauthorised-refreshing': 'unauthorised-refreshing',
      },
    ],
    [
      'refreshSucceeded, refresh token expired',
      { type: 'refreshSucceeded', plan: expired },
      {
        init: 'init',
        authed: 'authed',
        unauthorised: 'unauthorised',
        'authorised-refreshing': 'unauthorised',
        'unauthorised-refreshing': 'unauthorised',
      },
    ],
    [
      'refreshFailed 401',
      { type: 'refreshFailed', failure: 401 },
      {
        init: 'unauthorised',
        authed: 'unauthorised',
        unauthorised: 'unauthorised',
        'authorised-refreshing': 'unauthorised',
        'unauthorised-refreshing': 'unauthorised',
      },
    ],
    [
      'refreshFailed 503',
      { type: 'refreshFailed', failure: 503 },
      {
        init: 'init',
        authed: 'authed',
        unauthorised: 'unauthorised',
        'authorised-refreshing': 'authorised-refreshing',
        'unauthorised-refreshing': 'unauthorised-refreshing',
      },
    ],
    [
      'refreshFailed other',
      { type: 'refreshFailed', failure: 'other' },
      {
        init: 'unauthorised-refreshing',
        authed: 'unauthorised-refreshing',
        unauthorised: 'unauthorised',
        'authorised-refreshing': 'unauthorised-refreshing',
        'unauthorised-refreshing': 'unauthorised-refreshing',
      },
    ],
    [
      'requestUnauthorised (a 401 on a request)',
      { type: 'requestUnauthorised' },
      {
        init: 'unauthorised-refreshing',
        authed: 'unauthorised-refreshing',
        unauthorised: 'unauthorised',
        'authorised-refreshing': 'unauthorised-refreshing',
        'unauthorised-refreshing': 'unauthorised-refreshing',
      },
    ],
    [
      'unauthorised',
      { type: 'unauthorised' },
      {
        init: 'unauthorised',
        authed: 'unauthorised',
        unauthorised: 'unauthorised',
        'authorised-refreshing': 'unauthorised',
        'unauthorised-refreshing': 'unauthorised',
      },
    ],
    [
      'logout',
      { type: 'logout' },
      {
        init: 'unauthorised',
        authed: 'unauthorised',
        unauthorised: 'unauthorised',
        'authorised-refreshing': 'unauthorised',
        'unauthorised-refreshing': 'unauthorised',
      },
    ],
  ];

  const cases = table.flatMap(([name, event, expected]) =>
    SESSION_STATES.map((from) => [name, from, expected[from], event] as const),
  );

  it.each(cases)('%s: %s -> %s', (_name, from, to, event) => {
    expect(sessionTransition(from, event)).toBe(to);
  });

  it('covers every event type', () => {
    const covered = new Set(table.map(([, event]) => event.type));
    expect([...covered].sort()).toEqual(
      [
        'logout',
        'refreshFailed',
        'refreshStarted',
        'refreshSucceeded',
        'requestUnauthorised',
        'tokensReceived',
        'unauthorised',
      ].sort(),
    );
  });

  it('follows the spec path: sign-in, refresh ahead of expiry, a refused request, refresh, refusal', () => {
    let state: SessionState = 'init';
    state = sessionTransition(state, { type: 'tokensReceived', plan: scheduled });
    expect(state).toBe('authed');
    state = sessionTransition(state, { type: 'refreshStarted' });
    expect(requestDisposition(state)).toBe('send');
    state = sessionTransition(state, { type: 'refreshSucceeded', plan: scheduled });
    expect(state).toBe('authed');
    state = sessionTransition(state, { type: 'requestUnauthorised' });
    expect(requestDisposition(state)).toBe('queue');
    state = sessionTransition(state, { type: 'refreshStarted' });
    state = sessionTransition(state, { type: 'refreshFailed', failure: 401 });
    expect(requestDisposition(state)).toBe('reject');
  });
});
