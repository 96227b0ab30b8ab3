import { describe, expect, it } from 'vitest';
import {
  isLessonComplete,
  isWatchedTime,
  LESSON_COMPLETE_FRACTION,
  lessonCompletion,
  MAX_WATCHED_TIME_SECONDS,
  mapProgressId,
  mergeLessonProgress,
} from './lessonProgress';

describe('lessonCompletion', () => {
  it('is the fraction of the duration watched', () => {
    expect(lessonCompletion(30, 120)).toBe(0.25);
    expect(lessonCompletion(0, 120)).toBe(0);
  });

  it('never passes 1, however far past the end the player reported', () => {
    expect(lessonCompletion(130, 120)).toBe(1);
  });

  it('is 0 without a usable duration or time, never complete by accident', () => {
    for (const duration of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(lessonCompletion(60, duration)).toBe(0);
    }
    expect(lessonCompletion(Number.NaN, 60)).toBe(0);
    expect(lessonCompletion(-1, 60)).toBe(0);
  });
});

describe('isLessonComplete', () => {
  it('is complete from 0.9 of the duration (spec 3 section 9)', () => {
    expect(LESSON_COMPLETE_FRACTION).toBe(0.9);
    expect(isLessonComplete(90, 100)).toBe(true);
    expect(isLessonComplete(89.9, 100)).toBe(false);
  });
});

describe('isWatchedTime', () => {
  it('takes finite seconds from 0 to a day', () => {
    expect(isWatchedTime(0)).toBe(true);
    expect(isWatchedTime(12.75)).toBe(true);
    expect(isWatchedTime(MAX_WATCHED_TIME_SECONDS)).toBe(true);
  });

  it('refuses negative, non-finite and absurdly long times', () => {
    for (const value of [-0.1, Number.NaN, Number.POSITIVE_INFINITY, MAX_WATCHED_TIME_SECONDS + 1]) {
      expect(isWatchedTime(value)).toBe(false);
    }
  });
});

describe('mergeLessonProgress', () => {
  const stored = { lessonId: 'L1', longestWatchedTime: 80, previousWatchedTime: 80 };

  it('keeps the furthest point reached when the user rewatches the start', () => {
    expect(
      mergeLessonProgress(stored, { lessonId: 'L1', longestWatchedTime: 20, previousWatchedTime: 20 }),
    ).toEqual({ lessonId: 'L1', longestWatchedTime: 80, previousWatchedTime: 20 });
  });

  it('moves the longest time on when the user goes further', () => {
    expect(
      mergeLessonProgress(stored, { lessonId: 'L1', longestWatchedTime: 95, previousWatchedTime: 95 })
        .longestWatchedTime,
    ).toBe(95);
  });

  it('never keeps a longest time short of where the user is now', () => {
    expect(
      mergeLessonProgress(undefined, { lessonId: 'L1', longestWatchedTime: 10, previousWatchedTime: 30 }),
    ).toEqual({ lessonId: 'L1', longestWatchedTime: 30, previousWatchedTime: 30 });
  });

  it('takes the first report as it is', () => {
    const first = { lessonId: 'L2', longestWatchedTime: 10, previousWatchedTime: 4 };
    expect(mergeLessonProgress(undefined, first)).toEqual(first);
  });
});

describe('mapProgressId', () => {
  it('is the same for the same user and map, and differs between users', () => {
    expect(mapProgressId('map1', 'userA')).toBe(mapProgressId('map1', 'userA'));
    expect(mapProgressId('map1', 'userA')).not.toBe(mapProgressId('map1', 'userB'));
    expect(mapProgressId('map1', 'userA')).toBe('map1:userA');
  });
});
