import { rgb } from 'd3-color';
import { describe, expect, it } from 'vitest';
import { heatColour, heatTextColour } from './heatColour';

/** WCAG 2's relative luminance and contrast ratio. */
function luminance(colour: string): number {
  const { r, g, b } = rgb(colour);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};
const fractions = Array.from({ length: 21 }, (_, step) => step / 20);

describe('the heat scale', () => {
  it('darkens steadily as the fraction grows, so order reads by lightness alone (no hue needed)', () => {
    const lightness = fractions.map((fraction) => luminance(heatColour(fraction)));
    for (let step = 1; step < lightness.length; step++)
      expect(lightness[step]).toBeLessThan(lightness[step - 1] ?? Number.POSITIVE_INFINITY);
    expect(heatColour(2)).toBe(heatColour(1));
    expect(heatColour(-1)).toBe(heatColour(0));
  });

  it('keeps a cell’s mark readable on every step (WCAG’s 3:1 for graphics, 4.5:1 for complete cells)', () => {
    for (const fraction of fractions)
      expect(contrast(heatTextColour(fraction), heatColour(fraction))).toBeGreaterThanOrEqual(3);
    for (const fraction of [0.9, 0.95, 0.99, 1])
      expect(contrast(heatTextColour(fraction), heatColour(fraction))).toBeGreaterThanOrEqual(4.5);
  });
});
