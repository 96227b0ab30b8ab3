/**
 * Strength animations, one step a second (spec 2 section 4): a shown step index walks towards its
 * target step, the first step at once and each further one a second later. Only running animations are
 * kept (a settled node costs nothing); time is passed in, so this is pure and tested in Node.
 */
import { stepTowards } from '../geometry/truthColour';

export const STEP_INTERVAL_MS = 1000;
/** Animations due within this many milliseconds of a tick step in it too (timers fire a little early). */
const DUE_SLACK_MS = 4;

interface Running {
  shown: number;
  target: number;
  due: number;
}

export class StepAnimator {
  private readonly running = new Map<string, Running>();

  get size(): number {
    return this.running.size;
  }

  /**
   * The step to show for `id` whose view now targets `target`: `shown` is what was shown before
   * (undefined for something new, which shows its target at once). A change starts (or re-aims) an
   * animation whose first step is taken now.
   */
  arrive(id: string, shown: number | undefined, target: number, now: number): number {
    const run = this.running.get(id);
    if (run !== undefined) {
      run.target = target;
      if (run.shown === target) this.running.delete(id);
      return run.shown;
    }
    if (shown === undefined || shown === target) return target;
    const first = stepTowards(shown, target);
    if (first !== target) this.running.set(id, { shown: first, target, due: now + STEP_INTERVAL_MS });
    return first;
  }

  /** The step shown for a running animation; undefined when `id` is settled. */
  shownOf(id: string): number | undefined {
    return this.running.get(id)?.shown;
  }

  remove(id: string): void {
    this.running.delete(id);
  }

  clear(): void {
    this.running.clear();
  }

  /** Takes the steps due by `now`, reporting each (id, new shown step); settled animations end. */
  advance(now: number, stepped: (id: string, shown: number) => void): void {
    for (const [id, run] of this.running) {
      if (run.due > now + DUE_SLACK_MS) continue;
      run.shown = stepTowards(run.shown, run.target);
      run.due += STEP_INTERVAL_MS;
      if (run.due <= now) run.due = now + STEP_INTERVAL_MS;
      if (run.shown === run.target) this.running.delete(id);
      stepped(id, run.shown);
    }
  }

  /** When the next step is due; undefined when nothing runs. */
  nextDue(): number | undefined {
    let next: number | undefined;
    for (const run of this.running.values()) if (next === undefined || run.due < next) next = run.due;
    return next;
  }
}
