import { describe, expect, it } from 'vitest';
import { remoteSelectionsOf } from './remoteSelections';
import { member } from './testMembers';

describe("the engine's remote selections", () => {
  it('are one per connection with a selection, in client id order', () => {
    expect(
      remoteSelectionsOf([
        member(7, 'u1', 'Ada Lovelace', { selection: ['b'] }),
        member(2, 'u1', 'Ada Lovelace', { selection: ['a'], colour: '#c53030' }),
        member(5, 'u2', 'Ben King'),
      ]),
    ).toEqual([
      { key: '2', colour: '#c53030', initials: 'AL', nodeIds: ['a'] },
      { key: '7', colour: '#22543d', initials: 'AL', nodeIds: ['b'] },
    ]);
  });
});
