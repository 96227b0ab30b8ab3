import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { authStrings } from './strings';

/** The frame of every sign-in screen: the product name over a centred card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="main"
      minH="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="bg.subtle"
      p="4"
    >
      <Box bg="bg" borderRadius="l3" boxShadow="md" p={{ base: '6', md: '10' }} w="full" maxW="440px">
        <Stack gap="6">
          <Box color="brand.fg" fontWeight="semibold" letterSpacing="wide">
            {authStrings.productName}
          </Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
