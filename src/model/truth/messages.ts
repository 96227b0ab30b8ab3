/** Every user-visible text of the truth calculation: strength labels and dissonance statuses. */
import { STRENGTH_MAX, STRENGTH_MIN, STRENGTH_NEUTRAL } from '../map/constants';

export const STRENGTH_LABELS = { TRUE: 'True', FALSE: 'False', NEUTRAL: 'Neutral' } as const;

/** The scale's five steps (spec 2 section 3): -100, -50, 0, 50, 100. */
export const STRENGTH_STEP_COUNT = 5;
export const STRENGTH_STEP = (STRENGTH_MAX - STRENGTH_MIN) / (STRENGTH_STEP_COUNT - 1);
export const STRENGTH_STEPS: readonly number[] = Array.from(
  { length: STRENGTH_STEP_COUNT },
  (_, i) => STRENGTH_MIN + i * STRENGTH_STEP,
);

/** Rounded half away from zero, so 50.5 and -50.5 round alike; never negative zero. */
export function roundStrength(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) + 0;
}

/** The step a strength is nearest to (half away from zero), e.g. for a slider or an animation. */
export function nearestStrengthStep(value: number): number {
  return roundStrength(value / STRENGTH_STEP) * STRENGTH_STEP + 0;
}

/** 'True' at 100, 'False' at -100, 'Neutral' at 0, otherwise the rounded integer. */
export function strengthLabel(value: number): string {
  const rounded = roundStrength(value);
  if (rounded >= STRENGTH_MAX) return STRENGTH_LABELS.TRUE;
  if (rounded <= STRENGTH_MIN) return STRENGTH_LABELS.FALSE;
  if (rounded === STRENGTH_NEUTRAL) return STRENGTH_LABELS.NEUTRAL;
  return String(rounded);
}

/** The scale's five steps with their labels, for a control's marks: False, -50, Neutral, 50, True. */
export const STRENGTH_SCALE_MARKS: readonly { value: number; label: string }[] = STRENGTH_STEPS.map(
  (value) => ({ value, label: strengthLabel(value) }),
);

export const DISSONANCE_MESSAGE = (manual: number, calculated: number) =>
  `Dissonant: Manual truth is ${strengthLabel(manual)} but calculated truth is ${strengthLabel(calculated)}.`;

/**
 * The status of a node with a manual strength (null or NaN: none) whose inputs calculate `calculated`:
 * dissonant when both, rounded, have opposite signs; null when not dissonant or without inputs.
 */
export function dissonanceStatus(
  manual: number | null,
  calculated: number,
  hasInputs: boolean,
): string | null {
  if (manual === null || Number.isNaN(manual) || !hasInputs) return null;
  const disagree = Math.sign(roundStrength(manual)) * Math.sign(roundStrength(calculated)) < 0;
  return disagree ? DISSONANCE_MESSAGE(manual, calculated) : null;
}
