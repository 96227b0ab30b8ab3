import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Glyph } from '../render/glyphAtlas';
import { AVERAGE_GLYPH_WIDTH, type GlyphWidths, glyphWidth, setGlyphWidths } from './glyphWidths';
import { estimateTitleSize } from './nodeSize';
import { LINE_HEIGHT, layoutTitle, TITLE_PADDING } from './textLayout';

/** A font whose capitals are wide, as most are: 0.7 of the size, the rest 0.5, a space 0.28. */
const capitalsWide: GlyphWidths = (codePoint) =>
  codePoint === 32 ? 0.28 : codePoint >= 65 && codePoint <= 90 ? 0.7 : 0.5;

/** Glyphs at the atlas's size with the advances of `widths`, each as wide as its advance. */
const glyphsOf = (widths: GlyphWidths, atlasFontSize: number) => ({
  glyph: (char: string): Glyph => {
    const advance = widths(char.codePointAt(0) ?? 0) * atlasFontSize;
    return {
      left: 0,
      top: atlasFontSize,
      width: advance,
      height: atlasFontSize,
      advance,
      u0: 0,
      v0: 0,
      u1: 1,
      v1: 1,
    };
  },
});

afterEach(() => setGlyphWidths(undefined));

describe('glyph widths', () => {
  it('are the average until a font is measured, and again once forgotten', () => {
    expect(glyphWidth(87)).toBe(AVERAGE_GLYPH_WIDTH);
    setGlyphWidths(capitalsWide);
    expect(glyphWidth(87)).toBe(0.7);
    setGlyphWidths(undefined);
    expect(glyphWidth(87)).toBe(AVERAGE_GLYPH_WIDTH);
  });

  it('size a title in capitals by the font’s own widths', () => {
    const byAverage = estimateTitleSize('WATER MOLECULES', 18);
    setGlyphWidths(capitalsWide);
    const measured = estimateTitleSize('WATER MOLECULES', 18);
    expect(measured.width).toBeGreaterThan(byAverage.width);
    expect(measured.height).toBe(byAverage.height);
  });

  it('give every title a box its text fits in, laid out with the same font', () => {
    const word = fc.string({
      unit: fc.constantFrom('a', 'm', 'W', 'I', 'Q', 'e'),
      minLength: 1,
      maxLength: 10,
    });
    const title = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(title, fc.constantFrom(10, 13, 16, 18), (text, fontSize) => {
        setGlyphWidths(capitalsWide);
        const size = estimateTitleSize(text, fontSize);
        const box = { x: 0, y: 0, ...size };
        const placed = layoutTitle(text, fontSize, box, glyphsOf(capitalsWide, 32), 32);
        for (const quad of placed) {
          expect(quad.x).toBeGreaterThanOrEqual(TITLE_PADDING - 1e-6);
          expect(quad.x + quad.width).toBeLessThanOrEqual(size.width - TITLE_PADDING + 1e-6);
        }
        const lines = new Set(placed.map((quad) => quad.y)).size;
        expect(lines * fontSize * LINE_HEIGHT).toBeLessThanOrEqual(size.height - 2 * TITLE_PADDING + 1e-6);
      }),
      { numRuns: 500 },
    );
  });
});
