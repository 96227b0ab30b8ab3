/**
 * Authentication statuses and state of spec 1 sections 3 and 4. Statuses are the spec's words in
 * kebab-case ('logged in' is 'logged-in'), like the session states, so they are safe as ids and in URLs.
 */

export const AUTH_STATUSES = [
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
] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

/** Locked (spec 1 section 4): the session-expired dialog is over the app until signing in again succeeds. */
export function isLockedStatus(status: AuthStatus): boolean {
  return status === 'locked' || status === 'unlock-requesting';
}

export const LOGIN_METHODS = ['password', 'google', 'facebook', 'school'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** The spec also writes Password, School, Google: accept any case, refuse anything else. */
export function toLoginMethod(value: unknown): LoginMethod | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase();
  return LOGIN_METHODS.find((method) => method === lower);
}

/** Session user (spec 1 section 3); expiries are epoch ms. */
export interface SessionUser {
  userId: string;
  username: string;
  accessTokenExpiry: number;
  refreshTokenExpiry: number;
}

/** Answer of `POST /a/auth/authenticate` (spec 1 sections 3 and 7). */
export interface LoginResponse {
  accessTokenExpiry: number;
  refreshTokenExpiry: number;
  /** Default empty. */
  roles: string[];
}

export interface AuthErrorData {
  errors: string[];
}

export interface AuthenticationState {
  loggedIn: boolean;
  status: AuthStatus;
  user: SessionUser | null;
  errorData: AuthErrorData | null;
  afterLoginRedirectUrl: string;
  loginMethod: LoginMethod;
}

/** After login the app goes to the remembered URL, default '/' (spec 1 section 2). */
export const DEFAULT_AFTER_LOGIN_REDIRECT_URL = '/';

export const INITIAL_AUTH_STATE: AuthenticationState = {
  loggedIn: false,
  status: 'initiating',
  user: null,
  errorData: null,
  afterLoginRedirectUrl: DEFAULT_AFTER_LOGIN_REDIRECT_URL,
  loginMethod: 'password',
};

/** Success actions may carry the user; without one the current user is kept (an unlock is the same user). */
export type AuthAction =
  | { type: 'loginRequested'; loginMethod?: LoginMethod }
  | { type: 'loginSucceeded'; user?: SessionUser; loginMethod?: LoginMethod }
  | { type: 'loginFailed'; errors: string[] }
  | { type: 'registerRequested' }
  | { type: 'registerSucceeded'; user?: SessionUser }
  | { type: 'registerFailed'; errors: string[] }
  | { type: 'unlockRequested' }
  | { type: 'unlockSucceeded'; user?: SessionUser }
  | { type: 'unlockFailed'; errors: string[] }
  | { type: 'passwordResetRequested' }
  | { type: 'passwordResetSent' }
  | { type: 'passwordResetRequestFailed'; errors: string[] }
  | { type: 'resetPasswordRequested' }
  | { type: 'resetPasswordSucceeded'; user?: SessionUser }
  | { type: 'resetPasswordFailed'; errors: string[] }
  | { type: 'tokenAuthorised'; user?: SessionUser }
  | { type: 'tokenUnauthorised'; loginMethod?: LoginMethod; afterLoginRedirectUrl?: string }
  | { type: 'locked'; loginMethod?: LoginMethod }
  | { type: 'afterLoginRedirectUrlSet'; url: string }
  | { type: 'logout' };

const pending = (state: AuthenticationState, status: AuthStatus): AuthenticationState => ({
  ...state,
  status,
  errorData: null,
});

const failed = (state: AuthenticationState, status: AuthStatus, errors: string[]): AuthenticationState => ({
  ...state,
  status,
  errorData: { errors },
});

const signedIn = (
  state: AuthenticationState,
  status: AuthStatus,
  user: SessionUser | undefined,
): AuthenticationState => ({ ...state, loggedIn: true, status, user: user ?? state.user, errorData: null });

export function authReducer(state: AuthenticationState, action: AuthAction): AuthenticationState {
  switch (action.type) {
    case 'loginRequested':
      return { ...pending(state, 'login-requesting'), loginMethod: action.loginMethod ?? state.loginMethod };
    case 'loginSucceeded':
      return {
        ...signedIn(state, 'logged-in', action.user),
        loginMethod: action.loginMethod ?? state.loginMethod,
      };
    case 'loginFailed':
      return { ...failed(state, 'login-failed', action.errors), loggedIn: false, user: null };
    case 'registerRequested':
      return pending(state, 'registering');
    // Registration signs the new user in (success goes to '/').
    case 'registerSucceeded':
      return { ...signedIn(state, 'registered', action.user), loginMethod: 'password' };
    case 'registerFailed':
      return { ...failed(state, 'register-failed', action.errors), loggedIn: false, user: null };
    // A locked user stays logged in throughout the unlock.
    case 'unlockRequested':
      return pending(state, 'unlock-requesting');
    case 'unlockSucceeded':
      return signedIn(state, 'logged-in', action.user);
    case 'unlockFailed':
      return failed(state, 'locked', action.errors);
    case 'passwordResetRequested':
      return pending(state, 'requesting-password-reset');
    case 'passwordResetSent':
      return pending(state, 'password-reset-sent');
    case 'passwordResetRequestFailed':
      return failed(state, 'password-reset-request-failed', action.errors);
    case 'resetPasswordRequested':
      return pending(state, 'resetting-password');
    // A new password signs the user in with it.
    case 'resetPasswordSucceeded':
      return { ...signedIn(state, 'reset-password-successful', action.user), loginMethod: 'password' };
    case 'resetPasswordFailed':
      return failed(state, 'reset-password-failed', action.errors);
    case 'tokenAuthorised':
      return signedIn(state, 'logged-in', action.user);
    // Keeps the remembered URL so the user comes back to where the session ran out.
    case 'tokenUnauthorised':
      return {
        ...state,
        loggedIn: false,
        status: 'logged-out',
        user: null,
        errorData: null,
        loginMethod: action.loginMethod ?? state.loginMethod,
        afterLoginRedirectUrl: action.afterLoginRedirectUrl ?? state.afterLoginRedirectUrl,
      };
    case 'locked':
      return {
        ...state,
        loggedIn: true,
        status: 'locked',
        loginMethod: action.loginMethod ?? state.loginMethod,
      };
    case 'afterLoginRedirectUrlSet':
      return { ...state, afterLoginRedirectUrl: action.url };
    case 'logout':
      return { ...INITIAL_AUTH_STATE, status: 'logged-out' };
  }
}
