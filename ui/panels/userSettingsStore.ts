/**
 * The user's settings of each map (spec 2 section 3) with the panel size and pan mode, remembered in the offline
 * cache as `userSettings/{mapId}` so they outlive the page; in memory only where the browser has no
 * CacheStorage. Reads are answered at once from memory (defaults until the cache has answered), and every
 * change is written back after the first read, one write at a time per map.
 */
import type { OfflineCache } from '../../src/api/offline/OfflineCache';
import type { CachedUserSettings, SavedCamera } from '../../src/api/offline/userSettings';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../src/model/map/settings';
import { DEFAULT_PANEL_SIZE, PANEL_SIZES, type PanelSize } from './panelSize';

/** The spec's user settings, the panel size, and the camera the map was last looked at with (if any). */
export type MapUserSettings = UserSettings & {
  panelSize: PanelSize;
  camera: SavedCamera | null;
  /** The surface's pan mode: every drag on the canvas pans (for touch). */
  panMode: boolean;
  /** The overview of the level in the canvas's corner. */
  showMinimap: boolean;
};

export const DEFAULT_MAP_USER_SETTINGS: Readonly<MapUserSettings> = {
  ...DEFAULT_USER_SETTINGS,
  panelSize: DEFAULT_PANEL_SIZE,
  camera: null,
  panMode: false,
  showMinimap: false,
};

/** Settings as the cache gave them back, with a panel size the editor knows. */
export function fromCached(cached: CachedUserSettings | null): MapUserSettings {
  if (!cached) return { ...DEFAULT_MAP_USER_SETTINGS };
  const { panelSize, camera, panMode, showMinimap, ...settings } = cached;
  const size = PANEL_SIZES.find((known) => known === panelSize) ?? DEFAULT_PANEL_SIZE;
  return {
    ...settings,
    panelSize: size,
    camera: camera ?? null,
    panMode: panMode ?? false,
    showMinimap: showMinimap ?? false,
  };
}

export class UserSettingsStore {
  private readonly remembered = new Map<string, Readonly<MapUserSettings>>();
  /** Changes made before the cache answered the first read; laid over what it answered. */
  private readonly early = new Map<string, Partial<MapUserSettings>>();
  /** Maps whose first read is done. */
  private readonly read = new Set<string>();
  /** Per map, the cache work in order: the first read, then each write. */
  private readonly queue = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly cache: OfflineCache | null) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The same object until the settings change (React's useSyncExternalStore relies on it). */
  get(mapId: string): Readonly<MapUserSettings> {
    return this.remembered.get(mapId) ?? DEFAULT_MAP_USER_SETTINGS;
  }

  /** Reads the map's settings from the cache once; later calls answer the same promise. */
  load(mapId: string): Promise<void> {
    const queued = this.queue.get(mapId);
    if (queued) return queued;
    const { cache } = this;
    const read = cache
      ? cache
          .readUserSettings(mapId)
          .catch(() => null)
          .then((cached) => {
            this.set(mapId, { ...fromCached(cached), ...this.early.get(mapId) });
            this.early.delete(mapId);
            this.read.add(mapId);
          })
      : Promise.resolve();
    this.queue.set(mapId, read);
    return read;
  }

  update(mapId: string, partial: Partial<MapUserSettings>): Promise<void> {
    this.set(mapId, { ...this.get(mapId), ...partial });
    const { cache } = this;
    if (!cache) return Promise.resolve();
    if (!this.read.has(mapId)) this.early.set(mapId, { ...this.early.get(mapId), ...partial });
    const written = this.load(mapId).then(() =>
      cache.writeUserSettings(mapId, this.get(mapId)).catch((error: unknown) => {
        console.warn('Unable to keep user settings', error);
      }),
    );
    this.queue.set(mapId, written);
    return written;
  }

  private set(mapId: string, settings: MapUserSettings): void {
    this.remembered.set(mapId, settings);
    for (const listener of this.listeners) listener();
  }
}
