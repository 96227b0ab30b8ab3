import { describe, expect, it } from 'vitest';
import {
  LESSON_TIMER_START,
  type LessonTimer,
  lessonProgressOf,
  resetLessonTimer,
  savesOnLeaving,
  tickLessonTimer,
} from './lessonTimer';

const playing = { playing: true, buffering: false };

function ticks(timer: LessonTimer, count: number, playback = playing) {
  let saves = 0;
  for (let tick = 0; tick < count; tick++) {
    const next = tickLessonTimer(timer, playback);
    timer = next.timer;
    if (next.save) saves++;
  }
  return { timer, saves };
}

describe('the lesson progress timer (spec 3 section 4.7)', () => {
  it('saves after every 10 seconds of play', () => {
    expect(ticks(LESSON_TIMER_START, 9).saves).toBe(0);
    expect(ticks(LESSON_TIMER_START, 10).saves).toBe(1);
    expect(ticks(LESSON_TIMER_START, 25).saves).toBe(2);
  });

  it('counts nothing while paused or buffering', () => {
    expect(ticks(LESSON_TIMER_START, 30, { playing: false, buffering: false }).timer).toEqual(
      LESSON_TIMER_START,
    );
    expect(ticks(LESSON_TIMER_START, 30, { playing: true, buffering: true }).timer).toEqual(
      LESSON_TIMER_START,
    );
  });

  it('starts counting again after a seek, and saves on leaving after 10 seconds played in all', () => {
    const { timer } = ticks(LESSON_TIMER_START, 8);
    const afterSeek = ticks(resetLessonTimer(timer), 8);
    expect(afterSeek.saves).toBe(0);
    expect(savesOnLeaving(afterSeek.timer)).toBe(true);
    expect(savesOnLeaving(timer)).toBe(false);
  });

  it('reports the position and the furthest watched', () => {
    expect(lessonProgressOf(12, 30)).toEqual({ previousWatchedTime: 12, longestWatchedTime: 30 });
    expect(lessonProgressOf(42, 30)).toEqual({ previousWatchedTime: 42, longestWatchedTime: 42 });
  });
});
