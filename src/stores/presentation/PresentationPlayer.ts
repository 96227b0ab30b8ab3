/**
 * Replays a presentation over an open map (spec 3 section 4.2): a clock (the media's, or its own)
 * says the time, the time says which steps are due, and the replayed state of those steps is put on
 * the viewer's session in one change of origin `replay`. Seeking lands on the state a snapshot plus
 * the steps after it give (src/model/presentation/timeline.ts), so going back costs what going forward
 * does. Stepping by hand moves the clock to the step's time, so the media follows the map.
 */
import { action, makeObservable, observable, observableRef } from 'mobx';
import { PLAYBACK, REPLAY_STATUS, type ReplayStatus } from '../../model/presentation/constants';
import { isOver, stepAtTime, steppedTo, timeOfStep } from '../../model/presentation/playback';
import { finalStepTime, timeOf } from '../../model/presentation/recording';
import { PresentationTimeline } from '../../model/presentation/timeline';
import type { Presentation, SequenceEntry } from '../../model/presentation/types';
import type { MapDocumentStore } from '../MapDocumentStore';
import { type FrameLoop, type ReplayClock, TimerClock } from './ReplayClock';

/** Waits `ms`, then calls `run`; answers how to cancel. */
export type Schedule = (run: () => void, ms: number) => () => void;

const browserSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export interface PlayerOptions {
  /** The media's clock; none: a clock of the player's own, as long as the timed steps. */
  clock?: ReplayClock;
  /** How long the player's own clock runs, where it has one (recording without media: as long as needed). */
  ownDurationMs?: number;
  /** The viewer's selection is their own, not the replay's (recording: the author selects what to record). */
  keepsSelection?: boolean;
  /** Runs the clock's ticks while playing (requestAnimationFrame in the browser). */
  frames: FrameLoop;
  schedule?: Schedule;
}

export class PresentationPlayer {
  status: ReplayStatus = REPLAY_STATUS.STOPPED;
  /** Steps applied, 0..length: the map shows the state after step `step`. */
  step = 0;
  timeMs = 0;
  speed: number;
  muted: boolean;
  buffering = false;
  /** A seek is under way: the replay re-syncs with the clock shortly after it. */
  seeking = false;
  /** The media's length in milliseconds (0 while not known), as the clock last said. */
  durationMs = 0;
  /** Times the replay's time was moved by hand (a seek or a step), not by playing: the lesson timer resets. */
  jumps = 0;

  readonly clock: ReplayClock;
  /** Whether the clock is the media's (its length is the media's) or the player's own. */
  readonly hasMedia: boolean;
  /** The steps replayed; the recorder replaces them as the author records and edits. */
  sequence: readonly SequenceEntry[];
  private timeline: PresentationTimeline;
  /** The step the clock's time last said: ticks move the map only when it changes. */
  private timedStep = 0;
  private stopFrames: (() => void) | null = null;
  private cancelResync: (() => void) | null = null;
  private readonly schedule: Schedule;

  constructor(
    private readonly document: MapDocumentStore,
    presentation: Presentation,
    private readonly options: PlayerOptions,
  ) {
    this.sequence = presentation.sequence;
    this.timeline = this.timelineOf(presentation.sequence);
    this.hasMedia = options.clock !== undefined;
    this.clock = options.clock ?? new TimerClock(options.ownDurationMs ?? ownDuration(presentation));
    this.schedule = options.schedule ?? browserSchedule;
    this.speed = presentation.playbackSpeed;
    this.muted = presentation.muted;
    this.clock.setSpeed(this.speed);
    this.clock.setMuted(this.muted);
    this.durationMs = this.clock.durationMs;
    makeObservable<this, 'goTo' | 'sync'>(this, {
      status: observable,
      step: observable,
      sequence: observableRef,
      timeMs: observable,
      speed: observable,
      muted: observable,
      buffering: observable,
      seeking: observable,
      durationMs: observable,
      jumps: observable,
      refreshDuration: action,
      play: action,
      pause: action,
      stop: action,
      seek: action,
      moveToStep: action,
      setSpeed: action,
      setMuted: action,
      setBuffering: action,
      mediaPaused: action,
      goTo: action,
      sync: action,
      replaceSequence: action,
    });
  }

  /**
   * The steps as the recorder has them now: the map shows what they do at the current time (a step
   * just recorded at this time, or the sequence as edited).
   */
  replaceSequence(sequence: readonly SequenceEntry[]): void {
    this.sequence = sequence;
    this.timeline = this.timelineOf(sequence);
    this.timedStep = this.dueAt(this.clock.timeMs);
    this.goTo(this.timedStep, { force: true });
  }

  private timelineOf(sequence: readonly SequenceEntry[]): PresentationTimeline {
    const map = this.document.map;
    if (!map) throw new Error('A presentation replays over an open map.');
    return new PresentationTimeline(
      map,
      sequence.map((entry) => entry.action),
    );
  }

  get length(): number {
    return this.timeline.length;
  }

  /**
   * Takes the timeline's snapshots now (the browser's idle time after opening), so that even the first
   * seek far into a long presentation starts from a snapshot near it.
   */
  warm(): void {
    this.timeline.stateAt(this.timeline.length);
  }

  /** The media told its length (its metadata loaded, or it changed). */
  refreshDuration(): void {
    this.durationMs = this.clock.durationMs;
  }

  play(): void {
    if (this.status === REPLAY_STATUS.PLAYING) return;
    if (isOver(this.durationMs, this.clock.timeMs)) this.seek(0);
    this.status = REPLAY_STATUS.PLAYING;
    this.clock.play();
    this.stopFrames ??= this.options.frames(() => this.sync(this.clock.timeMs));
  }

  pause(): void {
    if (this.status !== REPLAY_STATUS.PLAYING) return;
    this.status = REPLAY_STATUS.PAUSED;
    this.clock.pause();
    this.stopTicking();
  }

  /** The media stopped by itself (ended, or its play was refused): the replay stops with it. */
  mediaPaused(): void {
    if (this.status === REPLAY_STATUS.PLAYING) this.pause();
  }

  stop(): void {
    this.clock.pause();
    this.stopTicking();
    this.status = REPLAY_STATUS.STOPPED;
  }

  /** To `timeMs` (clamped to the media): the map shows the steps due by then, checked again after 200 ms. */
  seek(timeMs: number): void {
    const end = this.durationMs > 0 ? this.durationMs : Number.POSITIVE_INFINITY;
    const target = Math.max(0, Math.min(end, timeMs));
    this.clock.seek(target);
    this.timedStep = this.dueAt(target);
    this.timeMs = target;
    this.jumps += 1;
    this.goTo(this.timedStep);
    this.seeking = true;
    this.cancelResync?.();
    this.cancelResync = this.schedule(
      action(() => {
        this.seeking = false;
        this.cancelResync = null;
        this.sync(this.clock.timeMs);
      }),
      PLAYBACK.resyncAfterSeekMs,
    );
  }

  moveToStart(): void {
    this.seek(0);
  }

  moveToEnd(): void {
    this.seek(this.durationMs > 0 ? this.durationMs : timeOfStep(this.sequence, this.length));
  }

  forward(byMs: number = PLAYBACK.skipMs): void {
    this.seek(this.clock.timeMs + byMs);
  }

  rewind(byMs: number = PLAYBACK.skipMs): void {
    this.seek(this.clock.timeMs - byMs);
  }

  nextStep(): void {
    this.moveToStep(steppedTo(this.step, this.length, { kind: 'next' }));
  }

  previousStep(): void {
    this.moveToStep(steppedTo(this.step, this.length, { kind: 'previous' }));
  }

  /** To the step at list index `index` (a jump goes to index + 1); one outside the sequence is ignored. */
  jumpToIndex(index: number): void {
    this.moveToStep(steppedTo(this.step, this.length, { kind: 'jump', index }));
  }

  /** To step `step` (1..length; null: ignored), the clock moved to its time so the media follows. */
  moveToStep(step: number | null): void {
    if (step === null) return;
    const time = timeOfStep(this.sequence, step);
    this.clock.seek(time);
    this.timeMs = time;
    this.jumps += 1;
    this.timedStep = stepAtTime(this.sequence, time);
    this.goTo(step);
  }

  setSpeed(speed: number): void {
    if (!(speed > 0)) return;
    this.speed = speed;
    this.clock.setSpeed(speed);
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.clock.setMuted(muted);
  }

  setBuffering(buffering: boolean): void {
    this.buffering = buffering;
  }

  dispose(): void {
    this.stop();
    this.cancelResync?.();
  }

  /** The clock says `timeMs`: the steps due by then are shown, and the end of the media stops it. */
  private sync(timeMs: number): void {
    this.timeMs = timeMs;
    this.durationMs = this.clock.durationMs;
    if (this.seeking) return;
    const due = this.dueAt(timeMs);
    if (due !== this.timedStep) {
      this.timedStep = due;
      this.goTo(due);
    }
    if (this.status === REPLAY_STATUS.PLAYING && isOver(this.durationMs, timeMs)) this.stop();
  }

  /**
   * The steps due at `timeMs`: at the end of the media (the end rule), all of them, its closing show-all
   * included however the media's last frames are timed.
   */
  private dueAt(timeMs: number): number {
    return isOver(this.durationMs, timeMs) ? this.length : stepAtTime(this.sequence, timeMs);
  }

  /** The map shows the state after `step` steps: one change to the viewer's session. */
  private goTo(step: number, { force = false } = {}): void {
    if (step === this.step && !force) return;
    this.step = step;
    const replayed = this.timeline.stateAt(step);
    const state = this.options.keepsSelection
      ? { ...replayed, selection: this.document.session.selection }
      : replayed;
    const result = this.document.apply({ type: 'setReplayState', state }, { origin: 'replay' });
    if (!result.ok) console.warn(result.error);
  }

  private stopTicking(): void {
    this.stopFrames?.();
    this.stopFrames = null;
  }
}

/**
 * How long a presentation without media lasts: to its last timed step and a second more; its closing
 * show-all counts only when recorded against media (its default time is a placeholder).
 */
function ownDuration(presentation: Presentation): number {
  const times = presentation.sequence.map(timeOf).filter((time) => time < finalStepTime(0));
  return Math.max(0, ...times) + PLAYBACK.endMarginMs;
}
