/** The cross-tab channel that announces a finished re-login (spec 1 sections 2 and 7). */
export const UNLOCK_CHANNEL = 'unlock';
export const UNLOCK_MESSAGE = { type: 'unlock' } as const;
export type UnlockMessage = typeof UNLOCK_MESSAGE;

/** Tells the other tabs the session is unlocked; false where the browser has no BroadcastChannel. */
export function announceUnlock(): boolean {
  if (typeof BroadcastChannel === 'undefined') return false;
  const channel = new BroadcastChannel(UNLOCK_CHANNEL);
  channel.postMessage(UNLOCK_MESSAGE);
  channel.close();
  return true;
}

/** Calls `onUnlock` whenever another tab or a sign-in popup announces an unlock; returns the unsubscribe. */
export function listenForUnlock(onUnlock: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(UNLOCK_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if ((event.data as Partial<UnlockMessage> | null)?.type === UNLOCK_MESSAGE.type) onUnlock();
  };
  return () => channel.close();
}
