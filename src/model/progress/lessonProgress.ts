/**
 * Lesson progress (spec 3 sections 3, 4.7 and 9): how far each user has watched each lesson of a map.
 * Times are seconds, as a video element reports them.
 */

/** One lesson's progress: the furthest point ever watched and where the user last stopped. */
export interface LessonProgress {
  lessonId: string;
  longestWatchedTime: number;
  previousWatchedTime: number;
}

/** A user's progress on one map, one entry per lesson they have played. */
export interface MapProgress {
  /** Stable for the user and map (see `mapProgressId`), so a client cache merges each answer into one entry. */
  id: string;
  mapId: string;
  lessons: LessonProgress[];
}

/** The user a progress report row belongs to. */
export interface ProgressUser {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
}

/** A row of the all-users and class reports. */
export interface UserMapProgress extends MapProgress {
  user: ProgressUser;
}

/** A lesson counts as complete from this fraction of its duration watched (spec 3 section 9). */
export const LESSON_COMPLETE_FRACTION = 0.9;

/** The longest time a report may carry: a day, far beyond any lesson video, and small enough to be a mistake. */
export const MAX_WATCHED_TIME_SECONDS = 24 * 60 * 60;

/** Progress is saved after this many seconds of actual playing (spec 3 section 9). */
export const PROGRESS_SAVE_INTERVAL_SECONDS = 10;

/** The id of a user's progress on a map: the map's id and the user's, joined by a colon. */
export function mapProgressId(mapId: string, userId: string): string {
  return `${mapId}:${userId}`;
}

/** Whether a reported time is usable: a finite number of seconds from 0 to a day. */
export function isWatchedTime(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_WATCHED_TIME_SECONDS;
}

/**
 * The fraction of a lesson watched, 0 to 1. A lesson with no usable duration (unknown, zero, not a
 * number) counts as not started rather than complete, so a missing duration never marks work as done.
 */
export function lessonCompletion(longestWatchedTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  if (!Number.isFinite(longestWatchedTime) || longestWatchedTime <= 0) return 0;
  return Math.min(1, longestWatchedTime / duration);
}

export function isLessonComplete(longestWatchedTime: number, duration: number): boolean {
  return lessonCompletion(longestWatchedTime, duration) >= LESSON_COMPLETE_FRACTION;
}

/**
 * A new report merged into what was stored: the longest time never shrinks (rewatching the start keeps
 * the furthest point reached) and is never short of where the user is now, the previous time.
 */
export function mergeLessonProgress(
  stored: LessonProgress | undefined,
  reported: LessonProgress,
): LessonProgress {
  return {
    lessonId: reported.lessonId,
    previousWatchedTime: reported.previousWatchedTime,
    longestWatchedTime: Math.max(
      stored?.longestWatchedTime ?? 0,
      reported.longestWatchedTime,
      reported.previousWatchedTime,
    ),
  };
}
