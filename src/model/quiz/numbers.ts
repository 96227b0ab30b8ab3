/**
 * Numbers in answers (spec 3 sections 5.1 and 5.3): what text counts as a number, and when two numbers
 * are the same answer. The input check and the marker both read numbers here, so a number the learner may
 * type is always one the marker can mark.
 */
import { NUMBER_TOLERANCE } from './constants';

/** Decimal notation with an optional sign and exponent: '12', '-0.5', '.5', '3.', '6.02e23'. */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The number a text holds, surrounding whitespace allowed; undefined for blank or other text. Stricter
 * than `Number()`, which takes '0x1f', 'Infinity' and '' (as 0).
 */
export function parseAnswerNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Rounded to `ndp` decimals, halves away from zero, by moving the decimal point in the number's text
 * rather than multiplying: 1.005 is 1.00499999… in binary, and 1.005 * 100 rounds to 100, not 101.
 */
export function roundToDecimals(value: number, ndp: number): number {
  const shifted = Math.round(Number(shiftDecimal(Math.abs(value), ndp)));
  return Math.sign(value) * Number(shiftDecimal(shifted, -ndp));
}

function shiftDecimal(value: number, places: number): string {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return `${mantissa}e${Number(exponent) + places}`;
}

/** Equal within the tolerance, or, with `ndp`, once both are rounded to that many decimals. */
export function numbersEqual(given: number, expected: number, ndp?: number): boolean {
  if (Math.abs(given - expected) <= NUMBER_TOLERANCE) return true;
  if (ndp === undefined) return false;
  return Math.abs(roundToDecimals(given, ndp) - roundToDecimals(expected, ndp)) <= NUMBER_TOLERANCE;
}

/** Within the range, both ends included; a missing end does not limit it. */
export function inRange(value: number, from: number | undefined, to: number | undefined): boolean {
  return (
    (from === undefined || value >= from - NUMBER_TOLERANCE) &&
    (to === undefined || value <= to + NUMBER_TOLERANCE)
  );
}
