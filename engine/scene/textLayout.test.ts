import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Glyph } from '../render/glyphAtlas';
import { layoutText, layoutTitle, wrapLines, wrappedExtent } from './textLayout';

/** Every glyph 10 wide at atlas size 10, ink 8 wide. */
const glyph: Glyph = { left: 1, top: 8, width: 8, height: 10, advance: 10, u0: 0, v0: 0, u1: 1, v1: 1 };
const glyphs = { glyph: () => glyph };

describe('wrapLines', () => {
  const advance = () => 10;

  it('wraps words greedily to the width and keeps explicit line breaks', () => {
    expect(wrapLines('aa bb cc', 50, advance).map((line) => line.text)).toEqual(['aa bb', 'cc']);
    expect(wrapLines('aa\nbb cc', 100, advance).map((line) => line.text)).toEqual(['aa', 'bb cc']);
  });

  it('gives a long word a line of its own', () => {
    expect(wrapLines('a verylongword b', 40, advance).map((line) => line.text)).toEqual([
      'a',
      'verylongword',
      'b',
    ]);
  });
});

describe('layoutTitle', () => {
  it('centres the lines in the box and skips spaces', () => {
    const placed = layoutTitle('ab c', 10, { x: 0, y: 0, width: 100, height: 40 }, glyphs, 10);
    expect(placed).toHaveLength(3);
    // Line width 40, centred in 100: the pen starts at 30.
    expect(placed.map((quad) => quad.x)).toEqual([31, 41, 61]);
    expect(new Set(placed.map((quad) => quad.y)).size).toBe(1);
  });

  it('scales glyphs from the atlas size to the title size', () => {
    const [quad] = layoutTitle('a', 20, { x: 0, y: 0, width: 100, height: 40 }, glyphs, 10);
    expect([quad?.width, quad?.height]).toEqual([16, 20]);
  });
});

describe('layoutText', () => {
  const box = { x: 0, y: 0, width: 60, height: 40 };

  it("keeps only the text's own line breaks when not wrapping", () => {
    const placed = layoutText('aaaaaaaaa\nb', 10, box, glyphs, 10, { wrap: false, padding: 0 });
    expect(placed).toHaveLength(10);
    expect(new Set(placed.map((quad) => quad.y)).size).toBe(2);
  });

  it('starts content at the top left and clips it to the box', () => {
    // 40 high with padding 5 holds two lines of 12; 50 wide holds five glyphs of 10.
    const placed = layoutText('abcdefgh ij kl mn', 10, box, glyphs, 10, {
      align: 'start',
      clip: true,
      padding: 5,
    });
    expect(placed[0]?.x).toBe(6);
    const lines = new Set(placed.map((quad) => quad.y));
    expect(lines.size).toBe(2);
    expect(Math.max(...placed.map((quad) => quad.x + 9))).toBeLessThanOrEqual(55);
  });
});

describe('wrappedExtent', () => {
  const each = (advance: number) => () => advance;
  const extentByLines = (text: string, maxWidth: number, advance: (codePoint: number) => number) => {
    const lines = wrapLines(text, maxWidth, (char) => advance(char.codePointAt(0) ?? 0));
    return { lineCount: lines.length, widest: Math.max(0, ...lines.map((line) => line.width)) };
  };

  it('counts the lines wrapLines makes and measures the widest the same way', () => {
    expect(wrappedExtent('aa bb cc', 50, each(10))).toEqual({ lineCount: 2, widest: 50 });
    expect(wrappedExtent('', 50, each(10))).toEqual({ lineCount: 1, widest: 0 });
    expect(wrappedExtent('a\n', 50, each(10))).toEqual({ lineCount: 2, widest: 10 });
    // An emoji (two UTF-16 units) is one glyph.
    expect(wrappedExtent('😀😀', 50, each(10))).toEqual({ lineCount: 1, widest: 20 });
  });

  it('reads each glyph’s own advance by its code point', () => {
    const wide = (codePoint: number) => (codePoint === 0x1f600 ? 30 : codePoint === 87 ? 15 : 10);
    expect(wrappedExtent('WW a', 100, wide)).toEqual({ lineCount: 1, widest: 50 });
    expect(wrappedExtent('😀 a', 35, wide)).toEqual({ lineCount: 2, widest: 30 });
  });

  it('agrees with wrapLines on any text, width and advances, to the last bit', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'b', 'W', ' ', ' ', '\n', '😀', '\ud800', 'é'),
      maxLength: 60,
    });
    const advances = fc.oneof(
      fc.constantFrom(7.7, 8.25, 0.55 * 14, 10).map(each),
      // Each glyph its own width, as a measured font has.
      fc.constant((codePoint: number) => 5 + (codePoint % 7) * 1.3),
    );
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 300 }), advances, (t, w, a) => {
        expect(wrappedExtent(t, w, a)).toEqual(extentByLines(t, w, a));
      }),
      { numRuns: 2000 },
    );
  });
});
