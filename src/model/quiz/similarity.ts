/**
 * How alike two text answers are (spec 3 section 5.3): compared ignoring whitespace and case, and for
 * close or broad similarity by the Sørensen-Dice coefficient over character bigrams, computed by the
 * `dice-coefficient` package (the spec's thresholds, 0.9 and 0.7, are its scale; constants.ts).
 */
import { diceCoefficient } from 'dice-coefficient';
import { ANSWER_SIMILARITY, type AnswerSimilarity, QUIZ_LIMITS, SIMILARITY_THRESHOLD } from './constants';

/**
 * Lower case with every whitespace character removed: 'New  York' and 'newyork' are the same answer.
 * NFC first, so an accent typed as one character or as a letter and a combining mark compares equal.
 */
export function normaliseAnswerText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** 1 for the same normalised text, 0 when either is blank, else the Dice coefficient of the two. */
export function textSimilarity(a: string, b: string): number {
  return similarityOfNormalised(normaliseAnswerText(a), normaliseAnswerText(b));
}

/** Whether `given` counts as `expected` at this similarity (exact: equal once normalised). */
export function textMatches(given: string, expected: string, similarity: AnswerSimilarity): boolean {
  return normalisedTextMatches(normaliseAnswerText(given), normaliseAnswerText(expected), similarity);
}

/** `textMatches` of texts already normalised: for a caller comparing each text with many others. */
export function normalisedTextMatches(a: string, b: string, similarity: AnswerSimilarity): boolean {
  if (a === b) return a !== '';
  if (similarity === ANSWER_SIMILARITY.EXACT || a === '' || b === '') return false;
  const threshold = SIMILARITY_THRESHOLD[similarity];
  // The coefficient can be no more than this for texts of these lengths: far longer or shorter texts are
  // refused without comparing their bigrams, whose cost grows with the product of the two lengths.
  if (diceUpperBound(a.length, b.length) < threshold) return false;
  if (Math.max(a.length, b.length) > QUIZ_LIMITS.similarityTextLength) return false;
  return similarityOfNormalised(a, b) >= threshold;
}

function similarityOfNormalised(a: string, b: string): number {
  if (a === b) return a === '' ? 0 : 1;
  if (a === '' || b === '') return 0;
  return diceCoefficient(a, b);
}

/** The package takes a one-character text as one "bigram"; longer texts have one fewer than their length. */
const bigramCount = (length: number) => Math.max(1, length - 1);

function diceUpperBound(lengthA: number, lengthB: number): number {
  const a = bigramCount(lengthA);
  const b = bigramCount(lengthB);
  return (2 * Math.min(a, b)) / (a + b);
}
