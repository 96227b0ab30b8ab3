import { describe, expect, it } from 'vitest';
import {
  DISSONANCE_MESSAGE,
  dissonanceStatus,
  nearestStrengthStep,
  roundStrength,
  STRENGTH_SCALE_MARKS,
  STRENGTH_STEPS,
  strengthLabel,
} from './messages';

describe('the strength scale', () => {
  it('is marked at its five steps with their labels', () => {
    expect(STRENGTH_SCALE_MARKS).toEqual([
      { value: -100, label: 'False' },
      { value: -50, label: '-50' },
      { value: 0, label: 'Neutral' },
      { value: 50, label: '50' },
      { value: 100, label: 'True' },
    ]);
  });
});

describe('strength labels', () => {
  it.each([
    [100, 'True'],
    [99.6, 'True'],
    [-100, 'False'],
    [0, 'Neutral'],
    [-0.4, 'Neutral'],
    [42.4, '42'],
    [-50.5, '-51'],
    [50.5, '51'],
  ])('labels %d %s', (value, label) => {
    expect(strengthLabel(value)).toBe(label);
  });

  it('divides the scale into five steps', () => {
    expect(STRENGTH_STEPS).toEqual([-100, -50, 0, 50, 100]);
    expect([-80, -24, 24, 26, 75].map(nearestStrengthStep)).toEqual([-100, 0, 0, 50, 100]);
  });

  it('rounds half away from zero without negative zero', () => {
    expect(roundStrength(2.5)).toBe(3);
    expect(roundStrength(-2.5)).toBe(-3);
    expect(Object.is(roundStrength(-0.2), 0)).toBe(true);
  });
});

describe('dissonanceStatus', () => {
  it('reports a manual strength opposite in sign to the calculated truth', () => {
    expect(dissonanceStatus(100, -40, true)).toBe(
      'Dissonant: Manual truth is True but calculated truth is -40.',
    );
    expect(dissonanceStatus(-30, 100, true)).toBe(
      'Dissonant: Manual truth is -30 but calculated truth is True.',
    );
    expect(DISSONANCE_MESSAGE(-100, 12.4)).toBe(
      'Dissonant: Manual truth is False but calculated truth is 12.',
    );
  });

  it('is silent when they agree, either is neutral, or there is no manual strength or input', () => {
    expect(dissonanceStatus(60, 20, true)).toBeNull();
    expect(dissonanceStatus(60, -0.4, true)).toBeNull();
    expect(dissonanceStatus(0, -80, true)).toBeNull();
    expect(dissonanceStatus(null, -80, true)).toBeNull();
    expect(dissonanceStatus(Number.NaN, -80, true)).toBeNull();
    expect(dissonanceStatus(60, -80, false)).toBeNull();
  });
});
