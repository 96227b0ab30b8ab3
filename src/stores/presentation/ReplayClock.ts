/**
 * The time a replay follows: a video or audio element's, or, for a presentation without media, a
 * clock of its own. The player reads and moves it through this, and is told its time as it runs.
 */
export interface ReplayClock {
  /** Now, in milliseconds from the start. */
  readonly timeMs: number;
  /** The media's length in milliseconds; 0 while not known. */
  readonly durationMs: number;
  play(): void;
  pause(): void;
  seek(timeMs: number): void;
  setSpeed(speed: number): void;
  setMuted(muted: boolean): void;
}

/** Calls `tick` with the time now, every frame or so, until stopped. */
export type FrameLoop = (tick: () => void) => () => void;

/**
 * A clock for a presentation without media: it runs at its speed from where it was sought, up to its
 * length (the last timed step's time plus a second).
 */
export class TimerClock implements ReplayClock {
  private startedAt: number | null = null;
  private startedFrom = 0;
  private speed = 1;

  constructor(
    readonly durationMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get timeMs(): number {
    if (this.startedAt === null) return this.startedFrom;
    return Math.min(this.durationMs, this.startedFrom + (this.now() - this.startedAt) * this.speed);
  }

  play(): void {
    if (this.startedAt !== null) return;
    if (this.startedFrom >= this.durationMs) this.startedFrom = 0;
    this.startedAt = this.now();
  }

  pause(): void {
    this.startedFrom = this.timeMs;
    this.startedAt = null;
  }

  seek(timeMs: number): void {
    this.startedFrom = Math.max(0, Math.min(this.durationMs, timeMs));
    if (this.startedAt !== null) this.startedAt = this.now();
  }

  setSpeed(speed: number): void {
    this.startedFrom = this.timeMs;
    if (this.startedAt !== null) this.startedAt = this.now();
    this.speed = speed;
  }

  setMuted(): void {}
}

/** A video or audio element as the replay's clock. */
export class MediaElementClock implements ReplayClock {
  constructor(private readonly element: HTMLMediaElement) {}

  get timeMs(): number {
    return this.element.currentTime * 1000;
  }

  get durationMs(): number {
    const { duration } = this.element;
    return Number.isFinite(duration) && duration > 0 ? duration * 1000 : 0;
  }

  play(): void {
    // A refused play (no user gesture yet) leaves the element paused; the player hears of it.
    this.element.play().catch(() => this.element.dispatchEvent(new Event('pause')));
  }

  pause(): void {
    this.element.pause();
  }

  seek(timeMs: number): void {
    this.element.currentTime = Math.max(0, timeMs / 1000);
  }

  setSpeed(speed: number): void {
    this.element.playbackRate = speed;
  }

  setMuted(muted: boolean): void {
    this.element.muted = muted;
  }
}
