import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { OfflineCache } from '../../../src/api/offline/OfflineCache';
import { offlineStrings as strings } from '../../../src/api/offline/strings';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { useOfflineCopy } from './useOfflineCopy';

/**
 * The offline copy's place in the header: a badge, whether it holds changes not synced, and Sync while
 * the browser is online (spec 2: no error is shown merely because the browser is offline, so offline
 * there is nothing to press and nothing to fail); what the last sync or update from the server did.
 */
export const OfflineSync = observer(function OfflineSync({
  editor,
  cache,
  mapId,
}: {
  editor: MapEditorStore;
  cache: OfflineCache;
  mapId: string;
}) {
  const { online, record, state, sync } = useOfflineCopy(editor, cache, mapId);
  const pending = record?.isModified === true || editor.document.modified;
  return (
    <HStack gap="2">
      <Badge colorPalette="orange">{strings.offlineBadge}</Badge>
      {record?.isModified && (
        <Text fontSize="xs" color="fg.muted" data-testid="offline-unsynced">
          {strings.notSynced}
        </Text>
      )}
      {online && (
        <Button
          size="xs"
          variant="outline"
          loading={state.status === 'syncing'}
          loadingText={strings.syncing}
          disabled={!pending}
          onClick={() => void sync()}
        >
          {strings.sync}
        </Button>
      )}
      {state.status === 'synced' && !pending && (
        <Text fontSize="xs" color="fg.muted" role="status" data-testid="offline-sync-state">
          {strings.synced}
        </Text>
      )}
      {state.status === 'updated' && !pending && (
        <Text fontSize="xs" color="fg.muted" role="status" data-testid="offline-sync-state">
          {strings.updatedFromServer}
        </Text>
      )}
      {state.status === 'failed' && (
        <Text fontSize="xs" color="fg.error" role="alert" data-testid="offline-sync-state">
          {state.error}
        </Text>
      )}
    </HStack>
  );
});
