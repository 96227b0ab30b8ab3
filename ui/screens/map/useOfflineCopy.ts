/**
 * The offline copy open in the editor and the server (spec 2 section 4, "Offline cache"): whether the
 * copy holds work not synced, syncing it (by hand, and by itself once online), and bringing an unmodified
 * copy up to a newer version saved on the server.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  apolloMapPersistence,
  loadMapRecord,
  loadMapRecordFields,
} from '../../../src/api/graphql/mapPersistence';
import type { OfflineCache } from '../../../src/api/offline/OfflineCache';
import { pullNewerVersion, syncOfflineMap } from '../../../src/api/offline/offlineMaps';
import type { OfflineRecord } from '../../../src/api/offline/records';
import { offlineStrings as strings } from '../../../src/api/offline/strings';
import { errorMessage } from '../../../src/model/errorMessage';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { useStores } from '../../shell/StoreContext';
import { useOnline } from './useOnline';

export type SyncState =
  | { status: 'idle' | 'syncing' | 'synced' | 'updated' }
  | { status: 'failed'; error: string };

export interface OfflineCopy {
  online: boolean;
  /** The copy's offline record; null until read (or when the map is not kept). */
  record: OfflineRecord | null;
  state: SyncState;
  /** Syncs what is on screen: unsaved changes are saved to the copy first. */
  sync: () => Promise<void>;
}

export function useOfflineCopy(editor: MapEditorStore, cache: OfflineCache, mapId: string): OfflineCopy {
  const client = useApolloClient();
  const { session } = useStores();
  const online = useOnline();
  const [record, setRecord] = useState<OfflineRecord | null>(null);
  const [state, setState] = useState<SyncState>({ status: 'idle' });
  const reread = useCallback(() => cache.readRecord(mapId).then(setRecord), [cache, mapId]);
  const { saveState } = editor;
  const openedVersion = editor.document.record?.version;

  // Each save writes the cache: read the record again to show whether it now needs a sync.
  useEffect(() => {
    if (saveState.status !== 'saving') void reread();
  }, [reread, saveState]);

  const syncing = useRef(false);
  const send = useCallback(
    async (withUnsaved: boolean) => {
      if (syncing.current) return;
      syncing.current = true;
      setState({ status: 'syncing' });
      try {
        if (withUnsaved && editor.document.modified && !(await editor.save()))
          throw new Error(strings.syncFailed);
        // A session that could not be renewed while offline is renewed now (the cookies still hold it).
        if (session.state === 'unauthorised') await session.refresh();
        await syncOfflineMap(cache, apolloMapPersistence(client), mapId);
        setState({ status: 'synced' });
      } catch (error) {
        // Losing the connection half-way is not an error to show; the copy is kept as it was.
        if (!navigator.onLine) setState({ status: 'idle' });
        else setState({ status: 'failed', error: errorMessage(error, strings.syncFailed) });
      } finally {
        syncing.current = false;
        void reread();
      }
    },
    [cache, client, editor, mapId, reread, session],
  );

  // Online with work saved to the copy and not yet on the server: it is synced without asking. Each
  // saved state of the copy is tried once while online (a refusal is shown, not retried in a loop).
  const triedUpdate = useRef<number | null>(null);
  useEffect(() => {
    if (!online) {
      triedUpdate.current = null;
      return;
    }
    if (!record?.isModified || triedUpdate.current === record.updated) return;
    triedUpdate.current = record.updated;
    void send(false);
  }, [online, record, send]);

  // Online with nothing unsynced: a newer version saved on the server replaces the copy, and the editor
  // shows it, unless the user has started changing the copy meanwhile.
  useEffect(() => {
    if (!online || openedVersion === undefined || editor.document.modified) return;
    const server = {
      record: (id: string) => loadMapRecordFields(client, id),
      load: (id: string) => loadMapRecord(client, id),
    };
    void pullNewerVersion(cache, server, mapId, openedVersion)
      .then(async (pulled) => {
        if (!pulled || editor.document.modified) return;
        await editor.document.load(mapId);
        setState({ status: 'updated' });
      })
      // Not reachable, not signed in, or no longer shared: the copy stays as it is, with nothing to show.
      .catch((error: unknown) => console.warn(strings.pullFailed, error));
  }, [online, openedVersion, editor, cache, client, mapId]);

  const sync = useCallback(() => send(true), [send]);
  return { online, record, state, sync };
}
