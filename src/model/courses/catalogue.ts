/** Course cards and the catalogue's order (spec 1 sections 2, 3 and 9). */

/** The default course tag that marks a recommended course. */
export const RECOMMENDED_TAG = 'recommended';
export const COURSE_DESCRIPTION_MAX = 130;
export const COURSE_CARD = { maxWidth: 376, minLayoutWidth: 300, maxLayoutWidth: 352 } as const;
export const COURSE_ACCESS = ['private', 'public', 'public-not-listed'] as const;
export type CourseAccess = (typeof COURSE_ACCESS)[number];

/** True when a tag list holds the recommended tag ('Recommended' or 'recommended'). */
export function isRecommended(tags: readonly string[]): boolean {
  return tags.some((tag) => tag.toLowerCase() === RECOMMENDED_TAG);
}

/** A card's description: at most 130 characters, cut at the limit with an ellipsis. */
export function cardDescription(description: string, max = COURSE_DESCRIPTION_MAX): string {
  const text = description.trim();
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

/** Recommended courses first, then by name; a stable order for equal names. */
export function recommendedFirst<T extends { id: string; name: string; tags: readonly string[] }>(
  courses: readonly T[],
): T[] {
  return [...courses].sort(
    (a, b) =>
      Number(isRecommended(b.tags)) - Number(isRecommended(a.tags)) ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
      a.id.localeCompare(b.id),
  );
}

/** Course search: an empty or blank query returns to the course list (null); otherwise the trimmed query. */
export function courseSearchQuery(raw: string | null | undefined): string | null {
  const query = (raw ?? '').trim();
  return query === '' ? null : query;
}

/** Whether a course matches a search, without regard to case, in its name, description or tags. */
export function matchesCourseSearch(
  course: { name: string; description: string; tags: readonly string[] },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [course.name, course.description, ...course.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** Whether an enrolled course's id list holds the course (the card's isEnrolled). */
export function isEnrolled(userCourses: readonly string[], courseId: string): boolean {
  return userCourses.includes(courseId);
}
