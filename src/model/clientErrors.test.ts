import { describe, expect, it } from 'vitest';
import { ReportBudget } from './clientErrors';

describe('ReportBudget', () => {
  const options = { maxPerWindow: 2, windowMs: 1000, repeatAfterMs: 5000 };

  it('reports a message once until its repeat time has passed', () => {
    const budget = new ReportBudget(options);
    expect(budget.take('boom', 0)).toBe(true);
    expect(budget.take('boom', 4999)).toBe(false);
    expect(budget.take('boom', 5000)).toBe(true);
  });

  it('sends at most the window’s number of reports, then again once the window has moved on', () => {
    const budget = new ReportBudget(options);
    expect(budget.take('a', 0)).toBe(true);
    expect(budget.take('b', 10)).toBe(true);
    expect(budget.take('c', 20)).toBe(false);
    expect(budget.take('c', 1001)).toBe(true);
  });
});
