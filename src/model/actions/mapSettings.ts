/**
 * Editing the map's settings (spec 2 section 3): the truth colours the map is drawn with, the type a
 * new connection gets and how its questions are answered as a quiz (spec 3 section 3). The version is
 * not a user's to set: loading brings every map to the current one.
 */
import { dequal } from 'dequal';
import { CONNECTION_TYPES, HEX_COLOUR_PATTERN } from '../map/constants';
import type { MapSettings } from '../map/settings';
import type { MapDocument } from '../map/types';
import { ANSWER_MODES } from '../quiz/constants';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type { ActionResult, MapSettingsChange, SetMapSettingsAction } from './types';

/** The settings a user changes, each checked as the stored map's schema checks it. */
export const EDITABLE_MAP_SETTINGS = [
  'positiveTruthColour',
  'negativeTruthColour',
  'neutralTruthColour',
  'defaultConnectionType',
  'quiz',
] as const satisfies readonly (keyof MapSettings)[];

/** Why a change is refused, or null. Actions arrive from other clients and recordings too: checked, not trusted. */
function refusal(change: MapSettingsChange): string | null {
  for (const [key, value] of Object.entries(change)) {
    if (key === 'defaultConnectionType') {
      if (!CONNECTION_TYPES.includes(value as never)) return MESSAGES.unknownConnectionType(value);
    } else if (key === 'quiz') {
      if (!isQuizSettings(value)) return MESSAGES.unknownValue('quiz settings', value);
    } else if (!(EDITABLE_MAP_SETTINGS as readonly string[]).includes(key)) {
      return MESSAGES.unknownValue('map setting', key);
    } else if (typeof value !== 'string' || !HEX_COLOUR_PATTERN.test(value)) {
      return MESSAGES.notHexColour(String(value));
    }
  }
  return null;
}

/** Sets each given setting, last writer wins per setting; the inverse holds the values replaced. */
export function setMapSettings(map: MapDocument, action: SetMapSettingsAction): ActionResult {
  const refused = refusal(action.settings);
  if (refused !== null) return fail(refused);
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(action.settings) as (keyof MapSettingsChange)[])
    previous[key] = map.settings[key];
  return succeed(
    { ...map, settings: { ...map.settings, ...action.settings } },
    { type: 'setMapSettings', settings: previous as MapSettingsChange },
  );
}

/** The settings of `draft` that differ from `settings`: what a settings form changed (empty: nothing). */
export function changedMapSettings(settings: MapSettings, draft: MapSettingsChange): MapSettingsChange {
  const change: Record<string, unknown> = {};
  for (const key of EDITABLE_MAP_SETTINGS) {
    const value = draft[key];
    if (value !== undefined && !dequal(value, settings[key])) change[key] = value;
  }
  return change as MapSettingsChange;
}

function isQuizSettings(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { answerMode, enableRedo, ...rest } = value as Record<string, unknown>;
  return (
    ANSWER_MODES.includes(answerMode as never) &&
    typeof enableRedo === 'boolean' &&
    Object.keys(rest).length === 0
  );
}
