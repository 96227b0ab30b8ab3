/**
 * `userSettings/{mapId}`: the user's view settings of one map (spec 2 section 3 defaults), with the
 * editor's panel size and the last camera kept beside them (the map opens there when zoomToFit is off).
 * Read leniently: a field of the wrong type takes its default.
 */
import { isRecord, readBoolean } from '../../model/map/read';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../model/map/settings';

/** Where the map was last looked at: screen = world × scale + (x, y). */
export interface SavedCamera {
  x: number;
  y: number;
  scale: number;
}

/** The panel size is the editor's own word ('small', 'medium', 'large'); the UI checks it. */
/** Written with `camera: null` before the map was looked at; read back without it. */
export type CachedUserSettings = UserSettings & { panelSize?: string; camera?: SavedCamera | null };

const SETTING_NAMES = Object.keys(DEFAULT_USER_SETTINGS) as (keyof UserSettings)[];

/** The settings read back from the cache; null when the entry is not a settings record at all. */
export function readUserSettings(raw: unknown): CachedUserSettings | null {
  if (!isRecord(raw)) return null;
  const settings = { ...DEFAULT_USER_SETTINGS };
  for (const name of SETTING_NAMES) settings[name] = readBoolean(raw[name], DEFAULT_USER_SETTINGS[name]);
  const camera = readCamera(raw.camera);
  return {
    ...settings,
    ...(typeof raw.panelSize === 'string' ? { panelSize: raw.panelSize } : {}),
    ...(camera ? { camera } : {}),
  };
}

function readCamera(raw: unknown): SavedCamera | undefined {
  if (!isRecord(raw)) return undefined;
  const { x, y, scale } = raw;
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  return finite(x) && finite(y) && finite(scale) && scale > 0 ? { x, y, scale } : undefined;
}
