import { describe, expect, it } from 'vitest';
import { formatUsageAxisDay, formatUsageDay } from './report';

describe('formatUsageDay', () => {
  it('writes a day as d/M/Y without leading zeros', () => {
    expect(formatUsageDay('2025-03-07')).toBe('7/3/2025');
    expect(formatUsageDay('2025-12-25')).toBe('25/12/2025');
  });

  it('leaves anything else as it is', () => {
    expect(formatUsageDay('yesterday')).toBe('yesterday');
  });
});

describe('formatUsageAxisDay', () => {
  it('drops the year on the axis', () => {
    expect(formatUsageAxisDay('2025-03-07')).toBe('7/3');
    expect(formatUsageAxisDay('odd')).toBe('odd');
  });
});
