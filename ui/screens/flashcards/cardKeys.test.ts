import { describe, expect, it } from 'vitest';
import { cardKeyOf } from './cardKeys';

const key = (value: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  cardKeyOf({ key: value, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('the review card’s keys', () => {
  it('flips with Space and rates Again to Easy with 1 to 4', () => {
    expect(key(' ')).toEqual({ kind: 'flip' });
    expect(['1', '2', '3', '4'].map((digit) => key(digit))).toEqual([
      { kind: 'rate', rating: 1 },
      { kind: 'rate', rating: 2 },
      { kind: 'rate', rating: 3 },
      { kind: 'rate', rating: 4 },
    ]);
  });

  it('leaves other keys and modified ones to the browser', () => {
    expect(key('5')).toBeNull();
    expect(key('0')).toBeNull();
    expect(key('Enter')).toBeNull();
    expect(key('1', { ctrlKey: true })).toBeNull();
    expect(key(' ', { metaKey: true })).toBeNull();
    expect(key('2', { altKey: true })).toBeNull();
  });
});
