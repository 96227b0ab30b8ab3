import { useContext } from 'react';
import { StoreContext } from '../shell/StoreContext';

/**
 * Whether the app is locked behind the session-expired dialog. The app's other dialogs step aside while
 * it is (hidden, their state kept, back once signed in again): two modal dialogs would fight over the
 * focus, and keys typed into the password field could land in the other dialog's field. Read in an
 * observer; outside the app's stores (a dialog on its own) nothing is ever locked.
 */
export function useAppLocked(): boolean {
  return useContext(StoreContext)?.auth.locked ?? false;
}
