import { Badge, Box, Button, Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { type OfflineListing, offlineCache } from '../../../src/api/offline/OfflineCache';
import { OFFLINE_MESSAGES, offlineStrings as strings } from '../../../src/api/offline/strings';
import { FormError } from '../../components/FormError';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { shellStrings } from '../../strings';

/** /offline: the maps kept in this browser, to open (with or without a connection) or remove. */
export function OfflineMapsScreen() {
  const cache = offlineCache();
  const [listing, setListing] = useState<OfflineListing[] | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const reload = useCallback(() => cache?.listRecords().then(setListing), [cache]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const remove = (mapId: string) => void cache?.deleteMap(mapId).then(reload);

  return (
    <Box as="main" p="8" maxW="720px" mx="auto">
      <HStack justify="space-between" mb="4">
        <Heading as="h1" size="2xl">
          {strings.listTitle}
        </Heading>
        <ChakraLink asChild fontWeight="bold" color="brand.fg">
          <Link to="/home">{shellStrings.productName}</Link>
        </ChakraLink>
      </HStack>
      {!cache ? (
        <FormError message={OFFLINE_MESSAGES.notSupported} />
      ) : listing === null ? (
        <Text color="fg.muted">{strings.listLoading}</Text>
      ) : listing.length === 0 ? (
        <Text color="fg.muted">{strings.listEmpty}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={strings.listTitle}>
          {listing.map(({ mapId, record }) => (
            <HStack as="li" key={mapId} borderWidth="1px" rounded="md" px="4" py="2" gap="3">
              <Stack gap="0" flex="1">
                <ChakraLink asChild fontWeight="medium">
                  <Link to={`/offline/${encodeURIComponent(mapId)}`}>{record.name || mapId}</Link>
                </ChakraLink>
                <Text fontSize="xs" color="fg.muted">
                  {strings.updated(record.updated)}
                </Text>
              </Stack>
              {record.isModified && <Badge colorPalette="orange">{strings.notSynced}</Badge>}
              <Button
                size="xs"
                variant="outline"
                aria-label={`${strings.remove} ${record.name || mapId}`}
                // A copy with changes not synced loses them: ask first.
                onClick={() => (record.isModified ? setConfirming(mapId) : remove(mapId))}
              >
                {strings.remove}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        destructive
        open={confirming !== null}
        defaultToCancel
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) remove(confirming);
          setConfirming(null);
        }}
      />
    </Box>
  );
}

export default OfflineMapsScreen;
