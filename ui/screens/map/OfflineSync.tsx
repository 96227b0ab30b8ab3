import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { apolloMapPersistence } from '../../../src/api/graphql/mapPersistence';
import type { OfflineCache } from '../../../src/api/offline/OfflineCache';
import { syncOfflineMap } from '../../../src/api/offline/offlineMaps';
import type { OfflineRecord } from '../../../src/api/offline/records';
import { offlineStrings as strings } from '../../../src/api/offline/strings';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { useStores } from '../../shell/StoreContext';
import { useOnline } from './useOnline';

type SyncState = { status: 'idle' | 'syncing' | 'synced' } | { status: 'failed'; error: string };

/**
 * The offline copy's place in the header: a badge, whether it holds changes not synced, and Sync while
 * the browser is online (spec 2: no error is shown merely because the browser is offline, so offline
 * there is nothing to press and nothing to fail).
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
  const client = useApolloClient();
  const { session } = useStores();
  const online = useOnline();
  const [record, setRecord] = useState<OfflineRecord | null>(null);
  const [state, setState] = useState<SyncState>({ status: 'idle' });
  const reread = useCallback(() => cache.readRecord(mapId).then(setRecord), [cache, mapId]);
  const { saveState } = editor;

  // Each save writes the cache: read the record again to show whether it now needs a sync.
  useEffect(() => {
    if (saveState.status !== 'saving') void reread();
  }, [reread, saveState]);

  const sync = async () => {
    setState({ status: 'syncing' });
    try {
      // What is on screen is what gets synced: unsaved changes go to the offline copy first.
      if (editor.document.modified && !(await editor.save())) throw new Error(strings.syncFailed);
      // A session that could not be renewed while offline is renewed now (the cookies still hold it).
      if (session.state === 'unauthorised') await session.refresh();
      await syncOfflineMap(cache, apolloMapPersistence(client), mapId);
      setState({ status: 'synced' });
    } catch (error) {
      // Losing the connection half-way is not an error to show; the copy is kept as it was.
      if (!navigator.onLine) return setState({ status: 'idle' });
      setState({ status: 'failed', error: error instanceof Error ? error.message : strings.syncFailed });
    } finally {
      void reread();
    }
  };

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
      {state.status === 'failed' && (
        <Text fontSize="xs" color="fg.error" role="alert" data-testid="offline-sync-state">
          {state.error}
        </Text>
      )}
    </HStack>
  );
});
