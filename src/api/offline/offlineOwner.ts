/**
 * Whose offline copies this browser lists: the last user who signed in here and has not logged out.
 * Kept apart from the session user, which an app start without network forgets (the session cannot be
 * checked), while a user working offline still needs their copies.
 */
export const OFFLINE_OWNER_KEY = 'offlineOwner';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

export function offlineOwner(
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): string | null {
  try {
    return storage?.getItem(OFFLINE_OWNER_KEY) || null;
  } catch {
    return null;
  }
}

/** A user signed in: their copies are the ones listed from now on. */
export function rememberOfflineOwner(userId: string, storage: Storage | undefined = browserStorage()): void {
  storage?.setItem(OFFLINE_OWNER_KEY, userId);
}

/** The user logged out: nobody's copies are listed until someone signs in. */
export function forgetOfflineOwner(storage: Storage | undefined = browserStorage()): void {
  storage?.removeItem(OFFLINE_OWNER_KEY);
}
