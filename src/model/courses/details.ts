/**
 * A course's details as its author sets them (issue 28): name, description, tags, access, price and
 * whether copies are allowed. One check for the server, which refuses what breaks it, and the details
 * dialog, which says so before sending.
 */
import { COURSE_ACCESS, type CourseAccess, isRecommended } from './catalogue';
import { courseMessages } from './messages';
import { isCurrency, PRICE_LIMITS, type Price } from './price';

export const COURSE_LIMITS = {
  nameMax: 100,
  descriptionMax: 5000,
  tagsMax: 20,
  tagMax: 40,
} as const;

export interface CourseDetails {
  name: string;
  description: string;
  tags: string[];
  access: CourseAccess;
  /** None for a free course. */
  price: Price | null;
  allowCopies: boolean;
}

export interface CourseDetailsInput {
  name: string;
  description: string;
  tags: readonly string[];
  access: string;
  price: { amount: number; currency: string } | null;
  allowCopies: boolean;
}

/** A course name as stored: trimmed, required, at most 100 characters; or why not. */
export function courseNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return courseMessages.nameRequired;
  if (trimmed.length > COURSE_LIMITS.nameMax) return courseMessages.nameTooLong(COURSE_LIMITS.nameMax);
  return null;
}

/**
 * The details as stored (trimmed; tags trimmed, blank ones dropped, each once without regard to case), or
 * the first problem. The tag 'recommended' is a site administrator's to give or keep: `mayRecommend`
 * false refuses a change to it (a course that has it keeps it through its author's edits).
 */
export function readCourseDetails(
  input: CourseDetailsInput,
  context: { mayRecommend: boolean; recommendedNow: boolean },
): { ok: true; details: CourseDetails } | { ok: false; error: string } {
  const nameProblem = courseNameProblem(input.name);
  if (nameProblem) return { ok: false, error: nameProblem };
  const description = input.description.trim();
  if (description.length > COURSE_LIMITS.descriptionMax)
    return { ok: false, error: courseMessages.descriptionTooLong(COURSE_LIMITS.descriptionMax) };
  const tags = uniqueTags(input.tags);
  if (tags.length > COURSE_LIMITS.tagsMax)
    return { ok: false, error: courseMessages.tooManyTags(COURSE_LIMITS.tagsMax) };
  if (tags.some((tag) => tag.length > COURSE_LIMITS.tagMax))
    return { ok: false, error: courseMessages.tagTooLong(COURSE_LIMITS.tagMax) };
  if (!context.mayRecommend && isRecommended(tags) !== context.recommendedNow)
    return { ok: false, error: courseMessages.recommendedByAdmins };
  if (!(COURSE_ACCESS as readonly string[]).includes(input.access))
    return { ok: false, error: courseMessages.unknownAccess };
  const price = readPrice(input.price);
  if (price === undefined) return { ok: false, error: courseMessages.priceOutOfRange };
  return {
    ok: true,
    details: {
      name: input.name.trim(),
      description,
      tags,
      access: input.access as CourseAccess,
      price,
      allowCopies: input.allowCopies,
    },
  };
}

function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A price within the limits in a known currency; null for none; undefined for a bad one. */
function readPrice(price: CourseDetailsInput['price']): Price | null | undefined {
  if (price === null) return null;
  const { amount, currency } = price;
  if (!isCurrency(currency) || !Number.isInteger(amount)) return undefined;
  if (amount < PRICE_LIMITS.min || amount > PRICE_LIMITS.max) return undefined;
  return { amount, currency };
}
