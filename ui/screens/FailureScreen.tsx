import { Box, Text } from '@chakra-ui/react';
import { shellStrings } from '../strings';

/** The general failure screen shown after a render error (spec 1 section 2). */
export function FailureScreen() {
  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" p="8" role="alert">
      <Text fontSize="xl" maxW="560px" textAlign="center" data-testid="failure-message">
        {shellStrings.failure}
      </Text>
    </Box>
  );
}
