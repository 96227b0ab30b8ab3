import { describe, expect, it } from 'vitest';
import {
  mixHex,
  NEUTRAL_STEP_INDEX,
  stepStrength,
  stepTowards,
  strengthStepIndex,
  truthColourOf,
  truthStepColour,
} from './truthColour';

const colours = { positive: '#00ff00', negative: '#ff0000', neutral: '#808080' };

describe('strength steps', () => {
  it('puts a value at its nearest of the five steps, half away from zero', () => {
    expect([-100, -74, -75, -25, -24.9, 0, 24.9, 25, 74.9, 75, 100].map(strengthStepIndex)).toEqual([
      0, 1, 0, 1, 2, 2, 2, 3, 3, 4, 4,
    ]);
    expect(NEUTRAL_STEP_INDEX).toBe(2);
    expect([0, 1, 2, 3, 4].map(stepStrength)).toEqual([-100, -50, 0, 50, 100]);
  });

  it('clamps values off the scale and reads nonsense as neutral', () => {
    expect(strengthStepIndex(250)).toBe(4);
    expect(strengthStepIndex(-1e9)).toBe(0);
    expect(strengthStepIndex(Number.NaN)).toBe(2);
  });

  it('steps one at a time towards a target', () => {
    expect(stepTowards(0, 4)).toBe(1);
    expect(stepTowards(3, 1)).toBe(2);
    expect(stepTowards(2, 2)).toBe(2);
  });
});

describe('truth colours', () => {
  it('is neutral at 0 and blends towards the truth colour by step', () => {
    expect(truthColourOf(0, colours)).toBe('#808080');
    expect(truthColourOf(100, colours)).toBe('#00ff00');
    expect(truthColourOf(-100, colours)).toBe('#ff0000');
    expect(truthColourOf(50, colours)).toBe('#40c040');
    expect(truthColourOf(-40, colours)).toBe('#c04040');
    expect(truthStepColour(3, colours)).toBe(truthColourOf(60, colours));
    // Below a quarter of the scale the value is still at the neutral step.
    expect(truthColourOf(20, colours)).toBe('#808080');
  });

  it('mixes per channel and tolerates an invalid colour', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#102030', '#102030', 0.3)).toBe('#102030');
    expect(mixHex('nope', '#123456', 0.5)).toBe('#123456');
    expect(mixHex('#123456', 'nope', 0.5)).toBe('#123456');
  });
});
