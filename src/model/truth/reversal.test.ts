import { describe, expect, it } from 'vitest';
import { compileReversal, REVERSAL, reverses } from './reversal';

describe('reversal', () => {
  it('compiles the flag and condition, an unknown condition as always', () => {
    expect(compileReversal(false, 'ifTrue')).toBe(REVERSAL.NONE);
    expect(compileReversal(true, 'always')).toBe(REVERSAL.ALWAYS);
    expect(compileReversal(true, 'ifTrue')).toBe(REVERSAL.IF_TRUE);
    expect(compileReversal(true, 'ifFalse')).toBe(REVERSAL.IF_FALSE);
    expect(compileReversal(true, 'whenever')).toBe(REVERSAL.ALWAYS);
  });

  it('applies by the sign of the tested value', () => {
    expect([-5, 0, 5].map((v) => reverses(REVERSAL.NONE, v))).toEqual([false, false, false]);
    expect([-5, 0, 5].map((v) => reverses(REVERSAL.ALWAYS, v))).toEqual([true, true, true]);
    expect([-5, 0, 5].map((v) => reverses(REVERSAL.IF_TRUE, v))).toEqual([false, false, true]);
    expect([-5, 0, 5].map((v) => reverses(REVERSAL.IF_FALSE, v))).toEqual([true, false, false]);
  });
});
