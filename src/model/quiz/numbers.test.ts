import { describe, expect, it } from 'vitest';
import { inRange, numbersEqual, parseAnswerNumber, roundToDecimals } from './numbers';

describe('answer numbers', () => {
  it.each([
    ['12', 12],
    [' -0.5 ', -0.5],
    ['+.5', 0.5],
    ['3.', 3],
    ['6.02e23', 6.02e23],
    ['1E-3', 0.001],
  ])('reads %j as %d', (text, value) => {
    expect(parseAnswerNumber(text)).toBe(value);
  });

  it.each(['', '  ', 'abc', '1,5', '0x1f', 'Infinity', '1e999', '1 2', '--1', '.'])(
    'takes %j for no number',
    (text) => {
      expect(parseAnswerNumber(text)).toBeUndefined();
    },
  );

  it('rounds halves away from zero, by the decimal text rather than binary products', () => {
    expect(roundToDecimals(1.005, 2)).toBe(1.01);
    expect(roundToDecimals(-1.005, 2)).toBe(-1.01);
    expect(roundToDecimals(2.5, 0)).toBe(3);
    expect(roundToDecimals(-2.5, 0)).toBe(-3);
    expect(roundToDecimals(1.23456e-7, 5)).toBe(0);
    expect(roundToDecimals(6.02e23, 2)).toBe(6.02e23);
  });

  it('calls numbers equal within 1e-9, or when equal once rounded to ndp', () => {
    expect(numbersEqual(0.1 + 0.2, 0.3)).toBe(true);
    expect(numbersEqual(1, 1 + 2e-9)).toBe(false);
    expect(numbersEqual(2.46, 2.4583, 2)).toBe(true);
    expect(numbersEqual(2.45, 2.4583, 2)).toBe(false);
    expect(numbersEqual(2.46, 2.4583)).toBe(false);
  });

  it('takes a range with both ends, and with either missing', () => {
    expect(inRange(5, 5, 10)).toBe(true);
    expect(inRange(10, 5, 10)).toBe(true);
    expect(inRange(10.1, 5, 10)).toBe(false);
    expect(inRange(-1e9, undefined, 10)).toBe(true);
    expect(inRange(4, 5, undefined)).toBe(false);
  });
});
