/**
 * A presentation as a live-edit client may send it in `setPresentation`: an object with its id, within
 * a size a map may sensibly hold. Its fields are checked no further, as a map keeps its presentations
 * as received (src/model/map/content.ts): putting back an older presentation (an inverse) must pass too,
 * and ./load.ts reads whatever the fields hold without ever failing on them.
 */
import { z } from 'zod';
import type { StoredPresentation } from '../map/content';
import { id } from '../map/schema';

/** The largest presentation taken, in characters of its JSON (a 20,000-step sequence fits). */
export const PRESENTATION_MAX_JSON_LENGTH = 4_000_000;

export const PRESENTATION_SCHEMA_MESSAGES = {
  tooLarge: `is larger than ${PRESENTATION_MAX_JSON_LENGTH} characters`,
} as const;

export const storedPresentationSchema = z
  .looseObject({ id })
  .refine((value) => JSON.stringify(value).length <= PRESENTATION_MAX_JSON_LENGTH, {
    error: PRESENTATION_SCHEMA_MESSAGES.tooLarge,
  }) satisfies z.ZodType<StoredPresentation>;
