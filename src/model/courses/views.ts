/** Which catalogue view a path shows, and how a like toggles (spec 1 sections 2 and 7). */
import { courseSearchQuery } from './catalogue';

export type CourseView = 'all' | 'mine' | 'search';

export const COURSE_PATHS = {
  all: '/home/courses',
  mine: '/home/my-courses',
  search: '/home/search-courses',
} as const;

/** The view of /home/courses, /home/my-courses and /home/search-courses (anything else: the list). */
export function courseViewOf(pathname: string): CourseView {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith(COURSE_PATHS.mine)) return 'mine';
  if (path.endsWith(COURSE_PATHS.search)) return 'search';
  return 'all';
}

/** Where a search goes: the results page for a query, the course list for an empty or blank one. */
export function courseSearchTarget(raw: string): string {
  const query = courseSearchQuery(raw);
  return query === null ? COURSE_PATHS.all : `${COURSE_PATHS.search}?query=${encodeURIComponent(query)}`;
}

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

/** A like or unlike as the card shows it before the server answers; repeating the current state changes nothing. */
export function toggledLike(current: LikeState, like: boolean): LikeState {
  if (current.liked === like) return current;
  return { liked: like, likeCount: Math.max(0, current.likeCount + (like ? 1 : -1)) };
}

/** The course page of a card. */
export const coursePath = (courseId: string) => `/course/${encodeURIComponent(courseId)}`;
