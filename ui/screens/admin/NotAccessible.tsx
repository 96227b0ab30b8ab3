import { Box, Button, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { adminIcons } from './icons';
import { adminStrings } from './strings';

/** What a user without the needed role sees on /admin or /monitor: why, and the way back. */
export function NotAccessible({ reason }: { reason: string }) {
  return (
    <Box as="main" p="6" maxW="800px" mx="auto">
      <Stack gap="4" role="alert" data-testid="not-accessible">
        <Heading as="h1" size="2xl">
          {adminStrings.refusedTitle}
        </Heading>
        <Text>{reason}</Text>
        <Button asChild alignSelf="flex-start" variant="outline">
          <RouterLink to="/home">
            <Icon as={adminIcons.backHome} aria-hidden />
            {adminStrings.backHome}
          </RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
