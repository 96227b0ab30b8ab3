import { describe, expect, it } from 'vitest';
import { RECORDING } from './constants';
import {
  deleteStep,
  entry,
  finalStepTime,
  insertStep,
  moveStep,
  newSequence,
  recordedSelection,
  retimeStep,
  sortSequence,
  timeOf,
  toggleTransition,
  withBookends,
} from './recording';
import type { PresentationStep, SequenceEntry } from './types';

const show = (...nodeIds: string[]): PresentationStep => ({ type: 'showNodes', nodeIds });
const types = (sequence: readonly SequenceEntry[]) => sequence.map((step) => step.action.type);
const times = (sequence: readonly SequenceEntry[]) => sequence.map(timeOf);

describe('recording a sequence (spec 3 section 4.3)', () => {
  it('starts with hide-all and ends with show-all, the last near the media end', () => {
    expect(types(newSequence())).toEqual(['hideAllNodes', 'showAllNodesExcept']);
    expect(times(newSequence())).toEqual([0, RECORDING.defaultFinalTimeMs]);
    expect(finalStepTime(0)).toBe(1e8);
    expect(finalStepTime(60_000)).toBe(59_000);
    // At least 1000 ms, however short the media.
    expect(finalStepTime(1500)).toBe(1000);
    expect(finalStepTime(400)).toBe(1000);
  });

  it('adds the bookends a sequence lacks and moves the closing show-all once the media length is known', () => {
    const bare = [entry(show('a'), 2000)];
    const bookended = withBookends(bare, 10_000);
    expect(types(bookended)).toEqual(['hideAllNodes', 'showNodes', 'showAllNodesExcept']);
    expect(times(bookended)).toEqual([0, 2000, 9000]);
    // Never before a step already recorded.
    expect(times(withBookends([entry(show('a'), 12_000)], 10_000)).at(-1)).toBe(12_000);
  });

  it('inserts a step at its place in time, before the closing show-all', () => {
    let sequence = newSequence(10_000);
    sequence = insertStep(sequence, show('a'), 3000, 10_000);
    sequence = insertStep(sequence, show('b'), 1000, 10_000);
    sequence = insertStep(sequence, show('c'), 3000, 10_000);
    expect(sequence.map((step) => step.nodeId ?? step.action.type)).toEqual([
      'hideAllNodes',
      'b',
      'a',
      'c',
      'showAllNodesExcept',
    ]);
    // Within the end margin of the media: at its end, just before the closing show-all.
    sequence = insertStep(sequence, show('d'), 9_600, 10_000);
    expect(sequence.at(-2)?.nodeId).toBe('d');
    expect(timeOf(sequence.at(-2) as SequenceEntry)).toBe(9000);
  });

  it('replaces earlier jumps to the same nodes with a new one', () => {
    let sequence = newSequence(10_000);
    sequence = insertStep(sequence, { type: 'jumpToLocation', nodeIds: ['a', 'b'] }, 1000, 10_000);
    sequence = insertStep(sequence, { type: 'jumpToLocation', nodeIds: ['c'] }, 2000, 10_000);
    sequence = insertStep(sequence, { type: 'jumpToLocation', nodeIds: ['b', 'a'] }, 3000, 10_000);
    const jumps = sequence.filter((step) => step.action.type === 'jumpToLocation');
    expect(jumps.map((step) => [step.action, timeOf(step)])).toEqual([
      [{ type: 'jumpToLocation', nodeIds: ['c'] }, 2000],
      [{ type: 'jumpToLocation', nodeIds: ['b', 'a'] }, 3000],
    ]);
  });

  it('deletes, moves and toggles steps but never the bookends', () => {
    let sequence = newSequence(10_000);
    sequence = insertStep(sequence, show('a'), 1000, 10_000);
    sequence = insertStep(sequence, show('b'), 2000, 10_000);
    expect(deleteStep(sequence, 0)).toEqual(sequence);
    expect(deleteStep(sequence, 3)).toEqual(sequence);
    expect(types(deleteStep(sequence, 1))).toEqual(['hideAllNodes', 'showNodes', 'showAllNodesExcept']);
    const moved = moveStep(sequence, 2, -1);
    expect(moved.map((step) => step.nodeId)).toEqual([undefined, 'b', 'a', undefined]);
    // Times stay in their places, so sorting keeps the move.
    expect(times(moved)).toEqual(times(sequence));
    expect(sortSequence(moved)).toEqual(moved);
    expect(moveStep(sequence, 1, -1)).toEqual(sequence);
    expect(moveStep(sequence, 2, 1)).toEqual(sequence);
    expect(toggleTransition(sequence, 1)[1]?.transitionAutomatically).toBe(true);
    expect(toggleTransition(toggleTransition(sequence, 1), 1)[1]?.transitionAutomatically).toBe(false);
  });

  it('retimes a step by seconds, with or without the following ones, and sorts again', () => {
    let sequence = newSequence(10_000);
    for (const [id, time] of [
      ['a', 1000],
      ['b', 2000],
      ['c', 3000],
    ] as const)
      sequence = insertStep(sequence, show(id), time, 10_000);
    const later = retimeStep(sequence, 1, 1.5);
    expect(later.map((step) => step.nodeId ?? '-')).toEqual(['-', 'b', 'a', 'c', '-']);
    expect(times(later)).toEqual([0, 2000, 2500, 3000, 9000]);
    expect(times(retimeStep(sequence, 2, 0.5, true))).toEqual([0, 1000, 2500, 3500, 9000]);
    // Never before the start or after the closing show-all.
    expect(times(retimeStep(sequence, 1, -5))).toEqual([0, 0, 2000, 3000, 9000]);
    expect(times(retimeStep(sequence, 3, 60))).toEqual([0, 1000, 2000, 9000, 9000]);
  });

  it('records only a connection selected with Shift and selections cleared with Shift', () => {
    expect(recordedSelection({ kind: 'connection', connectionId: 'ab', shift: true })).toEqual([
      { type: 'selectConnection', connectionId: 'ab' },
    ]);
    expect(recordedSelection({ kind: 'connection', connectionId: 'ab', shift: false })).toEqual([]);
    expect(recordedSelection({ kind: 'clear', shift: true })).toEqual([
      { type: 'setSelection', nodeIds: [] },
      { type: 'selectConnection', connectionId: null },
    ]);
    expect(recordedSelection({ kind: 'clear', shift: false })).toEqual([]);
    expect(recordedSelection({ kind: 'nodes', nodeIds: ['a'], shift: true })).toEqual([]);
  });
});
