/**
 * The widths of the glyphs titles are drawn with, measured by the browser once each (Canvas 2D at the
 * atlas's size and font, as tiny-sdf measures the advances the atlas lays text out with), so that node
 * and label sizes (scene/glyphWidths.ts) fit the text drawn in them.
 */
import type { GlyphWidths } from '../scene/glyphWidths';
import { ATLAS_FONT_SIZE, TITLE_FONT_FAMILY } from './glyphAtlas';

/** Code points below this are kept in a table (Latin, Greek, Cyrillic and more); the rest in a map. */
const TABLE_SIZE = 0x3000;

/** Measured once a page: the font does not change, and every engine made after reads the same table. */
let measured: GlyphWidths | undefined;

/** The title font's glyph widths; none where the browser cannot measure text. */
export function measuredGlyphWidths(): GlyphWidths | undefined {
  measured ??= measure();
  return measured;
}

function measure(): GlyphWidths | undefined {
  const context = document.createElement('canvas').getContext('2d');
  if (context === null) return undefined;
  context.font = `${ATLAS_FONT_SIZE}px ${TITLE_FONT_FAMILY}`;
  const widthOf = (codePoint: number) =>
    context.measureText(String.fromCodePoint(codePoint)).width / ATLAS_FONT_SIZE;
  // Every node of a map is sized: a typed-array lookup per glyph, not a map's.
  const table = new Float64Array(TABLE_SIZE).fill(-1);
  const others = new Map<number, number>();
  return (codePoint) => {
    if (codePoint < TABLE_SIZE) {
      let width = table[codePoint] as number;
      if (width < 0) {
        width = widthOf(codePoint);
        table[codePoint] = width;
      }
      return width;
    }
    let width = others.get(codePoint);
    if (width === undefined) {
      width = widthOf(codePoint);
      others.set(codePoint, width);
    }
    return width;
  };
}
