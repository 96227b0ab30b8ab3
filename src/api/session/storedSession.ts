/**
 * The session user kept in localStorage from the last sign-in on this browser. A module of its own, with
 * no imports of the app's stores: the page-load map prefetch reads it before the rest of the app loads.
 */
import type { SessionUser } from '../../model/auth/authStatus';

export const SESSION_USER_KEY = 'sessionUser';

/** The session user kept from the last sign-in on this browser; null when there is none or it is unreadable. */
export function readStoredSessionUser(storage: Pick<Storage, 'getItem'> | undefined): SessionUser | null {
  try {
    const raw = storage?.getItem(SESSION_USER_KEY);
    const parsed = raw ? (JSON.parse(raw) as SessionUser) : null;
    return parsed && typeof parsed.accessTokenExpiry === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser may hold a live session, before the app has started: a user signed in here and
 * the refresh token has not expired (the access token may have; a request then learns so).
 */
export function mayHoldSession(storage: Pick<Storage, 'getItem'> | undefined, now: number): boolean {
  const stored = readStoredSessionUser(storage);
  return (
    stored !== null && (typeof stored.refreshTokenExpiry !== 'number' || stored.refreshTokenExpiry > now)
  );
}
