/** A map's name: what a new map, a save or a save-as may call it. */
import { MAP_NAME_MESSAGES } from './messages';

export const MAP_NAME_MAX = 200;

export type MapNameResult = { ok: true; name: string } | { ok: false; error: string };

/** Non-empty after trimming and at most MAP_NAME_MAX characters; the name comes back trimmed. */
export function checkMapName(raw: string): MapNameResult {
  const name = raw.trim();
  if (name === '') return { ok: false, error: MAP_NAME_MESSAGES.empty };
  if (name.length > MAP_NAME_MAX) return { ok: false, error: MAP_NAME_MESSAGES.tooLong(MAP_NAME_MAX) };
  return { ok: true, name };
}
