import { describe, expect, it } from 'vitest';
import type { PresenceState } from './presence';
import { PRESENCE_LIMITS, readPresenceState } from './presenceCheck';

const valid: PresenceState = {
  userId: 'Ab12Cd34Ef',
  name: 'Ada Lovelace',
  initials: 'AL',
  colour: '#2b6cb0',
  currentNodeId: 'node000001',
  selection: ['node000001', 'node000002'],
};

describe('readPresenceState', () => {
  it('reads a well-formed state, with or without a current node', () => {
    expect(readPresenceState(valid)).toEqual(valid);
    expect(readPresenceState({ ...valid, currentNodeId: null, selection: [] })).toBeDefined();
  });

  it('refuses what is not a state object', () => {
    for (const value of [null, undefined, 'x', 3, [], [valid]])
      expect(readPresenceState(value)).toBeUndefined();
  });

  it('refuses a missing or an extra field', () => {
    const { name: _name, ...withoutName } = valid;
    expect(readPresenceState(withoutName)).toBeUndefined();
    expect(readPresenceState({ ...valid, cursor: { x: 1, y: 2 } })).toBeUndefined();
  });

  it('refuses fields of the wrong kind or out of bounds', () => {
    const long = (length: number) => 'x'.repeat(length);
    const bad: Partial<Record<keyof PresenceState, unknown>>[] = [
      { userId: '' },
      { userId: long(PRESENCE_LIMITS.maxIdLength + 1) },
      { userId: 7 },
      { name: long(PRESENCE_LIMITS.maxNameLength + 1) },
      { initials: long(PRESENCE_LIMITS.maxInitialsLength + 1) },
      { colour: 'red' },
      { colour: '#12345' },
      { currentNodeId: '' },
      { currentNodeId: 12 },
      { selection: 'node000001' },
      { selection: [3] },
      { selection: [long(PRESENCE_LIMITS.maxIdLength + 1)] },
      { selection: Array.from({ length: PRESENCE_LIMITS.maxSelection + 1 }, (_, index) => `n${index}`) },
    ];
    for (const change of bad)
      expect(readPresenceState({ ...valid, ...change }), JSON.stringify(change).slice(0, 80)).toBeUndefined();
  });

  it('takes a selection of exactly the limit', () => {
    const selection = Array.from({ length: PRESENCE_LIMITS.maxSelection }, (_, index) => `n${index}`);
    expect(readPresenceState({ ...valid, selection })).toBeDefined();
  });
});
