/**
 * How wide text glyphs are, as fractions of the font size, for sizing nodes and label boxes before their
 * text is laid out. Until the engine has measured the font it draws with (`setGlyphWidths`), every
 * glyph counts as the average of mixed-case sans-serif text, which capitals and wide fonts outgrow (a
 * title in capitals wrapped inside a box made for it on one line); Node (tests, the server) keeps the
 * average, so sizes there do not depend on fonts.
 */

/** Average advance of a glyph as a fraction of the font size (sans-serif, mixed case). */
export const AVERAGE_GLYPH_WIDTH = 0.55;

/** A glyph's advance as a fraction of the font size, by code point. */
export type GlyphWidths = (codePoint: number) => number;

const averageWidths: GlyphWidths = () => AVERAGE_GLYPH_WIDTH;
let widths: GlyphWidths = averageWidths;

/** The advance of the glyph `codePoint` at font size 1. */
export function glyphWidth(codePoint: number): number {
  return widths(codePoint);
}

/** Sizes text by `measured` from now on (the font the engine draws with); none: by the average again. */
export function setGlyphWidths(measured: GlyphWidths | undefined): void {
  widths = measured ?? averageWidths;
}
