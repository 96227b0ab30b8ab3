/** Title splitting for added children (spec 2 section 5). */
import { CHILD_TITLE_SPLIT_LIMIT, CHILD_TITLE_SPLIT_TRIGGER } from './constants';

/**
 * When any title is longer than 25 characters, every title shorter than 50 is split in two lines at the
 * space nearest its middle (a title without a space stays whole; 50 and longer wrap on their own).
 */
export function splitChildTitles(titles: readonly string[]): string[] {
  if (!titles.some((title) => title.length > CHILD_TITLE_SPLIT_TRIGGER)) return [...titles];
  return titles.map((title) => (title.length < CHILD_TITLE_SPLIT_LIMIT ? splitAtMiddleSpace(title) : title));
}

/** Replaces the space nearest the middle with a line break; the earlier space wins a tie. */
export function splitAtMiddleSpace(title: string): string {
  const middle = title.length / 2;
  let best = -1;
  for (let index = title.indexOf(' '); index !== -1; index = title.indexOf(' ', index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return best === -1 ? title : `${title.slice(0, best)}\n${title.slice(best + 1)}`;
}
