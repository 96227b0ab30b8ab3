import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormError } from '../../components/FormError';
import { mapsStrings } from './strings';

/** The table's place while the maps load. */
export function MapsLoading() {
  return (
    <Stack direction="row" align="center" gap="3" py="10" justify="center" role="status">
      <Spinner size="sm" />
      <Text>{mapsStrings.loading}</Text>
    </Stack>
  );
}

/** A failed query, under its named message ('Fetching maps', 'Retrieving labels'), with a retry. */
export function MapsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="3" py="6" align="flex-start">
      <FormError message={message} testId="maps-error" />
      <Button size="sm" variant="outline" onClick={onRetry}>
        {mapsStrings.retry}
      </Button>
    </Stack>
  );
}

/** A view without maps (or a folder that does not exist). */
export function MapsEmpty({ text }: { text: string }) {
  return (
    <Box
      py="16"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="md"
      data-testid="maps-empty"
    >
      <Text color="fg.muted">{text}</Text>
    </Box>
  );
}
