/**
 * Truth colours through the five steps of the strength scale (spec 2 sections 3 and 4; docs/truth.md):
 * a value is shown at its nearest step (-100, -50, 0, 50, 100), neutral colour at 0, blending towards the
 * positive or negative truth colour by the step's share of the maximum, so -50 is half way from neutral to
 * negative. Steps are also what truth animations move through, one a second.
 */
import { STRENGTH_MAX } from '../../src/model/map/constants';
import { nearestStrengthStep, STRENGTH_STEP, STRENGTH_STEP_COUNT } from '../../src/model/truth/messages';
import { parseHexColour } from './contrast';

/** The middle step's index (0): indexes run from 0 (-100) to STRENGTH_STEP_COUNT - 1 (100). */
export const NEUTRAL_STEP_INDEX = (STRENGTH_STEP_COUNT - 1) / 2;

export interface TruthColours {
  positive: string;
  negative: string;
  neutral: string;
}

/** The index (0..4) of the step nearest to a strength; anything out of range or not finite is clamped. */
export function strengthStepIndex(value: number): number {
  const step = Number.isFinite(value) ? nearestStrengthStep(value) / STRENGTH_STEP : 0;
  return Math.min(STRENGTH_STEP_COUNT - 1, Math.max(0, NEUTRAL_STEP_INDEX + step));
}

/** The strength at a step index: -100, -50, 0, 50 or 100. */
export function stepStrength(index: number): number {
  return (index - NEUTRAL_STEP_INDEX) * STRENGTH_STEP + 0;
}

/** One step from `from` towards `to` (both step indexes); `to` when already there. */
export function stepTowards(from: number, to: number): number {
  return from + Math.sign(to - from);
}

/** `a` blended towards `b` by `t` (0..1) per sRGB channel; an invalid colour gives the other one. */
export function mixHex(a: string, b: string, t: number): string {
  const from = parseHexColour(a);
  const to = parseHexColour(b);
  if (from === undefined || to === undefined) return from === undefined ? b : a;
  const share = Math.min(1, Math.max(0, t));
  const channels = from.map((channel, index) =>
    Math.round(channel + ((to[index] as number) - channel) * share),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The step colours already blended, per colours object (a map's settings keep theirs while unchanged). */
const stepColours = new WeakMap<TruthColours, string[]>();

/** The fill at a step index: neutral in the middle, the full truth colour at either end. */
export function truthStepColour(index: number, colours: TruthColours): string {
  let steps = stepColours.get(colours);
  if (steps === undefined) {
    steps = [];
    stepColours.set(colours, steps);
  }
  steps[index] ??= blendStep(index, colours);
  return steps[index];
}

function blendStep(index: number, colours: TruthColours): string {
  const strength = stepStrength(index);
  if (strength === 0) return colours.neutral;
  const towards = strength > 0 ? colours.positive : colours.negative;
  return mixHex(colours.neutral, towards, Math.abs(strength) / STRENGTH_MAX);
}

/** The fill of a truth value: the colour of its nearest step. */
export function truthColourOf(value: number, colours: TruthColours): string {
  return truthStepColour(strengthStepIndex(value), colours);
}
