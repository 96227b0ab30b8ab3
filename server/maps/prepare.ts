/**
 * A map document on its way into the database: validated by the model, put in its stored form (with the
 * row's id, name and course), and measured against the size limit. Nothing is written here.
 */
import { checkMapName } from '../../src/model/map/name.ts';
import { type StoredMapDocument, storedMapDocument } from '../../src/model/map/stored.ts';
import { validateMap } from '../../src/model/map/validate.ts';
import { badInput, payloadTooLarge } from '../errors.ts';
import { MAP_MESSAGES } from './messages.ts';

/** How many of a refused map's errors the answer lists (in `extensions.errors`). */
const REPORTED_ERRORS = 3;

export interface PreparedMap {
  name: string;
  stored: StoredMapDocument;
  /** The stored document's JSON text, as written to the database. */
  text: string;
}

export interface MapRowFields {
  id: string;
  courseId: string | null;
  /** The row's name; without one, the document's own name (trimmed, required). */
  name?: string;
}

/** A checked map name, or BAD_USER_INPUT with the model's message. */
export function requireMapName(raw: string): string {
  const checked = checkMapName(raw);
  if (!checked.ok) throw badInput(checked.error);
  return checked.name;
}

/**
 * The stored form of `raw`. BAD_USER_INPUT 'The map is not valid: <first error>' (with up to three errors
 * in `extensions.errors`) or for a missing name; PAYLOAD_TOO_LARGE when its JSON is over `maxBytes`.
 */
export function prepareMap(raw: unknown, row: MapRowFields, maxBytes: number): PreparedMap {
  const result = validateMap(raw);
  if (!result.ok) {
    throw badInput(MAP_MESSAGES.invalid(result.errors[0] ?? ''), {
      errors: result.errors.slice(0, REPORTED_ERRORS),
    });
  }
  const name = row.name ?? requireMapName(result.map.name);
  const stored = storedMapDocument({ ...result.map, id: row.id, name, courseId: row.courseId });
  const text = JSON.stringify(stored);
  const bytes = Buffer.byteLength(text);
  if (bytes > maxBytes) throw payloadTooLarge(MAP_MESSAGES.tooLarge(bytes, maxBytes));
  return { name, stored, text };
}
