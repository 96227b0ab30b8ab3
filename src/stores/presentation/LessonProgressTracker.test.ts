import { describe, expect, it } from 'vitest';
import {
  type LessonPlayback,
  type LessonProgressReport,
  LessonProgressTracker,
  SAVE_FAILED,
} from './LessonProgressTracker';

/** A tracker on a hand-driven interval, with the lesson's playback and its saves in the test's hands. */
function setUp({ storedLongest = 0, failing = false } = {}) {
  const playback: LessonPlayback = { playing: true, buffering: false, positionSeconds: 0 };
  const saves: { report: LessonProgressReport; leaving: boolean }[] = [];
  const warnings: string[] = [];
  let tick: (() => void) | null = null;
  const tracker = new LessonProgressTracker({
    playback: () => playback,
    storedLongest: () => storedLongest,
    save: async (report, leaving) => {
      saves.push({ report, leaving });
      if (failing) throw new Error('offline');
    },
    every: (run, ms) => {
      expect(ms).toBe(1000);
      tick = run;
      return () => {
        tick = null;
      };
    },
    warn: (message) => warnings.push(message),
  });
  tracker.start();
  /** `seconds` ticks, the lesson's position moving one second each while it plays. */
  const play = (seconds: number) => {
    for (let second = 0; second < seconds; second++) {
      if (playback.playing && !playback.buffering) playback.positionSeconds += 1;
      tick?.();
    }
  };
  return { tracker, playback, saves, warnings, play, ticking: () => tick !== null };
}

describe('LessonProgressTracker', () => {
  it('saves after every 10 seconds of play, with where the learner is and the furthest they watched', () => {
    const { play, saves } = setUp({ storedLongest: 4 });
    play(9);
    expect(saves).toEqual([]);
    play(1);
    expect(saves).toEqual([{ report: { previousWatchedTime: 10, longestWatchedTime: 10 }, leaving: false }]);
    play(10);
    expect(saves.map(({ report }) => report.previousWatchedTime)).toEqual([10, 20]);
  });

  it('counts only while playing and not buffering', () => {
    const { play, playback, saves } = setUp();
    play(6);
    playback.buffering = true;
    play(5);
    playback.buffering = false;
    playback.playing = false;
    play(5);
    expect(saves).toEqual([]);
    playback.playing = true;
    play(4);
    expect(saves).toHaveLength(1);
  });

  it('starts counting again after a jump, and keeps the furthest watched when the learner goes back', () => {
    const { tracker, play, playback, saves } = setUp({ storedLongest: 30 });
    play(8);
    tracker.jumped();
    playback.positionSeconds = 2;
    play(9);
    expect(saves).toEqual([]);
    play(1);
    expect(saves).toEqual([{ report: { previousWatchedTime: 12, longestWatchedTime: 30 }, leaving: false }]);
  });

  it('the furthest this page reported counts before the stored value catches up', () => {
    const { tracker, play, playback, saves } = setUp();
    play(10);
    tracker.jumped();
    playback.positionSeconds = 0;
    play(10);
    expect(saves.map(({ report }) => report.longestWatchedTime)).toEqual([10, 10]);
  });

  it('saves once more on leaving after 10 seconds of play, for the request to outlive the page', () => {
    const { tracker, play, saves, ticking } = setUp();
    play(13);
    tracker.dispose();
    expect(saves.map(({ report, leaving }) => [report.previousWatchedTime, leaving])).toEqual([
      [10, false],
      [13, true],
    ]);
    expect(ticking()).toBe(false);
  });

  it('leaves without a save after less than 10 seconds, and saves a page hidden twice only for new play', () => {
    const short = setUp();
    short.play(7);
    short.tracker.dispose();
    expect(short.saves).toEqual([]);

    const { tracker, play, saves } = setUp();
    play(12);
    tracker.leave();
    tracker.leave();
    expect(saves.map(({ leaving }) => leaving)).toEqual([false, true]);
    expect(tracker.running).toBe(true);
  });

  it('only logs a failed save (spec 8), and goes on counting', async () => {
    const { play, saves, warnings } = setUp({ failing: true });
    play(20);
    await Promise.resolve();
    expect(saves).toHaveLength(2);
    expect(warnings).toEqual([SAVE_FAILED, SAVE_FAILED]);
  });
});
