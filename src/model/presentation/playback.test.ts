import { describe, expect, it } from 'vitest';
import { SUB_MODE } from './constants';
import {
  beepDue,
  beepEnvelope,
  isIOSDevice,
  isNewPresentationId,
  isOver,
  nextStandardPresentation,
  nextTrigger,
  outOfStep,
  readReplayStatus,
  readSubMode,
  startsPlaying,
  stepAtTime,
  steppedTo,
  timeOfStep,
} from './playback';
import { entry } from './recording';
import type { SequenceEntry } from './types';

const sequence: SequenceEntry[] = [
  entry({ type: 'hideAllNodes' }, 0),
  entry({ type: 'showNodes', nodeIds: ['a'] }, 1000),
  { action: { type: 'showNodes', nodeIds: ['b'] } },
  entry({ type: 'showNodes', nodeIds: ['c'] }, 3000),
  entry({ type: 'showAllNodesExcept', nodeIds: [] }, 9000),
];

describe('playback (spec 3 section 4.2)', () => {
  it('starts by itself only when the user started it, with video, not on iOS, standalone', () => {
    const ok = { startedByUser: true, hasVideo: true, isIOS: false, subMode: SUB_MODE.STANDALONE };
    expect(startsPlaying(ok)).toBe(true);
    expect(startsPlaying({ ...ok, startedByUser: false })).toBe(false);
    expect(startsPlaying({ ...ok, hasVideo: false })).toBe(false);
    expect(startsPlaying({ ...ok, isIOS: true })).toBe(false);
    expect(startsPlaying({ ...ok, subMode: SUB_MODE.OBSERVER })).toBe(false);
  });

  it('steps next, previous and to a list index, ignoring steps outside 1..length', () => {
    expect(steppedTo(1, 5, { kind: 'next' })).toBe(2);
    expect(steppedTo(5, 5, { kind: 'next' })).toBeNull();
    expect(steppedTo(2, 5, { kind: 'previous' })).toBe(1);
    expect(steppedTo(1, 5, { kind: 'previous' })).toBeNull();
    expect(steppedTo(1, 5, { kind: 'jump', index: 3 })).toBe(4);
    expect(steppedTo(1, 5, { kind: 'jump', index: 5 })).toBeNull();
    expect(steppedTo(1, 5, { kind: 'jump', index: -1 })).toBeNull();
  });

  it('applies every step due by a time, an untimed one with the step before it', () => {
    expect(stepAtTime(sequence, 0)).toBe(1);
    expect(stepAtTime(sequence, 999)).toBe(1);
    expect(stepAtTime(sequence, 1000)).toBe(3);
    expect(stepAtTime(sequence, 8999)).toBe(4);
    expect(stepAtTime(sequence, 1e9)).toBe(5);
    expect(timeOfStep(sequence, 3)).toBe(1000);
    expect(timeOfStep(sequence, 4)).toBe(3000);
    expect(timeOfStep(sequence, 0)).toBe(0);
  });

  it('is over when the played time plus 1000 ms reaches a known duration', () => {
    expect(isOver(10_000, 9000)).toBe(true);
    expect(isOver(10_000, 8999)).toBe(false);
    expect(isOver(0, 1e9)).toBe(false);
  });

  it('offers the next standard presentation, or the first outside presentation mode', () => {
    const list = [
      { id: 'p1', type: 'standard' },
      { id: 'l1', type: 'lesson' },
      { id: 'p2', type: 'standard' },
    ];
    expect(nextStandardPresentation(list, 'p1', true)?.id).toBe('p2');
    expect(nextStandardPresentation(list, 'p2', true)).toBeUndefined();
    expect(nextStandardPresentation(list, 'p2', false)?.id).toBe('p1');
  });

  it('beeps within 1000 ms of the next trigger', () => {
    expect(nextTrigger(sequence, 1000)).toBe(3000);
    expect(beepDue(2000, 3000)).toBe(true);
    expect(beepDue(1999, 3000)).toBe(false);
    expect(beepDue(3001, 3000)).toBe(false);
  });

  it('tolerates 0.5 s either side between a follower and its leader', () => {
    expect(outOfStep(10_000, 10_500)).toBe(false);
    expect(outOfStep(10_000, 9_500)).toBe(false);
    expect(outOfStep(10_000, 10_501)).toBe(true);
  });

  it('reads statuses, sub-modes and the NEW id however they are written', () => {
    expect(readReplayStatus('playing')).toBe('PLAYING');
    expect(readReplayStatus('STOPPED')).toBe('STOPPED');
    expect(readReplayStatus('rewinding')).toBeUndefined();
    expect(readSubMode('VideoObserver')).toBe('videoobserver');
    expect(readSubMode(undefined)).toBe('standalone');
    expect(readSubMode('nonsense')).toBe('standalone');
    expect(isNewPresentationId('new')).toBe(true);
    expect(isNewPresentationId('NeW')).toBe(true);
    expect(isNewPresentationId('abc')).toBe(false);
  });

  it('knows iOS and iPadOS, which never start playing by themselves', () => {
    expect(isIOSDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIOSDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIOSDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIOSDevice('Mozilla/5.0 (X11; Linux x86_64)', 0)).toBe(false);
  });

  it('fades the beep in and out over 5 percent of its length', () => {
    const envelope = beepEnvelope(0.2);
    expect(envelope.fadeInEnd).toBeCloseTo(0.01);
    expect(envelope.fadeOutStart).toBeCloseTo(0.19);
    expect(envelope.end).toBe(0.2);
  });
});
