/**
 * How much of a node or label to draw at the current zoom: a pure decision from on-screen sizes, so the
 * scene can switch batches (text, boxes, points) as the camera moves. Thresholds are in CSS pixels; the
 * spec gives none, these follow common legibility limits.
 */

export type NodeDetail = 'full' | 'shape' | 'point';

/** Title text smaller than this on screen is not legible: the node is drawn as a plain shape. */
export const MIN_READABLE_TEXT_PX = 6;
/** On a projector, read from across a room, titles need at least this on screen. */
export const PRESENTATION_MIN_TEXT_PX = 14;
/** A node whose larger on-screen side is below this is drawn as a point. */
export const MIN_SHAPE_PX = 4;
/** Text textures are rasterised at a power of two of scale × devicePixelRatio, within these. */
export const TEXT_RESOLUTION_LIMITS = { min: 1, max: 8 } as const;

/** Whether text of `fontSizePx` map units reads at `scale`. */
export function isTextReadable(fontSizePx: number, scale: number, minTextPx = MIN_READABLE_TEXT_PX): boolean {
  return fontSizePx * scale >= minTextPx;
}

/**
 * 'full' (shape and title) while the title is readable, 'shape' while the box is still a few pixels,
 * 'point' below that. `minTextPx` is PRESENTATION_MIN_TEXT_PX when presenting.
 */
export function nodeDetail(
  width: number,
  height: number,
  fontSizePx: number,
  scale: number,
  minTextPx = MIN_READABLE_TEXT_PX,
): NodeDetail {
  if (isTextReadable(fontSizePx, scale, minTextPx)) return 'full';
  return Math.max(width, height) * scale >= MIN_SHAPE_PX ? 'shape' : 'point';
}

/** A connection label: its text while readable, otherwise a small marker shape. */
export function labelDetail(
  fontSizePx: number,
  scale: number,
  minTextPx = MIN_READABLE_TEXT_PX,
): 'text' | 'shape' {
  return isTextReadable(fontSizePx, scale, minTextPx) ? 'text' : 'shape';
}

/**
 * The smallest zoom at which titles of `fontSizePx` stay readable, e.g. for framing a presentation step:
 * 14 / 18 ≈ 0.78 for the default font size.
 */
export function minimumReadableScale(fontSizePx: number, minTextPx = PRESENTATION_MIN_TEXT_PX): number {
  return minTextPx / fontSizePx;
}

/**
 * The resolution to rasterise text at so it stays crisp from devicePixelRatio 1 to 3: scale × dpr rounded
 * up to a power of two, so zooming re-rasterises only when crossing a band, not on every frame.
 */
export function textResolution(scale: number, devicePixelRatio: number): number {
  const wanted = Math.max(scale * devicePixelRatio, Number.MIN_VALUE);
  const band = 2 ** Math.ceil(Math.log2(wanted) - 1e-9);
  return Math.min(TEXT_RESOLUTION_LIMITS.max, Math.max(TEXT_RESOLUTION_LIMITS.min, band));
}
