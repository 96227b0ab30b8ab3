import { describe, expect, it } from 'vitest';
import { STEP_INTERVAL_MS, StepAnimator } from './stepAnimator';

const stepsAt = (animator: StepAnimator, now: number) => {
  const stepped: [string, number][] = [];
  animator.advance(now, (id, shown) => stepped.push([id, shown]));
  return stepped;
};

describe('StepAnimator', () => {
  it('shows something new, or unchanged, at its target without animating', () => {
    const animator = new StepAnimator();
    expect(animator.arrive('a', undefined, 4, 0)).toBe(4);
    expect(animator.arrive('a', 4, 4, 0)).toBe(4);
    expect(animator.size).toBe(0);
    expect(animator.nextDue()).toBeUndefined();
  });

  it('takes the first step at once and one more each second', () => {
    const animator = new StepAnimator();
    expect(animator.arrive('a', 0, 4, 100)).toBe(1);
    expect(animator.nextDue()).toBe(100 + STEP_INTERVAL_MS);
    expect(stepsAt(animator, 100 + STEP_INTERVAL_MS - 50)).toEqual([]);
    expect(stepsAt(animator, 100 + STEP_INTERVAL_MS)).toEqual([['a', 2]]);
    expect(stepsAt(animator, 100 + 2 * STEP_INTERVAL_MS)).toEqual([['a', 3]]);
    expect(stepsAt(animator, 100 + 3 * STEP_INTERVAL_MS)).toEqual([['a', 4]]);
    expect(animator.size).toBe(0);
  });

  it('finishes a one-step change at once', () => {
    const animator = new StepAnimator();
    expect(animator.arrive('a', 2, 3, 0)).toBe(3);
    expect(animator.size).toBe(0);
  });

  it('turns a running animation round from where it is', () => {
    const animator = new StepAnimator();
    animator.arrive('a', 2, 4, 0);
    expect(animator.arrive('a', 4, 0, 500)).toBe(3);
    expect(stepsAt(animator, STEP_INTERVAL_MS)).toEqual([['a', 2]]);
    expect(stepsAt(animator, 2 * STEP_INTERVAL_MS)).toEqual([['a', 1]]);
    expect(stepsAt(animator, 3 * STEP_INTERVAL_MS)).toEqual([['a', 0]]);
    expect(animator.shownOf('a')).toBeUndefined();
  });

  it('ends when the target comes back to the step shown, and forgets removed ids', () => {
    const animator = new StepAnimator();
    animator.arrive('a', 0, 4, 0);
    expect(animator.arrive('a', 4, 1, 10)).toBe(1);
    expect(animator.size).toBe(0);
    animator.arrive('b', 0, 4, 0);
    animator.remove('b');
    expect(stepsAt(animator, 5 * STEP_INTERVAL_MS)).toEqual([]);
  });

  it('catches up one step per tick after a late timer, never skipping steps', () => {
    const animator = new StepAnimator();
    animator.arrive('a', 0, 4, 0);
    expect(stepsAt(animator, 5 * STEP_INTERVAL_MS)).toEqual([['a', 2]]);
    expect(animator.nextDue()).toBe(6 * STEP_INTERVAL_MS);
  });
});
