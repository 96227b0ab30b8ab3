import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSession } from '../session/create';
import type { ReplayState } from '../session/types';
import { arbitraryStep, presentedMap } from './testPresentations';
import { PresentationTimeline, SNAPSHOT_EVERY, stepped } from './timeline';
import type { PresentationStep } from './types';
import { replayStateOf } from './view';

/** The state after playing the first `count` steps one after another from the start. */
function playedFromStart(steps: readonly PresentationStep[], count: number): ReplayState {
  let session = createSession();
  for (const step of steps.slice(0, count)) session = stepped(session, presentedMap, step);
  return replayStateOf(session);
}

describe('PresentationTimeline', () => {
  it('seeking to any step, in any order, gives the state of playing from the start to it', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryStep, { maxLength: SNAPSHOT_EVERY * 3 }),
        fc.array(fc.nat({ max: SNAPSHOT_EVERY * 3 + 5 }), { minLength: 1, maxLength: 6 }),
        (steps, seeks) => {
          const timeline = new PresentationTimeline(presentedMap, steps);
          for (const seek of seeks) {
            const target = Math.min(seek, steps.length);
            expect(timeline.stateAt(seek)).toEqual(playedFromStart(steps, target));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers a seek backwards from a snapshot, not by replaying from the start', () => {
    const steps: PresentationStep[] = Array.from({ length: SNAPSHOT_EVERY * 4 }, (_, index) => ({
      type: index % 2 === 0 ? 'showNodes' : 'hideNodes',
      nodeIds: ['a'],
    }));
    const timeline = new PresentationTimeline(presentedMap, steps);
    timeline.stateAt(steps.length);
    // A snapshot shares its sets with the states after it until a step replaces them.
    const late = timeline.stateAt(SNAPSHOT_EVERY * 3);
    expect(timeline.stateAt(SNAPSHOT_EVERY * 3)).toEqual(late);
    expect(timeline.stateAt(0).presented.reveal.except.size).toBe(0);
    expect(timeline.stateAt(SNAPSHOT_EVERY * 2 + 1).presented.reveal.except.has('a')).toBe(false);
  });
});
