/**
 * Lays a node title out in its box: words wrapped to the box width (explicit line breaks kept), lines
 * centred, the block centred vertically. Pure: glyph metrics come from the caller.
 */
import type { Glyph } from '../render/glyphAtlas';

export interface GlyphSource {
  glyph(char: string): Glyph;
}

/** One glyph quad in world units with its texture coordinates. */
export interface PlacedGlyph {
  x: number;
  y: number;
  width: number;
  height: number;
  glyph: Glyph;
}

export interface TitleBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const TITLE_PADDING = 8;
export const LINE_HEIGHT = 1.2;

export function layoutTitle(
  title: string,
  fontSize: number,
  box: TitleBox,
  glyphs: GlyphSource,
  atlasFontSize: number,
): PlacedGlyph[] {
  const scale = fontSize / atlasFontSize;
  const maxWidth = Math.max(0, box.width - 2 * TITLE_PADDING);
  const advance = (char: string) => glyphs.glyph(char).advance * scale;
  const lines = wrapLines(title, maxWidth, advance);
  const lineHeight = fontSize * LINE_HEIGHT;
  const top = box.y + (box.height - lines.length * lineHeight) / 2;
  const placed: PlacedGlyph[] = [];
  lines.forEach((line, index) => {
    let pen = box.x + (box.width - line.width) / 2;
    // The baseline sits about 80% down the line box.
    const baseline = top + index * lineHeight + fontSize * 0.95;
    for (const char of line.text) {
      const glyph = glyphs.glyph(char);
      if (char !== ' ')
        placed.push({
          x: pen + glyph.left * scale,
          y: baseline - glyph.top * scale,
          width: glyph.width * scale,
          height: glyph.height * scale,
          glyph,
        });
      pen += glyph.advance * scale;
    }
  });
  return placed;
}

interface Line {
  text: string;
  width: number;
}

/** Greedy word wrap; a word longer than the width gets a line of its own (and may overflow). */
export function wrapLines(title: string, maxWidth: number, advance: (char: string) => number): Line[] {
  const lines: Line[] = [];
  const measure = (text: string) => {
    let width = 0;
    for (const char of text) width += advance(char);
    return width;
  };
  for (const paragraph of title.split('\n')) {
    let current = '';
    for (const word of paragraph.split(' ').filter((part) => part !== '')) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && measure(candidate) > maxWidth) {
        lines.push({ text: current, width: measure(current) });
        current = word;
      } else current = candidate;
    }
    lines.push({ text: current, width: measure(current) });
  }
  return lines;
}
