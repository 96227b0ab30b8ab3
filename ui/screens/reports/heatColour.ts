/**
 * The heat map's colours: one hue from pale to dark as the fraction grows (ColorBrewer's Blues, which
 * readers with any colour-vision deficiency still order by lightness; no red against green), and the
 * mark's colour that stays readable on each.
 */
import { interpolateBlues } from 'd3-scale-chromatic';

/** The palest step is kept off white so an untouched cell still reads as a cell. */
const LIGHTEST = 0.06;

export function heatColour(fraction: number): string {
  const clamped = Math.min(1, Math.max(0, fraction));
  return interpolateBlues(LIGHTEST + clamped * (1 - LIGHTEST));
}

/** From here on white reads better on a cell than the scale's darkest blue (3:1 or more either side). */
const WHITE_FROM = 0.6;

/** A mark on a cell: the scale's darkest blue on pale cells, white on dark ones. */
export function heatTextColour(fraction: number): string {
  return fraction >= WHITE_FROM ? '#ffffff' : '#08306b';
}

/** The legend's gradient, from none to all. */
export const HEAT_GRADIENT = `linear-gradient(to right, ${[0, 0.25, 0.5, 0.75, 1].map(heatColour).join(', ')})`;
