/**
 * One texture of signed-distance glyphs (tiny-sdf), filled on demand: every title on the map is drawn
 * from it, sharp at any zoom. Glyphs are packed in rows; the 1024 by 1024 atlas holds several hundred
 * glyphs, and a character met once it is full is drawn as the replacement glyph.
 */
import TinySDF from '@mapbox/tiny-sdf';
import { BufferImageSource } from 'pixi.js';

/** Glyphs are rasterised at this size; titles scale them to their own font size. */
export const ATLAS_FONT_SIZE = 32;
const BUFFER = 4;
/** Atlas texels from the glyph's edge to where its distance field runs out (tiny-sdf's radius). */
export const SDF_RADIUS = 8;
/** Where the edge sits in the field: at 1 - cutoff (tiny-sdf's cutoff). */
export const SDF_CUTOFF = 0.25;
export const ATLAS_SIZE = 1024;
const REPLACEMENT = '\uFFFD';
export const TITLE_FONT_FAMILY = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export interface Glyph {
  /** Atlas pixels at ATLAS_FONT_SIZE: the quad's offset from the pen on the baseline, and its size. */
  left: number;
  top: number;
  width: number;
  height: number;
  advance: number;
  /** Normalised texture coordinates. */
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

export class GlyphAtlas {
  readonly source: BufferImageSource;
  private readonly sdf = new TinySDF({
    fontSize: ATLAS_FONT_SIZE,
    buffer: BUFFER,
    radius: SDF_RADIUS,
    cutoff: SDF_CUTOFF,
    fontFamily: TITLE_FONT_FAMILY,
  });
  private readonly glyphs = new Map<string, Glyph>();
  /** One byte a texel: the distance field alone (a quarter of the upload and sampling of RGBA). */
  private readonly pixels = new Uint8Array(ATLAS_SIZE * ATLAS_SIZE);
  private penX = 0;
  private penY = 0;
  private rowHeight = 0;
  private changed = false;

  constructor() {
    this.source = new BufferImageSource({
      resource: this.pixels,
      width: ATLAS_SIZE,
      height: ATLAS_SIZE,
      format: 'r8unorm',
      scaleMode: 'linear',
    });
    // The common characters go in at once, so opening a map uploads the atlas once, not per new letter.
    for (let code = 32; code < 127; code++) this.glyph(String.fromCharCode(code));
  }

  glyph(char: string): Glyph {
    return this.glyphs.get(char) ?? this.add(char);
  }

  /** Uploads the glyphs added since the last call. */
  sync(): void {
    if (!this.changed) return;
    this.changed = false;
    this.source.update();
  }

  private add(char: string): Glyph {
    const drawn = this.sdf.draw(char);
    const { width, height } = drawn;
    if (this.penX + width > ATLAS_SIZE) {
      this.penX = 0;
      this.penY += this.rowHeight;
      this.rowHeight = 0;
    }
    if (this.penY + height > ATLAS_SIZE) {
      const replacement = char === REPLACEMENT ? undefined : this.glyphs.get(REPLACEMENT);
      const fallback = replacement ?? this.glyphs.values().next().value;
      if (fallback === undefined) throw new Error('The glyph atlas cannot hold a single glyph');
      this.glyphs.set(char, fallback);
      return fallback;
    }
    for (let row = 0; row < height; row++)
      this.pixels.set(
        drawn.data.subarray(row * width, (row + 1) * width),
        (this.penY + row) * ATLAS_SIZE + this.penX,
      );
    const glyph: Glyph = {
      left: drawn.glyphLeft - BUFFER,
      top: drawn.glyphTop + BUFFER,
      width,
      height,
      advance: drawn.glyphAdvance,
      u0: this.penX / ATLAS_SIZE,
      v0: this.penY / ATLAS_SIZE,
      u1: (this.penX + width) / ATLAS_SIZE,
      v1: (this.penY + height) / ATLAS_SIZE,
    };
    this.penX += width;
    this.rowHeight = Math.max(this.rowHeight, height);
    this.glyphs.set(char, glyph);
    this.changed = true;
    return glyph;
  }
}
