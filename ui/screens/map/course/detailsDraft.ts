/**
 * The course details form as the author fills it in, and the `updateCourse` input it makes: the price
 * read by the model's rule (parsePrice), tags kept once each, 'recommended' only from site administrators
 * (the server checks it too).
 */
import type { AuthoredCourseFieldsFragment, CourseInput } from '../../../../src/api/graphql/generated';
import { COURSE_ACCESS, type CourseAccess, isRecommended } from '../../../../src/model/courses/catalogue';
import { courseMessages } from '../../../../src/model/courses/messages';
import { CURRENCIES, type Currency, isCurrency, parsePrice } from '../../../../src/model/courses/price';

export interface DetailsDraft {
  name: string;
  description: string;
  tags: string[];
  access: CourseAccess;
  paid: boolean;
  currency: Currency;
  /** The amount as typed ('19.99'). */
  amount: string;
  allowCopies: boolean;
}

/** Minor units as an author types them: 1999 is '19.99'. */
const amountText = (minor: number) => (minor / 100).toFixed(2);

export function draftOf(course: AuthoredCourseFieldsFragment): DetailsDraft {
  const access = COURSE_ACCESS.find((value) => value === course.access) ?? 'private';
  return {
    name: course.name,
    description: course.description,
    tags: [...course.tags],
    access,
    paid: course.price !== null,
    currency: course.price && isCurrency(course.price.currency) ? course.price.currency : CURRENCIES[0],
    amount: course.price ? amountText(course.price.amount) : '',
    allowCopies: course.allowCopies,
  };
}

export type DraftResult = { ok: true; input: CourseInput } | { ok: false; error: string };

/** The input to save, or why the draft cannot be saved (the price is the form's to check). */
export function inputOf(draft: DetailsDraft): DraftResult {
  let price: CourseInput['price'] = null;
  if (draft.paid) {
    const parsed = parsePrice(draft.amount, draft.currency);
    if (!parsed.ok) return parsed;
    price = parsed.price;
  }
  return {
    ok: true,
    input: {
      name: draft.name.trim(),
      description: draft.description.trim(),
      tags: draft.tags,
      access: draft.access,
      price,
      allowCopies: draft.allowCopies,
    },
  };
}

/** The tags with one more (trimmed, once), or why it may not be added. */
export function withTag(
  tags: readonly string[],
  text: string,
  isAdmin: boolean,
): { ok: true; tags: string[] } | { ok: false; error: string } {
  const tag = text.trim();
  if (tag === '' || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
    return { ok: true, tags: [...tags] };
  if (!isAdmin && isRecommended([tag])) return { ok: false, error: courseMessages.recommendedByAdmins };
  return { ok: true, tags: [...tags, tag] };
}
