/**
 * Colour contrast (WCAG 2 relative luminance and contrast ratio) for the spec's rules: text colour is
 * used only where its contrast against the node is at least 3 (spec 2 section 5), and neighbourhood root
 * colours need a contrast over 1.5 against white and must not be grey (section 3). src/model has no colour
 * helper beyond the hex pattern, which is reused here.
 */
import { HEX_COLOUR_PATTERN } from '../../src/model/map/constants';

export const MIN_TEXT_CONTRAST = 3;
export const MIN_NEIGHBOURHOOD_CONTRAST = 1.5;
/** A colour whose channels differ by at most this (of 255) reads as grey. */
export const GREY_CHANNEL_SPREAD = 24;
export const BLACK = '#000000';
export const WHITE = '#ffffff';

/** [r, g, b] in 0..255 for a 6-digit hex colour; undefined for anything else. */
export function parseHexColour(hex: string): [number, number, number] | undefined {
  if (!HEX_COLOUR_PATTERN.test(hex)) return undefined;
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** A map uses few colours and every view of a node asks about them: luminances are kept, up to a bound. */
const luminances = new Map<string, number | undefined>();
const LUMINANCES_KEPT = 4096;

/** WCAG relative luminance, 0 (black) to 1 (white); undefined for an invalid colour. */
export function relativeLuminance(hex: string): number | undefined {
  if (luminances.has(hex)) return luminances.get(hex);
  if (luminances.size >= LUMINANCES_KEPT) luminances.clear();
  const luminance = computeLuminance(hex);
  luminances.set(hex, luminance);
  return luminance;
}

function computeLuminance(hex: string): number | undefined {
  const rgb = parseHexColour(hex);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21; 1 (no contrast) when either colour is invalid. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour for a node filled with `background`: the `preferred` colour (the node's own colour
 * where its override applies) when its contrast is at least 3, otherwise black or white, whichever
 * contrasts more.
 */
export function textColourOn(background: string, preferred?: string): string {
  if (preferred !== undefined && contrastRatio(preferred, background) >= MIN_TEXT_CONTRAST) return preferred;
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/** Whether a colour can mark a neighbourhood root: contrast over 1.5 against white, and not grey. */
export function isNeighbourhoodColour(hex: string): boolean {
  const rgb = parseHexColour(hex);
  if (!rgb) return false;
  const spread = Math.max(...rgb) - Math.min(...rgb);
  return spread > GREY_CHANNEL_SPREAD && contrastRatio(hex, WHITE) > MIN_NEIGHBOURHOOD_CONTRAST;
}
