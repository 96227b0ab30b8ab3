/** Test helpers for the presentation stores: a media clock moved by hand, and frames that never come. */
import type { FrameLoop, ReplayClock } from './ReplayClock';

/** A media clock the test moves by hand. */
export class TestClock implements ReplayClock {
  timeMs = 0;
  playing = false;
  speed = 1;
  muted = false;
  constructor(readonly durationMs: number) {}
  play() {
    this.playing = true;
  }
  pause() {
    this.playing = false;
  }
  seek(timeMs: number) {
    this.timeMs = timeMs;
  }
  setSpeed(speed: number) {
    this.speed = speed;
  }
  setMuted(muted: boolean) {
    this.muted = muted;
  }
}

/** A frame loop that never ticks: the replay's time moves only when the test moves it. */
export const stillFrames: FrameLoop = () => () => {};
