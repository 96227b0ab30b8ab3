/**
 * Lesson progress as the lesson player saves it (spec 3 sections 4.7, 7, 8 and 9): once a second the pure
 * timer (src/model/presentation/lessonTimer.ts) ticks with the replay's playing and buffering, a jump of
 * the replay's time resets it, every 10 s of play a save falls due, and leaving saves once more when at
 * least 10 s were played. The save, the clock and the logging are injected, so the timing is tested alone.
 */
import { LESSON_PROGRESS } from '../../model/presentation/constants';
import {
  LESSON_TIMER_START,
  type LessonTimer,
  lessonProgressOf,
  resetLessonTimer,
  savesOnLeaving,
  tickLessonTimer,
} from '../../model/presentation/lessonTimer';

/** What the lesson is doing now; the position in seconds of the lesson's media. */
export interface LessonPlayback {
  playing: boolean;
  buffering: boolean;
  positionSeconds: number;
}

/** A report for updateLessonProgress, in seconds. */
export interface LessonProgressReport {
  previousWatchedTime: number;
  longestWatchedTime: number;
}

/** Runs `run` every `ms` until the answer is called. */
export type Every = (run: () => void, ms: number) => () => void;

export interface LessonProgressTrackerDeps {
  playback: () => LessonPlayback;
  /** The furthest the learner had watched as last stored (0 when nothing is), in seconds. */
  storedLongest: () => number;
  /** Stores a report; `leaving`: the page may be going away, so the request must outlive it. */
  save: (report: LessonProgressReport, leaving: boolean) => Promise<unknown>;
  every?: Every;
  /** Spec 8: a failed save is logged to the console only. */
  warn?: (message: string, error: unknown) => void;
}

const browserEvery: Every = (run, ms) => {
  const timer = setInterval(run, ms);
  return () => clearInterval(timer);
};

export const SAVE_FAILED = 'Lesson progress could not be saved';

export class LessonProgressTracker {
  private timer: LessonTimer = LESSON_TIMER_START;
  /** The furthest reported by this page, which the stored value may not show yet. */
  private reportedLongest = 0;
  private stopTicking: (() => void) | null = null;

  constructor(private readonly deps: LessonProgressTrackerDeps) {}

  get running(): boolean {
    return this.stopTicking !== null;
  }

  start(): void {
    this.stopTicking ??= (this.deps.every ?? browserEvery)(() => this.tick(), LESSON_PROGRESS.tickMs);
  }

  /** The replay's time was moved by hand: what was counted towards the next save no longer counts. */
  jumped(): void {
    this.timer = resetLessonTimer(this.timer);
  }

  /**
   * The learner leaves (the page hides, or the lesson closes): one more save when at least 10 s were
   * played. The count starts again, so a page that comes back and leaves again saves only for new play.
   */
  leave(): void {
    if (savesOnLeaving(this.timer)) this.save(true);
    this.timer = LESSON_TIMER_START;
  }

  /** Leaves and stops ticking. */
  dispose(): void {
    this.leave();
    this.stopTicking?.();
    this.stopTicking = null;
  }

  private tick(): void {
    const { timer, save } = tickLessonTimer(this.timer, this.deps.playback());
    this.timer = timer;
    if (save) this.save(false);
  }

  private save(leaving: boolean): void {
    const longestBefore = Math.max(this.deps.storedLongest(), this.reportedLongest);
    const report = lessonProgressOf(this.deps.playback().positionSeconds, longestBefore);
    this.reportedLongest = report.longestWatchedTime;
    const warn = this.deps.warn ?? ((message, error) => console.warn(message, error));
    try {
      this.deps.save(report, leaving).catch((error: unknown) => warn(SAVE_FAILED, error));
    } catch (error) {
      warn(SAVE_FAILED, error);
    }
  }
}
