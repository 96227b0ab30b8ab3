/**
 * Work done in the browser's idle time, a slice per idle period until it says it is finished: the
 * coarse lines written ahead of a zoom out (SceneChunks.writeCoarseLines). Starting again restarts it;
 * where the browser has no idle callbacks, slices of a few milliseconds run in timeouts.
 */

/** One slice: works while `timeLeft()` is true; answers whether everything is done. */
export type IdleSlice = (timeLeft: () => boolean) => boolean;

/** Milliseconds left in an idle period below which a slice stops (a frame may be due). */
const MARGIN_MS = 2;
/** A slice's length where there are no idle callbacks. */
const FALLBACK_SLICE_MS = 4;

export class IdleWork {
  private cancel: (() => void) | undefined;

  constructor(private readonly slice: IdleSlice) {}

  start(): void {
    this.stop();
    this.next();
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  private next(): void {
    this.cancel = whenIdle((timeRemaining) => {
      this.cancel = undefined;
      if (!this.slice(() => timeRemaining() > MARGIN_MS)) this.next();
    });
  }
}

function whenIdle(task: (timeRemaining: () => number) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback((deadline) => task(() => deadline.timeRemaining()));
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => {
    const end = performance.now() + FALLBACK_SLICE_MS + MARGIN_MS;
    task(() => end - performance.now());
  }, 0);
  return () => clearTimeout(timer);
}
