/**
 * The File menu's offline entries for a stored map (spec 2 section 4, "Offline cache"): keep the map
 * offline, remove the offline copy, find the offline maps. The map screen provides them through context,
 * only for a signed-in user on a stored map where the browser has CacheStorage; elsewhere the menu has
 * no offline entries at all.
 */
import { reaction } from 'mobx';
import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { offlineCache } from '../../../src/api/offline/OfflineCache';
import { keepOffline, refreshOfflineCopy } from '../../../src/api/offline/offlineMaps';
import type { OfflineRecord } from '../../../src/api/offline/records';
import { offlineStrings } from '../../../src/api/offline/strings';
import { storedMapDocument } from '../../../src/model/map/stored';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { useStores } from '../../shell/StoreContext';

export interface OfflineMenu {
  /** The map has a copy in the offline cache. */
  cached: boolean;
  /** That copy holds changes saved offline and not synced: removing it loses them. */
  unsynced: boolean;
  keep: () => void;
  remove: () => void;
}

export const OfflineMenuContext = createContext<OfflineMenu | null>(null);

/** The offline entries for the stored map `mapId` open in `editor`; null where they do not apply. */
export function useStoredMapOffline(editor: MapEditorStore, mapId: string): OfflineMenu | null {
  const { auth, notifications } = useStores();
  const cache = offlineCache();
  const [record, setRecord] = useState<OfflineRecord | null>(null);
  const reread = useCallback(() => cache?.readRecord(mapId).then(setRecord), [cache, mapId]);

  useEffect(() => {
    void reread();
  }, [reread]);

  /** When this page kept a copy with changes not yet saved: its record's `updated`, until saved here. */
  const keptHere = useRef<number | undefined>(undefined);

  // Whenever the editor holds a server version unchanged (loaded, or just saved here), an unmodified
  // offline copy kept at an older one is brought up to it, and so is one this page kept with its
  // unsaved changes, which that save holds.
  useEffect(() => {
    if (!cache) return;
    return reaction(
      () => (editor.document.modified ? null : editor.document.record),
      (record) => {
        const { map } = editor.document;
        if (!record || !map) return;
        const document = () => storedMapDocument(map);
        void refreshOfflineCopy(cache, { record, document, now: Date.now(), keptHere: keptHere.current })
          .then((refreshed) => {
            if (!refreshed) return;
            keptHere.current = undefined;
            void reread();
          })
          .catch((error: unknown) => console.warn(offlineStrings.refreshFailed, error));
      },
      { fireImmediately: true },
    );
  }, [cache, editor, reread]);

  const keep = useCallback(() => {
    const { map, record, modified } = editor.document;
    if (!cache || !map || !record) return;
    const document = storedMapDocument(map);
    const now = Date.now();
    void keepOffline(cache, { record, document, modified, now })
      .catch(() => ({ ok: false, error: offlineStrings.keepFailed }) as const)
      .then((result) => {
        if (!result.ok) return void notifications.notify({ alertType: 'error', text: result.error });
        // Its unsaved changes are this page's own: a save here takes them to the server, and the copy too.
        keptHere.current = modified ? now : undefined;
        void reread();
        notifications.notify({ alertType: 'success', text: offlineStrings.kept(map.name) });
      });
  }, [cache, editor, notifications, reread]);

  const remove = useCallback(() => {
    const name = editor.document.map?.name ?? '';
    void cache?.deleteMap(mapId).then(() => {
      setRecord(null);
      notifications.notify({ alertType: 'success', text: offlineStrings.removed(name) });
    });
  }, [cache, editor, mapId, notifications]);

  const signedIn = auth.loggedIn;
  return useMemo(
    () =>
      cache && signedIn
        ? { cached: record !== null, unsynced: record?.isModified ?? false, keep, remove }
        : null,
    [cache, signedIn, record, keep, remove],
  );
}
