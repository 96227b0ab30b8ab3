import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { authStrings } from './strings';

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

/** /close-window: where a sign-in popup lands. It announces the unlock, then closes itself. */
export function CloseWindowScreen() {
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    announceUnlock();
    window.close();
  }, []);
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="4">
      <Text role="status" color="fg.muted">
        {authStrings.closeWindow}
      </Text>
    </Box>
  );
}

export default CloseWindowScreen;
