/**
 * Which panels are open, per map, under the spec's user-setting names (spec 2 section 3), and the panel
 * size. They are the user's settings of the map, remembered in the offline cache as
 * `userSettings/{mapId}` (./userSettingsStore.ts; in memory for the session where the browser has no
 * CacheStorage). The toolbar's toggles and the panels read the same entry.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { onAppReset } from '../../src/api/appReset';
import { offlineCache } from '../../src/api/offline/OfflineCache';
import type { SavedCamera } from '../../src/api/offline/userSettings';
import type { UserSettings } from '../../src/model/map/settings';
import type { PanelSize } from './panelSize';
import { UserSettingsStore } from './userSettingsStore';

export type PanelSettingName =
  | 'showMainEditor'
  | 'showLevelPanel'
  | 'showSearchPanel'
  | 'showTagsPanel'
  | 'showUserNote'
  | 'showAdjoiningNodesPanel';

export type PanelSettings = Pick<UserSettings, PanelSettingName | 'allSelectedTagsRequired' | 'zoomToFit'> & {
  /** Not among the spec's user settings; kept beside them. */
  panelSize: PanelSize;
  /** Where the map was last looked at; it opens there when zoomToFit is off. */
  camera: SavedCamera | null;
  /** The surface's pan mode: every drag on the canvas pans (for touch). */
  panMode: boolean;
  /** The overview of the level in the canvas's corner. */
  showMinimap: boolean;
};

/** The app's one store, made on first use (the cache is looked up in the browser only). */
let store: UserSettingsStore | undefined;
// Each user's settings come from their own offline cache: the next user starts from a fresh store.
onAppReset(() => {
  store = undefined;
});
function userSettings(): UserSettingsStore {
  store ??= new UserSettingsStore(offlineCache());
  return store;
}

export interface PanelSettingsHandle {
  settings: Readonly<PanelSettings>;
  update: (partial: Partial<PanelSettings>) => void;
  /** The settings once the cache has answered (at once where there is none). */
  read: () => Promise<Readonly<PanelSettings>>;
}

export function usePanelSettings(mapId: string): PanelSettingsHandle {
  const settingsStore = userSettings();
  const settings = useSyncExternalStore(settingsStore.subscribe, () => settingsStore.get(mapId));
  useEffect(() => {
    void settingsStore.load(mapId);
  }, [settingsStore, mapId]);
  const update = useCallback(
    (partial: Partial<PanelSettings>) => void settingsStore.update(mapId, partial),
    [settingsStore, mapId],
  );
  const read = useCallback(
    () => settingsStore.load(mapId).then(() => settingsStore.get(mapId)),
    [settingsStore, mapId],
  );
  return { settings, update, read };
}
