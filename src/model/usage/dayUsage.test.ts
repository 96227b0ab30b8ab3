import { describe, expect, it } from 'vitest';
import { dayUsage, emptyCounters, usageChartPoints } from './dayUsage';

describe('dayUsage', () => {
  it('totals signed-in and anonymous uses', () => {
    const day = dayUsage(
      '2026-01-02',
      { loads: 2, courseLoads: 1, shares: 0, updates: 3 },
      { ...emptyCounters(), loads: 4 },
    );
    expect(day.totalUses).toBe(10);
  });
});

describe('usageChartPoints', () => {
  it('has no points without data', () => {
    expect(usageChartPoints([])).toEqual([]);
  });

  it('fills the days between entries with zeros and adds both kinds of user', () => {
    const points = usageChartPoints([
      dayUsage('2026-01-03', emptyCounters(), { ...emptyCounters(), shares: 1 }),
      dayUsage('2026-01-01', { ...emptyCounters(), loads: 2 }, { ...emptyCounters(), loads: 1 }),
    ]);
    expect(points).toEqual([
      { date: '2026-01-01', loads: 3, courseLoads: 0, updates: 0, shares: 0, total: 3 },
      { date: '2026-01-02', loads: 0, courseLoads: 0, updates: 0, shares: 0, total: 0 },
      { date: '2026-01-03', loads: 0, courseLoads: 0, updates: 0, shares: 1, total: 1 },
    ]);
  });
});
