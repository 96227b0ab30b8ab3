/**
 * `userSettings/{mapId}`: the user's view settings of one map (spec 2 section 3 defaults), with the
 * editor's panel size kept beside them. Read leniently: a field of the wrong type takes its default.
 */
import { isRecord, readBoolean } from '../../model/map/read';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../model/map/settings';

/** The panel size is the editor's own word ('small', 'medium', 'large'); the UI checks it. */
export type CachedUserSettings = UserSettings & { panelSize?: string };

const SETTING_NAMES = Object.keys(DEFAULT_USER_SETTINGS) as (keyof UserSettings)[];

/** The settings read back from the cache; null when the entry is not a settings record at all. */
export function readUserSettings(raw: unknown): CachedUserSettings | null {
  if (!isRecord(raw)) return null;
  const settings = { ...DEFAULT_USER_SETTINGS };
  for (const name of SETTING_NAMES) settings[name] = readBoolean(raw[name], DEFAULT_USER_SETTINGS[name]);
  return typeof raw.panelSize === 'string' ? { ...settings, panelSize: raw.panelSize } : settings;
}
