import { describe, expect, it } from 'vitest';
import { deckMoveOf, movedTo } from './deckKeys';

describe('content slides keys', () => {
  it('reads the keys of a slide show', () => {
    expect(
      ['ArrowLeft', 'PageUp', 'ArrowRight', 'PageDown', ' ', 'Home', 'End'].map((key) => deckMoveOf({ key })),
    ).toEqual(['previous', 'previous', 'next', 'next', 'next', 'first', 'last']);
    expect(deckMoveOf({ key: ' ', shiftKey: true })).toBe('previous');
  });

  it('leaves other keys and modified keys alone', () => {
    expect(deckMoveOf({ key: 'a' })).toBeUndefined();
    expect(deckMoveOf({ key: 'toString' })).toBeUndefined();
    expect(deckMoveOf({ key: 'ArrowRight', ctrlKey: true })).toBeUndefined();
    expect(deckMoveOf({ key: 'Home', altKey: true })).toBeUndefined();
  });

  it('moves within the deck', () => {
    expect(movedTo('next', 0, 3)).toBe(1);
    expect(movedTo('next', 2, 3)).toBe(2);
    expect(movedTo('previous', 0, 3)).toBe(0);
    expect(movedTo('previous', 2, 3)).toBe(1);
    expect(movedTo('first', 2, 3)).toBe(0);
    expect(movedTo('last', 0, 3)).toBe(2);
    expect(movedTo('previous', 9, 3)).toBe(1);
    expect(movedTo('next', 0, 0)).toBe(0);
  });
});
