import { describe, expect, it } from 'vitest';
import { MAX_MEMBER_CHIPS, memberChips } from './memberChips';
import { member } from './testMembers';

describe('member chips', () => {
  it('show each user once, however many connections, from their first connection', () => {
    const { shown } = memberChips(
      [
        member(9, 'u1', 'Ada Lovelace', { colour: '#c53030' }),
        member(3, 'u1', 'Ada Lovelace'),
        member(4, 'u2', 'Ben King'),
      ],
      new Set(),
    );
    expect(shown.map((chip) => chip.userId)).toEqual(['u1', 'u2']);
    expect(shown[0]?.colour).toBe('#22543d');
  });

  it('put editors first, then order by name', () => {
    const { shown } = memberChips(
      [member(1, 'u1', 'Cy Young'), member(2, 'u2', 'Ada Lovelace'), member(3, 'u3', 'Ben King')],
      new Set(['u1']),
    );
    expect(shown.map((chip) => [chip.name, chip.editing])).toEqual([
      ['Cy Young', true],
      ['Ada Lovelace', false],
      ['Ben King', false],
    ]);
  });

  it('carry initials in black or white, whichever reads on the colour, and grey for a colour that is none', () => {
    const { shown } = memberChips(
      [
        member(1, 'u1', 'Ada Lovelace', { colour: '#22543d' }),
        member(2, 'u2', 'Ben King', { colour: '#faf089' }),
        member(3, 'u3', 'Cy Young', { colour: 'red' }),
      ],
      new Set(),
    );
    expect(shown.map((chip) => [chip.colour, chip.textColour])).toEqual([
      ['#22543d', '#ffffff'],
      ['#faf089', '#000000'],
      ['#718096', '#000000'],
    ]);
  });

  it('show five and count the rest', () => {
    const members = Array.from({ length: 8 }, (_, index) => member(index, `u${index}`, `Member ${index}`));
    const { shown, more } = memberChips(members, new Set());
    expect(shown).toHaveLength(MAX_MEMBER_CHIPS);
    expect(more.map((chip) => chip.name)).toEqual(['Member 5', 'Member 6', 'Member 7']);
    expect(memberChips(members.slice(0, 5), new Set()).more).toEqual([]);
  });
});
