import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  isNeighbourhoodColour,
  parseHexColour,
  relativeLuminance,
  textColourOn,
} from './contrast';

describe('contrast', () => {
  it('parses 6-digit hex only', () => {
    expect(parseHexColour('#1a2B3c')).toEqual([0x1a, 0x2b, 0x3c]);
    expect(parseHexColour('#fff')).toBeUndefined();
    expect(parseHexColour('red')).toBeUndefined();
  });

  it('computes WCAG luminance and ratios', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Known values: #777777 on white is about 4.48, #767676 about 4.54.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('nope', '#ffffff')).toBe(1);
  });

  it('is symmetric and between 1 and 21', () => {
    const colour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        const ratio = contrastRatio(a, b);
        return ratio === contrastRatio(b, a) && ratio >= 1 && ratio <= 21;
      }),
    );
  });

  it('uses the text colour only where its contrast is at least 3', () => {
    // #949494 on white is about 3.03; #959595 about 2.99.
    expect(textColourOn('#ffffff', '#949494')).toBe('#949494');
    expect(textColourOn('#ffffff', '#959595')).toBe('#000000');
    expect(textColourOn('#ffff00', '#ffffff')).toBe('#000000');
    expect(textColourOn('#202020', '#303030')).toBe('#ffffff');
    expect(textColourOn('#202020')).toBe('#ffffff');
    expect(textColourOn('#202020', 'not a colour')).toBe('#ffffff');
  });

  it('accepts neighbourhood colours with contrast over 1.5 against white that are not grey', () => {
    expect(isNeighbourhoodColour('#1565c0')).toBe(true);
    expect(isNeighbourhoodColour('#808080')).toBe(false);
    expect(isNeighbourhoodColour('#ffff99')).toBe(false);
    expect(isNeighbourhoodColour('#bad')).toBe(false);
  });
});
