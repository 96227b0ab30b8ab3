import { Box, Heading, Text } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import { shellStrings } from '../strings';

/** What a route that is not built yet tells its visitor (set on the route's `handle`). */
export interface PlaceholderHandle {
  title: string;
  /** The issue that delivers the screen, e.g. 'issue 3 (accounts and sessions)'. */
  deliveredBy: string;
}

/** A plain, honest screen for a route whose issue has not landed: it names the screen and the issue. */
export function PlaceholderScreen() {
  const handle = useMatches().at(-1)?.handle as PlaceholderHandle | undefined;
  return (
    <Box as="main" p="8" maxW="720px" mx="auto">
      <Heading as="h1" size="2xl" mb="4">
        {handle?.title}
      </Heading>
      <Text color="fg.muted">{shellStrings.placeholderNotYet}</Text>
      {handle && <Text color="fg.muted">{shellStrings.placeholderDeliveredBy(handle.deliveredBy)}</Text>}
    </Box>
  );
}

export default PlaceholderScreen;
