import { describe, expect, it } from 'vitest';
import { panelWidth, panelWidthCss } from './panelSize';

describe('panelWidth', () => {
  it('takes 20, 40 or 100 percent of the width', () => {
    expect(panelWidth('small', 1000)).toBe(200);
    expect(panelWidth('medium', 1000)).toBe(400);
    expect(panelWidth('large', 1000)).toBe(1000);
  });

  it('stops at 800 px for small and medium and 1200 px for large', () => {
    expect(panelWidth('small', 5000)).toBe(800);
    expect(panelWidth('medium', 2500)).toBe(800);
    expect(panelWidth('medium', 1999)).toBe(799);
    expect(panelWidth('large', 1500)).toBe(1200);
    expect(panelWidth('large', 1199)).toBe(1199);
  });

  it('rounds down to whole pixels and is 0 without a width', () => {
    expect(panelWidth('small', 1003)).toBe(200);
    expect(panelWidth('small', 0)).toBe(0);
    expect(panelWidth('large', -10)).toBe(0);
    expect(panelWidth('medium', Number.NaN)).toBe(0);
  });
});

describe('panelWidthCss', () => {
  it('says the same rule in CSS', () => {
    expect(panelWidthCss('small')).toBe('min(20%, 800px)');
    expect(panelWidthCss('medium')).toBe('min(40%, 800px)');
    expect(panelWidthCss('large')).toBe('min(100%, 1200px)');
  });
});
