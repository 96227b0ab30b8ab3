/**
 * `userSettings/{mapId}`: the user's view settings of one map (spec 2 section 3 defaults), with the
 * editor's panel size and the last camera kept beside them (the map opens there when zoomToFit is off).
 * Read leniently: a field of the wrong type takes its default.
 */
import { isPosition, isRecord, optional, readBoolean, readOptionalNumber } from '../../model/map/read';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../model/map/settings';

/** Where the map was last looked at: screen = world × scale + (x, y). */
export interface SavedCamera {
  x: number;
  y: number;
  scale: number;
}

/**
 * The panel size is the editor's own word ('small', 'medium', 'large'); the UI checks it. The camera is
 * written as null before the map was looked at, and read back without it.
 */
export type CachedUserSettings = UserSettings & {
  panelSize?: string;
  camera?: SavedCamera | null;
  /** The surface's pan mode (drag pans), for touch; off unless the user turned it on. */
  panMode?: boolean;
  /** The minimap in the canvas's corner; off unless the user turned it on. */
  showMinimap?: boolean;
};

const SETTING_NAMES = Object.keys(DEFAULT_USER_SETTINGS) as (keyof UserSettings)[];

/** The settings read back from the cache; null when the entry is not a settings record at all. */
export function readUserSettings(raw: unknown): CachedUserSettings | null {
  if (!isRecord(raw)) return null;
  const settings = { ...DEFAULT_USER_SETTINGS };
  for (const name of SETTING_NAMES) settings[name] = readBoolean(raw[name], DEFAULT_USER_SETTINGS[name]);
  return {
    ...settings,
    ...optional('panelSize', typeof raw.panelSize === 'string' ? raw.panelSize : undefined),
    ...optional('camera', readCamera(raw.camera)),
    ...optional('panMode', typeof raw.panMode === 'boolean' ? raw.panMode : undefined),
    ...optional('showMinimap', typeof raw.showMinimap === 'boolean' ? raw.showMinimap : undefined),
  };
}

function readCamera(raw: unknown): SavedCamera | undefined {
  if (!isRecord(raw) || !isPosition(raw)) return undefined;
  const scale = readOptionalNumber(raw.scale);
  return scale !== undefined && scale > 0 ? { x: raw.x, y: raw.y, scale } : undefined;
}
