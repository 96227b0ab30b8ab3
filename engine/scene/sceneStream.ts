/**
 * Draws the rest of a staged scene (sceneStages.ts) in slices between frames: each slice takes batches
 * until its time is up, then yields to the browser, so a large map is drawn and answers input while its
 * far parts are still being routed. Ids the shell writes or removes meanwhile are newer than the batch
 * views made from the map as it was: those views are dropped.
 */
import type { Box } from '../geometry/vector';
import type { SceneBatch } from './sceneStages';

export interface StreamClock {
  now(): number;
  /** Runs `task` soon, after the browser has had its turn; returns the cancel. */
  post(task: () => void): () => void;
  /** Runs `task` in the next animation frame; returns the cancel. */
  nextFrame(task: () => void): () => void;
}

/** Milliseconds of batches per slice: short enough to keep frames coming. */
export const SLICE_BUDGET_MS = 12;

export class SceneStream {
  private readonly pending: Iterator<SceneBatch>;
  private readonly newer = new Set<string>();
  private cancelNext: (() => void) | undefined;
  private isStarted = false;
  private finished = false;

  constructor(
    batches: Iterable<SceneBatch>,
    /** The extent of what is still to come (zoom to fit includes it). */
    readonly bounds: Box | undefined,
    private readonly write: (batch: SceneBatch) => void,
    private readonly clock: StreamClock,
    /** Called once the last batch is written (not when cancelled). */
    private readonly onDone: () => void = () => {},
  ) {
    this.pending = batches[Symbol.iterator]();
  }

  get done(): boolean {
    return this.finished;
  }

  /**
   * Starts the slices at the first frame from the next on when `ready` holds (the engine waits for the
   * GPU to finish the scene's first part); later calls do nothing.
   */
  start(ready: () => boolean = () => true): void {
    if (this.isStarted || this.finished) return;
    this.isStarted = true;
    const wait = () => {
      this.cancelNext = this.clock.nextFrame(() => (ready() ? this.schedule() : wait()));
    };
    wait();
  }

  /** The shell wrote or removed this id: its view in a later batch is older, and is dropped. */
  touched(id: string): void {
    if (!this.finished) this.newer.add(id);
  }

  /** Stops without writing the rest (a new scene replaces this one). */
  cancel(): void {
    this.cancelNext?.();
    this.cancelNext = undefined;
    this.finished = true;
  }

  /** Writes batches for up to `budget` ms; true when everything is written. */
  slice(budget = SLICE_BUDGET_MS): boolean {
    if (this.finished) return true;
    const end = this.clock.now() + budget;
    do {
      const next = this.pending.next();
      if (next.done) {
        this.finished = true;
        this.newer.clear();
        this.onDone();
        return true;
      }
      this.write(this.newest(next.value));
    } while (this.clock.now() < end);
    return false;
  }

  private schedule(): void {
    this.cancelNext = this.clock.post(() => {
      this.cancelNext = undefined;
      if (!this.slice()) this.schedule();
    });
  }

  private newest(batch: SceneBatch): SceneBatch {
    if (this.newer.size === 0) return batch;
    return {
      nodes: batch.nodes.filter((node) => !this.newer.has(node.id)),
      edges: batch.edges.filter((edge) => !this.newer.has(edge.id)),
    };
  }
}

/** The browser's clock: a slice runs as its own task (a message), after pending input and frames. */
export function browserStreamClock(): StreamClock {
  return {
    now: () => performance.now(),
    post(task) {
      // Below rendering and input where the browser has a task scheduler, so frames keep coming.
      const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
      if (scheduler?.postTask) {
        const controller = new AbortController();
        scheduler.postTask(task, { priority: 'background', signal: controller.signal }).catch(() => {});
        return () => controller.abort();
      }
      const channel = new MessageChannel();
      let cancelled = false;
      channel.port1.onmessage = () => {
        channel.port1.close();
        if (!cancelled) task();
      };
      channel.port2.postMessage(null);
      return () => {
        cancelled = true;
        channel.port1.close();
      };
    },
    nextFrame(task) {
      const request = requestAnimationFrame(task);
      return () => cancelAnimationFrame(request);
    },
  };
}

/** The Prioritized Task Scheduling API, where the browser has it (Chromium). */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<void>;
}
