/**
 * A learner's progress through a course (spec 3 sections 4.7 and 9): each item's completion from 0 to 1,
 * whether it is complete, and where to continue. Lessons count the furthest point watched against the
 * lesson's length; quizzes the share of their questions completed; recall and flashcard items have no
 * completion of their own (practice never ends) and are never where one continues.
 */
import type { Presentation } from '../presentation/types';
import { isLessonComplete, lessonCompletion } from '../progress/lessonProgress';
import { QUIZ_COMPLETE_FRACTION } from '../quiz/constants';
import { ITEM_STATE, type ItemState } from './access';
import { COURSE_ITEM_TYPE } from './items';
import type { OutlineEntryItem, PlacedItem } from './outline';

/** A lesson's length in seconds: its media's, else its longest video's, else its last timed step's. */
export function lessonDuration(presentation: Pick<Presentation, 'media' | 'videos' | 'sequence'>): number {
  if (presentation.media && presentation.media.duration > 0) return presentation.media.duration;
  const video = Math.max(0, ...presentation.videos.map((entry) => entry.duration));
  if (video > 0) return video;
  const lastStepMs = Math.max(0, ...presentation.sequence.map((entry) => entry.timeSync?.timestamp ?? 0));
  return lastStepMs / 1000;
}

/** What is known of one learner's work on the course's map. */
export interface LearnerWork {
  /** Furthest point watched, in seconds, by lesson (presentation) id. */
  watched: ReadonlyMap<string, number>;
  /** Lesson length in seconds, by presentation id. */
  durations: ReadonlyMap<string, number>;
  /** Questions completed in the current attempt, by quiz item id. */
  completedQuestions: ReadonlyMap<string, number>;
}

export interface ItemProgress {
  /** 0 to 1; null where the item has no completion (recall, flashcards, unknown types). */
  progress: number | null;
  complete: boolean;
}

export function itemProgress(item: OutlineEntryItem, work: LearnerWork): ItemProgress {
  if (item.type === COURSE_ITEM_TYPE.LESSON && 'presentationId' in item) {
    const watched = work.watched.get(item.presentationId) ?? 0;
    const duration = work.durations.get(item.presentationId) ?? 0;
    return { progress: lessonCompletion(watched, duration), complete: isLessonComplete(watched, duration) };
  }
  if (item.type === COURSE_ITEM_TYPE.QUIZ && 'questions' in item) {
    const total = item.questions.length;
    if (total === 0) return { progress: 0, complete: false };
    const progress = Math.min(1, (work.completedQuestions.get(item.id) ?? 0) / total);
    return { progress, complete: progress >= QUIZ_COMPLETE_FRACTION };
  }
  return { progress: null, complete: false };
}

/** Whether the learner has begun any lesson or quiz of the course. */
export function hasStarted(work: LearnerWork): boolean {
  return (
    [...work.watched.values()].some((seconds) => seconds > 0) ||
    [...work.completedQuestions.values()].some((count) => count > 0)
  );
}

/**
 * Where 'Continue where you left off' goes: the first open lesson or quiz, in the course's order, that is
 * not complete; null when every one is.
 */
export function continueItemId(
  placed: readonly PlacedItem[],
  states: ReadonlyMap<string, ItemState>,
  progressOf: (item: OutlineEntryItem) => ItemProgress,
): string | null {
  const next = placed.find(
    ({ item }) =>
      states.get(item.id) === ITEM_STATE.OPEN &&
      (item.type === COURSE_ITEM_TYPE.LESSON || item.type === COURSE_ITEM_TYPE.QUIZ) &&
      !progressOf(item).complete,
  );
  return next?.item.id ?? null;
}
