/**
 * A course item as a live-edit client may send it in `setCourseItem`: an object with its id within a size
 * a map may sensibly hold; a recall or flashcard item with a name and tag ids. Other fields are kept as
 * received (src/model/map/content.ts), so putting back an older item (an inverse) passes too.
 */
import { z } from 'zod';
import type { CourseItem } from '../map/content';
import { id } from '../map/schema';
import { COURSE_ITEM_TYPE } from './items';

export const COURSE_ITEM_LIMITS = {
  /** The largest item taken, in characters of its JSON (a module of a few hundred items fits). */
  jsonLength: 200_000,
  /** Spec-less, shared with the outline's rules (./outlineRules.ts): every entry's name, trimmed. */
  nameLength: 100,
  tags: 500,
} as const;

export const COURSE_ITEM_MESSAGES = {
  tooLarge: `is larger than ${COURSE_ITEM_LIMITS.jsonLength} characters`,
  nameRequired: 'An item needs a name.',
  nameTooLong: `An item's name is at most ${COURSE_ITEM_LIMITS.nameLength} characters.`,
  tagsRequired: 'Choose at least one tag.',
  tooManyTags: `An item has at most ${COURSE_ITEM_LIMITS.tags} tags.`,
} as const;

const taggedTypes: readonly unknown[] = [COURSE_ITEM_TYPE.RECALL, COURSE_ITEM_TYPE.FLASHCARD];

/** A recall or flashcard item's own fields (an item of another type is not checked by them). */
export const taggedItemFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: COURSE_ITEM_MESSAGES.nameRequired })
    .max(COURSE_ITEM_LIMITS.nameLength, { error: COURSE_ITEM_MESSAGES.nameTooLong }),
  tags: z
    .array(id)
    .min(1, { error: COURSE_ITEM_MESSAGES.tagsRequired })
    .max(COURSE_ITEM_LIMITS.tags, { error: COURSE_ITEM_MESSAGES.tooManyTags }),
});

export const storedCourseItemSchema = z
  .looseObject({ id })
  .refine((value) => JSON.stringify(value).length <= COURSE_ITEM_LIMITS.jsonLength, {
    error: COURSE_ITEM_MESSAGES.tooLarge,
  })
  .superRefine((value, context) => {
    if (!taggedTypes.includes(value.type)) return;
    const fields = taggedItemFieldsSchema.safeParse(value);
    for (const issue of fields.error?.issues ?? []) context.addIssue({ ...issue, code: 'custom' });
  }) satisfies z.ZodType<CourseItem>;
