import { describe, expect, it } from 'vitest';
import {
  AUTH_STATUSES,
  type AuthAction,
  type AuthenticationState,
  type AuthStatus,
  authReducer,
  INITIAL_AUTH_STATE,
  type SessionUser,
  toLoginMethod,
} from './authStatus';

const user: SessionUser = {
  userId: 'u1',
  username: 'ada@example.com',
  accessTokenExpiry: 2_000,
  refreshTokenExpiry: 9_000,
};
const renewed: SessionUser = { ...user, accessTokenExpiry: 3_000 };

const loggedOut: AuthenticationState = { ...INITIAL_AUTH_STATE, status: 'logged-out' };
const loggedIn: AuthenticationState = { ...INITIAL_AUTH_STATE, loggedIn: true, status: 'logged-in', user };
const locked: AuthenticationState = { ...loggedIn, status: 'locked' };

const run = (state: AuthenticationState, ...actions: AuthAction[]) => actions.reduce(authReducer, state);

describe('authentication statuses', () => {
  it('are the sixteen of spec 1 section 4, in kebab-case', () => {
    expect(AUTH_STATUSES).toEqual([
      'initiating',
      'logged-out',
      'registering',
      'registered',
      'register-failed',
      'login-requesting',
      'unlock-requesting',
      'logged-in',
      'locked',
      'login-failed',
      'requesting-password-reset',
      'password-reset-sent',
      'password-reset-request-failed',
      'resetting-password',
      'reset-password-successful',
      'reset-password-failed',
    ]);
  });

  it('start as initiating, logged out, password method, redirect to /', () => {
    expect(INITIAL_AUTH_STATE).toEqual({
      loggedIn: false,
      status: 'initiating',
      user: null,
      errorData: null,
      afterLoginRedirectUrl: '/',
      loginMethod: 'password',
    });
  });

  it('reads login methods in any case and refuses others', () => {
    expect(toLoginMethod('Password')).toBe('password');
    expect(toLoginMethod('School')).toBe('school');
    expect(toLoginMethod('Google')).toBe('google');
    expect(toLoginMethod('facebook')).toBe('facebook');
    expect(toLoginMethod('ags')).toBeUndefined();
    expect(toLoginMethod(3)).toBeUndefined();
  });
});

describe('authReducer', () => {
  describe('login', () => {
    it('login requested -> login-requesting, clearing old errors and taking the method', () => {
      const state = authReducer(
        { ...loggedOut, errorData: { errors: ['old'] } },
        { type: 'loginRequested', loginMethod: 'google' },
      );
      expect(state).toMatchObject({
        status: 'login-requesting',
        errorData: null,
        loggedIn: false,
        loginMethod: 'google',
      });
    });

    it('login-requesting -> logged-in with the user', () => {
      const state = run(loggedOut, { type: 'loginRequested' }, { type: 'loginSucceeded', user });
      expect(state).toMatchObject({
        status: 'logged-in',
        loggedIn: true,
        user,
        errorData: null,
        loginMethod: 'password',
      });
    });

    it('login-requesting -> login-failed with the errors', () => {
      const state = run(
        loggedOut,
        { type: 'loginRequested' },
        { type: 'loginFailed', errors: ['Invalid username or password'] },
      );
      expect(state).toMatchObject({
        status: 'login-failed',
        loggedIn: false,
        user: null,
        errorData: { errors: ['Invalid username or password'] },
      });
    });

    it('login-failed -> login-requesting again on retry', () => {
      const failed = run(loggedOut, { type: 'loginFailed', errors: ['x'] });
      expect(authReducer(failed, { type: 'loginRequested' })).toMatchObject({
        status: 'login-requesting',
        errorData: null,
      });
    });
  });

  describe('registration', () => {
    it('register requested -> registering', () => {
      expect(authReducer(loggedOut, { type: 'registerRequested' })).toMatchObject({
        status: 'registering',
        errorData: null,
      });
    });

    it('registering -> registered, signed in', () => {
      const state = run(loggedOut, { type: 'registerRequested' }, { type: 'registerSucceeded', user });
      expect(state).toMatchObject({ status: 'registered', loggedIn: true, user, loginMethod: 'password' });
    });

    it('registering -> register-failed with the errors', () => {
      const state = run(
        loggedOut,
        { type: 'registerRequested' },
        { type: 'registerFailed', errors: ['Invalid'] },
      );
      expect(state).toMatchObject({
        status: 'register-failed',
        loggedIn: false,
        errorData: { errors: ['Invalid'] },
      });
    });
  });

  describe('unlock', () => {
    it('locked -> unlock-requesting, still logged in', () => {
      expect(authReducer(locked, { type: 'unlockRequested' })).toMatchObject({
        status: 'unlock-requesting',
        loggedIn: true,
        user,
      });
    });

    it('unlock-requesting -> logged-in, with the renewed user or the same one', () => {
      const unlocking = authReducer(locked, { type: 'unlockRequested' });
      expect(authReducer(unlocking, { type: 'unlockSucceeded', user: renewed })).toMatchObject({
        status: 'logged-in',
        loggedIn: true,
        user: renewed,
      });
      expect(authReducer(unlocking, { type: 'unlockSucceeded' })).toMatchObject({
        status: 'logged-in',
        user,
      });
    });

    it('unlock-requesting -> back to locked on failure, with the errors', () => {
      const state = run(
        locked,
        { type: 'unlockRequested' },
        { type: 'unlockFailed', errors: ['Invalid username or password'] },
      );
      expect(state).toMatchObject({
        status: 'locked',
        loggedIn: true,
        errorData: { errors: ['Invalid username or password'] },
      });
    });
  });

  describe('password reset request', () => {
    it('reset requested -> requesting-password-reset', () => {
      expect(authReducer(loggedOut, { type: 'passwordResetRequested' })).toMatchObject({
        status: 'requesting-password-reset',
      });
    });

    it('requesting-password-reset -> password-reset-sent', () => {
      const state = run(loggedOut, { type: 'passwordResetRequested' }, { type: 'passwordResetSent' });
      expect(state).toMatchObject({ status: 'password-reset-sent', loggedIn: false, errorData: null });
    });

    it('requesting-password-reset -> password-reset-request-failed', () => {
      const state = run(
        loggedOut,
        { type: 'passwordResetRequested' },
        { type: 'passwordResetRequestFailed', errors: ['e'] },
      );
      expect(state).toMatchObject({ status: 'password-reset-request-failed', errorData: { errors: ['e'] } });
    });
  });

  describe('resetting a password', () => {
    it('resetting requested -> resetting-password', () => {
      expect(authReducer(loggedOut, { type: 'resetPasswordRequested' })).toMatchObject({
        status: 'resetting-password',
      });
    });

    it('resetting-password -> reset-password-successful, logging the user in', () => {
      const state = run(
        loggedOut,
        { type: 'resetPasswordRequested' },
        { type: 'resetPasswordSucceeded', user },
      );
      expect(state).toMatchObject({
        status: 'reset-password-successful',
        loggedIn: true,
        user,
        loginMethod: 'password',
      });
    });

    it('resetting-password -> reset-password-failed', () => {
      const state = run(
        loggedOut,
        { type: 'resetPasswordRequested' },
        { type: 'resetPasswordFailed', errors: ['e'] },
      );
      expect(state).toMatchObject({
        status: 'reset-password-failed',
        loggedIn: false,
        errorData: { errors: ['e'] },
      });
    });
  });

  describe('tokens', () => {
    it('an authorised token means logged in', () => {
      expect(authReducer(INITIAL_AUTH_STATE, { type: 'tokenAuthorised', user })).toMatchObject({
        status: 'logged-in',
        loggedIn: true,
        user,
      });
    });

    it('an unauthorised token means logged out, remembering where to come back to', () => {
      const state = authReducer(loggedIn, {
        type: 'tokenUnauthorised',
        loginMethod: 'school',
        afterLoginRedirectUrl: '/home/maps',
      });
      expect(state).toEqual({
        ...INITIAL_AUTH_STATE,
        status: 'logged-out',
        loginMethod: 'school',
        afterLoginRedirectUrl: '/home/maps',
      });
    });

    it('an unauthorised token from initiating means logged out', () => {
      expect(authReducer(INITIAL_AUTH_STATE, { type: 'tokenUnauthorised' })).toMatchObject({
        status: 'logged-out',
        loggedIn: false,
      });
    });
  });

  describe('lock and logout', () => {
    it('lock keeps the user logged in but locked, with the method for the re-login dialog', () => {
      expect(authReducer(loggedIn, { type: 'locked', loginMethod: 'school' })).toEqual({
        ...loggedIn,
        status: 'locked',
        loginMethod: 'school',
      });
    });

    it('logout resets the whole state to logged out', () => {
      const busy: AuthenticationState = {
        loggedIn: true,
        status: 'locked',
        user,
        errorData: { errors: ['x'] },
        afterLoginRedirectUrl: '/home/class',
        loginMethod: 'google',
      };
      expect(authReducer(busy, { type: 'logout' })).toEqual({ ...INITIAL_AUTH_STATE, status: 'logged-out' });
    });

    it('remembers an after-login URL without touching the status', () => {
      expect(authReducer(loggedOut, { type: 'afterLoginRedirectUrlSet', url: '/course/c1' })).toEqual({
        ...loggedOut,
        afterLoginRedirectUrl: '/course/c1',
      });
    });
  });

  it('reaches every status', () => {
    const reached = new Set<AuthStatus>([INITIAL_AUTH_STATE.status]);
    const actions: AuthAction[] = [
      { type: 'logout' },
      { type: 'registerRequested' },
      { type: 'registerSucceeded', user },
      { type: 'registerFailed', errors: [] },
      { type: 'loginRequested' },
      { type: 'unlockRequested' },
      { type: 'loginSucceeded', user },
      { type: 'locked' },
      { type: 'loginFailed', errors: [] },
      { type: 'passwordResetRequested' },
      { type: 'passwordResetSent' },
      { type: 'passwordResetRequestFailed', errors: [] },
      { type: 'resetPasswordRequested' },
      { type: 'resetPasswordSucceeded', user },
      { type: 'resetPasswordFailed', errors: [] },
    ];
    for (const action of actions) reached.add(authReducer(INITIAL_AUTH_STATE, action).status);
    expect([...reached].sort()).toEqual([...AUTH_STATUSES].sort());
  });
});
