/**
 * Schema pieces shared by the schemas of actions received from outside (./schema.ts). Stricter than the
 * stored map's (../map/schema.ts), whose pieces they build on: an action carries what the editor sends,
 * so a colour is hex only (applying one refuses a palette name) and nothing is null unless its type says so.
 */
import { z } from 'zod';
import { HEX_COLOUR_PATTERN } from '../map/constants';
import type { RichText } from '../map/content';
import { MAP_VALIDATION_MESSAGES } from '../map/messages';
import { isRecord } from '../map/read';
import { id } from '../map/schema';
import { ACTION_MESSAGES, INCOMING_ACTION_MESSAGES as MESSAGES } from './messages';
import type { MapAction, MapActionType } from './types';

/** Rich text nested deeper than this is refused (a Slate table cell's text is about 6 deep). */
export const RICH_TEXT_MAX_DEPTH = 64;
/** Rich text larger than this is refused: characters of its keys and strings, plus one per value. */
export const RICH_TEXT_MAX_SIZE = 1_000_000;

export const hexColour = z
  .string()
  .regex(HEX_COLOUR_PATTERN, { error: (issue) => ACTION_MESSAGES.notHexColour(String(issue.input)) });

export const ids = z.array(id);
/** An anchor in a list of ids: the entry to follow, null for first. */
export const idAnchor = id.nullable();

/**
 * Rich text as a map may hold it (src/model/richText/document.ts `toDocument`): a Slate document (a list
 * of blocks), a legacy raw document or other object, or text. Only its outline and size are checked: the
 * editor reads whatever is inside and drops what it does not know.
 */
export const richText = z.custom<RichText>().superRefine((value, ctx) => {
  const problem = richTextProblem(value);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
});

function richTextProblem(value: unknown): string | undefined {
  if (value === undefined) return MAP_VALIDATION_MESSAGES.required;
  const isBlocks = Array.isArray(value) && value.every(isRecord);
  if (!(typeof value === 'string' || isBlocks || isRecord(value))) return MESSAGES.richTextShape;
  return isWithinBounds(value)
    ? undefined
    : MESSAGES.richTextTooLarge(RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_SIZE);
}

/** Walks the value without recursion, stopping as soon as it is too deep or too large. */
function isWithinBounds(value: unknown): boolean {
  let size = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    size += 1;
    if (typeof next.value === 'string') size += next.value.length;
    else if (typeof next.value === 'object' && next.value !== null) {
      if (next.depth >= RICH_TEXT_MAX_DEPTH) return false;
      for (const [key, inner] of Object.entries(next.value)) {
        size += key.length;
        pending.push({ value: inner, depth: next.depth + 1 });
      }
    }
    if (size > RICH_TEXT_MAX_SIZE) return false;
  }
  return true;
}

/**
 * One schema per action type, each checked by the compiler to give exactly that action: a schema for
 * a type added to the action union is asked for by the Record in ./schema.ts.
 */
export type ActionSchemas<Types extends MapActionType> = {
  [T in Types]: z.ZodType<Extract<MapAction, { type: T }>>;
};
