import { makeAutoObservable, runInAction } from 'mobx';
import { ApiRequestError } from '../api/session/ApiRequestError';
import { CSRF_COOKIE, readDocumentCookie } from '../api/session/cookies';
import type { SessionManager, UnauthorisedInfo } from '../api/session/SessionManager';
import { readStoredSessionUser, SESSION_USER_KEY } from '../api/session/storedSession';
import {
  type AuthAction,
  type AuthenticationState,
  authReducer,
  EXPIRED_RESET_LINK,
  INITIAL_AUTH_STATE,
  INVALID_USERNAME_OR_PASSWORD,
  isLockedStatus,
  isResentInvite,
  type LoginResponse,
  registerFailureMessage,
  resentInviteNotice,
  type SessionUser,
  SIGN_UP_FAILED,
  signUpFailureMessage,
  UNABLE_TO_CHANGE_PASSWORD,
  UNABLE_TO_RESET_PASSWORD,
  UNSUBSCRIBE_FAILED,
} from '../model/auth';
import type { AlertInput } from '../model/notifications';

/** The signed-in user as `GET /a/access/isauthenticated` and the GraphQL `user` query describe it. */
export interface AccountUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** Invitations an admin sends go into this organization. */
  organization?: { id: string; name: string } | null;
  newsletterConsent: boolean;
  termsAgreedAt: string | null;
  /** The user flags that are set (`src/model/userFlags.ts`). */
  flags: string[];
}

export interface RegisterForm {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
  newsletterConsent: boolean;
  /** ISO 3166 alpha-2; New Zealand ('NZ') starts the 12-month trial. */
  country?: string;
}

export type ResetLinkState = 'checking' | 'valid' | 'expired';

export interface AuthStoreDeps {
  session: SessionManager;
  humanCheckToken: () => Promise<string>;
  notify: (alert: AlertInput) => void;
  /** Where the session user is remembered between visits (spec 1 section 3). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  /**
   * Whether the browser may hold a session: the readable CSRF cookie is set with every session's
   * httpOnly cookies. Without it (a first visit) there is nothing to refresh.
   */
  mayHaveSession?: () => boolean;
  /**
   * Forgets everything of the user who just left (spec 1 section 7: logout resets the whole application
   * state), so the next user in the same tab starts clean. Called when a logout or a lost session ends the
   * user; not when a session is only locked.
   */
  onSignedOut?: () => void;
}

/** Pages the app leaves for /login when a session ends outside the exempt pages. */
export const LOGIN_PATH = '/login';

const errorsOf = (error: unknown): string[] =>
  error instanceof ApiRequestError
    ? error.errors.length > 0
      ? error.errors
      : [error.message]
    : [String(error)];

/**
 * Authentication: the state of spec 1 sections 3 and 4 (through the pure `authReducer`), the REST
 * calls of each flow, and what to do when the session ends (lock, or go to /login remembering where).
 */
export class AuthStore {
  state: AuthenticationState = INITIAL_AUTH_STATE;
  user: AccountUser | null = null;
  /** A path the UI should navigate to (the store cannot navigate itself); cleared once followed. */
  redirect: string | null = null;
  /** Set while live edit runs: an expiry then locks the app instead of logging out. */
  lockOnExpiry = false;
  /** The school's name for the school sign-in buttons, when the server names its school provider. */
  schoolName: string | null = null;

  constructor(private readonly deps: AuthStoreDeps) {
    makeAutoObservable<AuthStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Live edit keeps the session while it runs: an expiry then locks the app instead of signing out. */
  keepSessionOnExpiry(keep: boolean): void {
    this.lockOnExpiry = keep;
  }

  get loggedIn(): boolean {
    return this.state.loggedIn;
  }

  /** Whether the app is locked behind the session-expired dialog. */
  get locked(): boolean {
    return isLockedStatus(this.state.status);
  }

  get errors(): string[] {
    return this.state.errorData?.errors ?? [];
  }

  dispatch(action: AuthAction): void {
    this.state = authReducer(this.state, action);
  }

  /** App start: pick up a stored session (or one the cookies still hold) and load the user. */
  async initialise(): Promise<void> {
    void this.loadSchoolName();
    const stored = this.storedSessionUser();
    const mayHaveSession = this.deps.mayHaveSession ?? (() => readDocumentCookie(CSRF_COOKIE) !== undefined);
    if (!stored && !mayHaveSession()) {
      this.deps.session.startSignedOut();
      this.dispatch({ type: 'tokenUnauthorised' });
      return;
    }
    await this.deps.session.start(stored ? { ...stored } : null).catch(() => {});
    if (this.deps.session.state === 'unauthorised') {
      this.forgetSessionUser();
      this.dispatch({ type: 'tokenUnauthorised' });
      return;
    }
    try {
      await this.loadUser();
      this.dispatch({ type: 'tokenAuthorised', ...(stored ? { user: stored } : {}) });
    } catch {
      this.forgetSessionUser();
      this.dispatch({ type: 'tokenUnauthorised' });
    }
  }

  async login(username: string, password: string): Promise<boolean> {
    this.dispatch({ type: 'loginRequested', loginMethod: 'password' });
    try {
      const reCaptchaToken = await this.deps.humanCheckToken();
      const response = await this.deps.session.publicRequest('POST', '/auth/authenticate', {
        username: username.trim(),
        password: password.trim(),
        reCaptchaToken,
      });
      const user = await this.signedIn(response as unknown as LoginResponse);
      this.dispatch({ type: 'loginSucceeded', user, loginMethod: 'password' });
      this.followAfterLogin();
      return true;
    } catch (error) {
      const errors =
        error instanceof ApiRequestError && error.code === 401
          ? [INVALID_USERNAME_OR_PASSWORD]
          : errorsOf(error);
      this.dispatch({ type: 'loginFailed', errors });
      return false;
    }
  }

  async register(form: RegisterForm): Promise<boolean> {
    this.dispatch({ type: 'registerRequested' });
    try {
      const response = await this.deps.session.publicRequest('POST', '/auth/register', {
        token: form.token,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        password: form.password.trim(),
        newsletterConsent: form.newsletterConsent,
        ...(form.country ? { country: form.country } : {}),
      });
      const user = await this.signedIn(response as unknown as LoginResponse);
      this.dispatch({ type: 'registerSucceeded', user });
      this.redirect = '/';
      return true;
    } catch (error) {
      const errors = errorsOf(error);
      this.dispatch({ type: 'registerFailed', errors: [registerFailureMessage(errors.at(-1))] });
      return false;
    }
  }

  /** Sign-up by e-mail: on success an activation e-mail is on its way. Returns the error text, if any. */
  async signUp(email: string): Promise<string | null> {
    try {
      const reCaptchaToken = await this.deps.humanCheckToken();
      await this.deps.session.publicRequest('POST', '/signUp', { email: email.trim(), reCaptchaToken });
      return null;
    } catch (error) {
      const body =
        error instanceof ApiRequestError ? (error.body as { error?: unknown } | undefined) : undefined;
      return signUpFailureMessage(body?.error) || SIGN_UP_FAILED;
    }
  }

  async requestPasswordReset(username: string): Promise<boolean> {
    this.dispatch({ type: 'passwordResetRequested' });
    try {
      await this.deps.session.publicRequest('POST', '/auth/resetpasswordlink', { username: username.trim() });
      this.dispatch({ type: 'passwordResetSent' });
      return true;
    } catch (error) {
      const errors = errorsOf(error);
      if (isResentInvite(errors)) {
        this.deps.notify({
          alertType: 'info',
          topic: 'PasswordReset',
          text: resentInviteNotice(username.trim()),
        });
      }
      this.dispatch({ type: 'passwordResetRequestFailed', errors: [UNABLE_TO_RESET_PASSWORD] });
      return false;
    }
  }

  /** Whether a reset link is still good; expired when its expiry time is past (spec 1 section 4). */
  async checkResetLink(token: string): Promise<ResetLinkState> {
    try {
      const body = await this.deps.session.publicRequest(
        'GET',
        `/auth/resetpassword/${encodeURIComponent(token)}`,
      );
      const expiresAt = Number(body.expiresAt);
      return Number.isFinite(expiresAt) && expiresAt > this.now() ? 'valid' : 'expired';
    } catch {
      return 'expired';
    }
  }

  async resetPassword(resetToken: string, password: string): Promise<boolean> {
    this.dispatch({ type: 'resetPasswordRequested' });
    try {
      const response = await this.deps.session.publicRequest('POST', '/auth/resetpassword', {
        resetToken,
        password: password.trim(),
      });
      const user = await this.signedIn(response as unknown as LoginResponse);
      this.dispatch({ type: 'resetPasswordSucceeded', user });
      this.redirect = '/';
      return true;
    } catch (error) {
      const expired = errorsOf(error).includes('EXPIRED');
      this.dispatch({
        type: 'resetPasswordFailed',
        errors: [expired ? EXPIRED_RESET_LINK : UNABLE_TO_CHANGE_PASSWORD],
      });
      return false;
    }
  }

  /** Re-login from the session-expired dialog; the user stays who they were. */
  async unlock(password: string): Promise<boolean> {
    this.dispatch({ type: 'unlockRequested' });
    try {
      const reCaptchaToken = await this.deps.humanCheckToken();
      const response = await this.deps.session.publicRequest('POST', '/auth/unlock', {
        password: password.trim(),
        reCaptchaToken,
      });
      const user = await this.signedIn(response as unknown as LoginResponse);
      this.dispatch({ type: 'unlockSucceeded', user });
      return true;
    } catch (error) {
      this.dispatch({
        type: 'unlockFailed',
        errors:
          error instanceof ApiRequestError && error.code === 401
            ? [INVALID_USERNAME_OR_PASSWORD]
            : errorsOf(error),
      });
      return false;
    }
  }

  async unsubscribe(token: string): Promise<string | null> {
    try {
      await this.deps.session.publicRequest('POST', `/unsubscribe/${encodeURIComponent(token)}`);
      return null;
    } catch {
      return UNSUBSCRIBE_FAILED;
    }
  }

  /** Logout resets the whole state and goes to '/' (spec 1 sections 4 and 7). */
  async logout(): Promise<void> {
    this.signOutLocally();
    this.dispatch({ type: 'logout' });
    this.redirect = '/';
    try {
      await this.deps.session.logout();
    } catch (error) {
      this.deps.notify({
        alertType: 'error',
        topic: 'Logout',
        text: errorsOf(error)[0] ?? 'Unable to logout.',
      });
    }
  }

  /** The session manager found the session gone (spec 1 section 4, on unauthorised). */
  onUnauthorised(info: UnauthorisedInfo): void {
    if (this.lockOnExpiry && this.state.loggedIn) {
      this.dispatch({ type: 'locked', ...(info.loginMethod ? { loginMethod: info.loginMethod } : {}) });
      return;
    }
    this.signOutLocally();
    if (info.exempt) {
      this.dispatch({ type: 'tokenUnauthorised' });
      return;
    }
    this.dispatch({ type: 'tokenUnauthorised', afterLoginRedirectUrl: info.pathname });
    this.redirect = LOGIN_PATH;
    void this.deps.session.logout().catch(() => {});
  }

  /**
   * A re-login finished elsewhere (a sign-in popup or another tab): the cookies hold a new session,
   * so one refresh picks it up and a locked screen unlocks.
   */
  async resumeAfterUnlock(): Promise<void> {
    await this.deps.session.refresh().catch(() => {});
    if (this.deps.session.state !== 'authed') return;
    try {
      await this.loadUser();
      this.dispatch({ type: this.state.status === 'locked' ? 'unlockSucceeded' : 'tokenAuthorised' });
    } catch {
      // The session went again; the session manager reports that on its own.
    }
  }

  /** Where to go after signing in; set by the login page from its query or by a guarded route. */
  rememberAfterLogin(url: string): void {
    this.dispatch({ type: 'afterLoginRedirectUrlSet', url });
  }

  followRedirect(): string | null {
    const target = this.redirect;
    this.redirect = null;
    return target;
  }

  private followAfterLogin(): void {
    this.redirect = this.state.afterLoginRedirectUrl || '/';
  }

  private async signedIn(response: LoginResponse): Promise<SessionUser> {
    this.deps.session.tokensReceived({
      accessTokenExpiry: response.accessTokenExpiry,
      refreshTokenExpiry: response.refreshTokenExpiry,
      loginMethod: 'password',
    });
    const user = await this.loadUser();
    const sessionUser: SessionUser = {
      userId: user.id,
      username: user.username,
      accessTokenExpiry: response.accessTokenExpiry,
      refreshTokenExpiry: response.refreshTokenExpiry,
    };
    this.deps.storage?.setItem(SESSION_USER_KEY, JSON.stringify(sessionUser));
    return sessionUser;
  }

  /** The user's flags as the server answered after setting some. */
  flagsChanged(flags: readonly string[]): void {
    if (this.user) this.user.flags = [...flags];
  }

  private async loadUser(): Promise<AccountUser> {
    const body = await this.deps.session.request('GET', '/access/isauthenticated');
    const user = body.user as AccountUser;
    runInAction(() => {
      this.user = user;
    });
    return user;
  }

  private async loadSchoolName(): Promise<void> {
    try {
      const body = await this.deps.session.publicRequest('GET', '/auth/providers');
      const providers = (body.providers ?? []) as { name: string; displayName?: string }[];
      const school = providers.find((provider) => provider.name === 'ags')?.displayName ?? null;
      runInAction(() => {
        this.schoolName = school;
      });
    } catch {
      // Without the list the buttons keep their generic label.
    }
  }

  private storedSessionUser(): SessionUser | null {
    return readStoredSessionUser(this.deps.storage);
  }

  /** The user is gone from this tab: their stored session, their account and the app's state of them. */
  private signOutLocally(): void {
    const hadUser = this.user !== null || this.state.loggedIn;
    this.forgetSessionUser();
    this.user = null;
    if (hadUser) this.deps.onSignedOut?.();
  }

  private forgetSessionUser(): void {
    this.deps.storage?.removeItem(SESSION_USER_KEY);
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }
}
