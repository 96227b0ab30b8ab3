/**
 * Lays text out in a box: a node title (words wrapped to the box width, explicit line breaks kept, lines
 * centred, the block centred vertically), a connection label (its own line breaks only) or a node's
 * content (from the top left, clipped to the box). Pure: glyph metrics come from the caller.
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

export interface TextLayoutOptions {
  /** Space kept inside the box on every side; TITLE_PADDING by default. */
  padding?: number;
  /** Wrap words to the box width (default); false keeps only the text's own line breaks. */
  wrap?: boolean;
  /** 'centre' (default): lines centred, the block centred vertically; 'start': from the top left. */
  align?: 'centre' | 'start';
  /** Leave out lines below the box and glyphs past its right edge (content text). */
  clip?: boolean;
}

/** A title: wrapped to its box, centred both ways. */
export function layoutTitle(
  title: string,
  fontSize: number,
  box: TitleBox,
  glyphs: GlyphSource,
  atlasFontSize: number,
): PlacedGlyph[] {
  return layoutText(title, fontSize, box, glyphs, atlasFontSize);
}

export function layoutText(
  text: string,
  fontSize: number,
  box: TitleBox,
  glyphs: GlyphSource,
  atlasFontSize: number,
  options: TextLayoutOptions = {},
): PlacedGlyph[] {
  const { padding = TITLE_PADDING, wrap = true, align = 'centre', clip = false } = options;
  const scale = fontSize / atlasFontSize;
  const maxWidth = Math.max(0, box.width - 2 * padding);
  const advance = (char: string) => glyphs.glyph(char).advance * scale;
  const lineHeight = fontSize * LINE_HEIGHT;
  let lines = wrapLines(text, wrap ? maxWidth : Number.POSITIVE_INFINITY, advance);
  if (clip) lines = lines.slice(0, Math.max(0, Math.floor((box.height - 2 * padding) / lineHeight)));
  const top = align === 'centre' ? box.y + (box.height - lines.length * lineHeight) / 2 : box.y + padding;
  const right = box.x + box.width - padding;
  const placed: PlacedGlyph[] = [];
  lines.forEach((line, index) => {
    let pen = align === 'centre' ? box.x + (box.width - line.width) / 2 : box.x + padding;
    // The baseline sits about 80% down the line box.
    const baseline = top + index * lineHeight + fontSize * 0.95;
    for (const char of line.text) {
      const glyph = glyphs.glyph(char);
      const width = glyph.advance * scale;
      if (clip && pen + width > right) break;
      if (char !== ' ')
        placed.push({
          x: pen + glyph.left * scale,
          y: baseline - glyph.top * scale,
          width: glyph.width * scale,
          height: glyph.height * scale,
          glyph,
        });
      pen += width;
    }
  });
  return placed;
}

interface Line {
  text: string;
  width: number;
}

/**
 * How many lines `wrapLines` makes of `text` with the glyphs' advances by code point, and the widest
 * line's width (summed the same way, so the figures are equal): a node's size estimate, without making
 * the lines' strings. A pair of UTF-16 surrogates is one glyph, as `for…of` counts them.
 */
export function wrappedExtent(
  text: string,
  maxWidth: number,
  advance: (codePoint: number) => number,
): { lineCount: number; widest: number } {
  let lineCount = 0;
  let widest = 0;
  let width = 0;
  let lineEmpty = true;
  const length = text.length;
  for (let index = 0; index <= length; ) {
    const code = index < length ? text.charCodeAt(index) : NEWLINE;
    if (code === NEWLINE) {
      lineCount++;
      if (width > widest) widest = width;
      width = 0;
      lineEmpty = true;
      index++;
      continue;
    }
    if (code === SPACE) {
      index++;
      continue;
    }
    const end = wordEnd(text, index);
    const start = index;
    index = end;
    // Summed glyph by glyph, as wrapLines sums its advances.
    const candidate = widen(lineEmpty ? 0 : width + advance(SPACE), text, start, end, advance);
    if (!lineEmpty && candidate > maxWidth) {
      lineCount++;
      if (width > widest) widest = width;
      width = widen(0, text, start, end, advance);
    } else width = candidate;
    lineEmpty = false;
  }
  return { lineCount, widest };
}

const NEWLINE = 10;
const SPACE = 32;

/** The index after the word starting at `start` (at the next space, newline or the end). */
function wordEnd(text: string, start: number): number {
  let index = start;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === SPACE || code === NEWLINE) break;
    index++;
  }
  return index;
}

/** `width` plus the advances of the glyphs of text[start, end) (a surrogate pair is one glyph). */
function widen(
  width: number,
  text: string,
  start: number,
  end: number,
  advance: (codePoint: number) => number,
): number {
  let sum = width;
  for (let index = start; index < end; ) {
    const codePoint = text.codePointAt(index) as number;
    sum += advance(codePoint);
    index += codePoint > 0xffff ? 2 : 1;
  }
  return sum;
}

/** Greedy word wrap; a word longer than the width gets a line of its own (and may overflow). */
export function wrapLines(title: string, maxWidth: number, advance: (char: string) => number): Line[] {
  const lines: Line[] = [];
  // Widths are summed char by char from the line's start, each word once (not the whole line again per word).
  const widen = (width: number, text: string) => {
    let sum = width;
    for (const char of text) sum += advance(char);
    return sum;
  };
  for (const paragraph of title.split('\n')) {
    let current = '';
    let width = 0;
    for (const word of paragraph.split(' ')) {
      if (word === '') continue;
      if (current === '') {
        current = word;
        width = widen(0, word);
        continue;
      }
      const candidate = widen(width + advance(' '), word);
      if (candidate > maxWidth) {
        lines.push({ text: current, width });
        current = word;
        width = widen(0, word);
      } else {
        current = `${current} ${word}`;
        width = candidate;
      }
    }
    lines.push({ text: current, width });
  }
  return lines;
}
