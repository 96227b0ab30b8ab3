import { describe, expect, it } from 'vitest';
import {
  assignDefined,
  isRecord,
  optional,
  readBoolean,
  readId,
  readInteger,
  readNumber,
  readOneOf,
  readOptionalOneOf,
  readPosition,
  readRecords,
  readStrings,
} from './read';

describe('lenient readers', () => {
  it('tell records from arrays and null', () => {
    expect([{}, { a: 1 }].every(isRecord)).toBe(true);
    expect([null, [], 'x', 3, undefined].some(isRecord)).toBe(false);
  });

  it('fall back on missing or mistyped values', () => {
    expect(readNumber(Number.NaN, 7)).toBe(7);
    expect(readNumber(Number.POSITIVE_INFINITY, 7)).toBe(7);
    expect(readNumber('3', 7)).toBe(7);
    expect(readNumber(-2.5, 7)).toBe(-2.5);
    expect(readInteger(2.5)).toBeUndefined();
    expect(readInteger(2)).toBe(2);
    expect(readBoolean('true', false)).toBe(false);
    expect(readId('')).toBeUndefined();
    expect(readOneOf(['a', 'b'] as const, 'c', 'a')).toBe('a');
    expect(readOptionalOneOf(['a', 'b'] as const, 'b')).toBe('b');
    expect(readOptionalOneOf(['a', 'b'] as const, 'c')).toBeUndefined();
  });

  it('keep only the list entries of the right kind', () => {
    expect(readRecords([{ a: 1 }, null, [], 'x'])).toEqual([{ a: 1 }]);
    expect(readStrings(['a', 1, null, 'b'])).toEqual(['a', 'b']);
    expect(readStrings('ab')).toEqual([]);
  });

  it('copy positions rather than share them', () => {
    const fallback = { x: 1, y: 2 };
    const read = readPosition({ y: 3 }, fallback);
    expect(read).toEqual(fallback);
    expect(read).not.toBe(fallback);
    expect(readPosition({ x: 4, y: 5, z: 6 }, fallback)).toEqual({ x: 4, y: 5 });
  });

  it('leave an undefined optional field out', () => {
    expect(optional('a', undefined)).toEqual({});
    expect(optional('a', 0)).toEqual({ a: 0 });
    const target: { a?: number; b?: string } = {};
    assignDefined(target, 'a', undefined);
    assignDefined(target, 'b', '');
    expect(target).toStrictEqual({ b: '' });
    expect('a' in target).toBe(false);
  });
});
