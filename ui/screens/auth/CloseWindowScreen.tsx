import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { announceUnlock } from '../../../src/api/unlockChannel';
import { authStrings } from './strings';

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
