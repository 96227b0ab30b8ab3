/**
 * The lesson progress timer of spec 3 section 4.7, pure: it counts only while the lesson plays and is
 * not buffering, a seek resets it, and it ticks once a second. Every LESSON_PROGRESS.saveEverySeconds
 * counted seconds a save falls due; leaving saves once more when at least that many were played.
 */
import { LESSON_PROGRESS } from './constants';

export interface LessonTimer {
  /** Seconds counted since the last reset (a seek) or save. */
  readonly counted: number;
  /** Seconds played in all, for the save on leaving. */
  readonly played: number;
}

export const LESSON_TIMER_START: LessonTimer = { counted: 0, played: 0 };

/** One tick: the timer after it, and whether progress is due to be saved now. */
export function tickLessonTimer(
  timer: LessonTimer,
  playback: { playing: boolean; buffering: boolean },
): { timer: LessonTimer; save: boolean } {
  if (!playback.playing || playback.buffering) return { timer, save: false };
  const counted = timer.counted + LESSON_PROGRESS.tickMs / 1000;
  const played = timer.played + LESSON_PROGRESS.tickMs / 1000;
  if (counted >= LESSON_PROGRESS.saveEverySeconds) return { timer: { counted: 0, played }, save: true };
  return { timer: { counted, played }, save: false };
}

/** A seek: what was counted towards the next save no longer counts. */
export function resetLessonTimer(timer: LessonTimer): LessonTimer {
  return { counted: 0, played: timer.played };
}

/** Whether leaving the lesson saves progress once more. */
export function savesOnLeaving(timer: LessonTimer): boolean {
  return timer.played >= LESSON_PROGRESS.saveEverySeconds;
}

/**
 * What a save reports (spec 3 section 7, updateLessonProgress): where the learner is now, and the
 * furthest they have watched, in seconds.
 */
export function lessonProgressOf(
  positionSeconds: number,
  longestBefore: number,
): { previousWatchedTime: number; longestWatchedTime: number } {
  const position = Math.max(0, positionSeconds);
  return { previousWatchedTime: position, longestWatchedTime: Math.max(longestBefore, position) };
}
