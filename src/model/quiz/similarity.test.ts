import { describe, expect, it } from 'vitest';
import { ANSWER_SIMILARITY, QUIZ_LIMITS, SIMILARITY_THRESHOLD } from './constants';
import { normaliseAnswerText, textMatches, textSimilarity } from './similarity';

const { EXACT, CLOSE, BROAD } = ANSWER_SIMILARITY;

describe('answer text similarity', () => {
  it('ignores whitespace and case, and the way an accent was typed', () => {
    expect(normaliseAnswerText('  New\tYork \n')).toBe('newyork');
    expect(normaliseAnswerText('Cafe\u0301')).toBe(normaliseAnswerText('Café'));
    expect(textSimilarity('Leonardo da Vinci', 'leonardo DAVINCI')).toBe(1);
  });

  it('is 0 against a blank text, so nothing matches a blank', () => {
    expect(textSimilarity('', 'x')).toBe(0);
    expect(textSimilarity('  ', '  ')).toBe(0);
    for (const similarity of [EXACT, CLOSE, BROAD]) expect(textMatches(' ', ' ', similarity)).toBe(false);
  });

  /**
   * Real misspellings whose Sørensen-Dice coefficient over bigrams sits at, just above and just below each
   * threshold (spec 3 section 9): the coefficient is pinned, so a change of library or of normalising shows.
   */
  it.each([
    // Close, 0.9: 'Tchaikovski' loses 1 of 10 bigrams (18/20); 'Dostoevski' 1 of 9 (16/18).
    { given: 'Euclide', expected: 'Euclid', coefficient: 0.9091, close: true, broad: true },
    { given: 'Tchaikovski', expected: 'Tchaikovsky', coefficient: 0.9, close: true, broad: true },
    { given: 'Dostoevski', expected: 'Dostoevsky', coefficient: 0.8889, close: false, broad: true },
    { given: 'Misisippi', expected: 'Mississippi', coefficient: 0.8889, close: false, broad: true },
    // Broad, 0.7: 'Tchaicovski' keeps 7 of 10 bigrams (14/20).
    { given: 'Arkimedes', expected: 'Archimedes', coefficient: 0.7059, close: false, broad: true },
    { given: 'Tchaicovski', expected: 'Tchaikovsky', coefficient: 0.7, close: false, broad: true },
    { given: 'encyclopedea', expected: 'encyclopaedia', coefficient: 0.6957, close: false, broad: false },
    { given: 'color', expected: 'colour', coefficient: 0.6667, close: false, broad: false },
  ])('$given for $expected: $coefficient', ({ given, expected, coefficient, close, broad }) => {
    expect(textSimilarity(given, expected)).toBeCloseTo(coefficient, 4);
    expect(textMatches(given, expected, EXACT)).toBe(false);
    expect(textMatches(given, expected, CLOSE)).toBe(close);
    expect(textMatches(given, expected, BROAD)).toBe(broad);
  });

  it('meets a threshold exactly at the threshold (at least, not more than)', () => {
    expect(textSimilarity('Tchaikovski', 'Tchaikovsky')).toBe(SIMILARITY_THRESHOLD[CLOSE]);
    expect(textSimilarity('Tchaicovski', 'Tchaikovsky')).toBe(SIMILARITY_THRESHOLD[BROAD]);
  });

  it('refuses texts of very different lengths without comparing them, as the coefficient would', () => {
    const long = 'a'.repeat(20_000);
    expect(textMatches(long, 'aa', BROAD)).toBe(false);
    expect(textSimilarity(long, 'aa')).toBeLessThan(SIMILARITY_THRESHOLD[BROAD]);
    expect(textMatches('x', 'x', EXACT)).toBe(true);
    expect(textMatches('xy', 'x', BROAD)).toBe(false);
  });

  it('compares texts longer than the similarity limit only exactly, so two long answers cost no seconds', () => {
    const limit = QUIZ_LIMITS.similarityTextLength;
    const page = 'the cell makes sugar from light '.repeat(700);
    expect(textMatches(page, `${page}.`, BROAD)).toBe(false);
    expect(textMatches(page, page, BROAD)).toBe(true);
    const short = 'ab'.repeat(limit / 2);
    expect(textMatches(short, `${short.slice(0, -1)}c`, CLOSE)).toBe(true);
  });
});
