import { describe, expect, it } from 'vitest';
import { validateMap } from '../map/validate';
import { ANSWER_TYPE, QUIZ_LIMITS } from './constants';
import { newQuestion } from './load';
import { answerContentSchema, storedQuestionSchema } from './schema';

const ok = (value: unknown) => storedQuestionSchema.safeParse(value).success;

describe('the stored question schema', () => {
  it('takes new, legacy and unfinished questions, and fields it does not know', () => {
    expect(ok(newQuestion('q'))).toBe(true);
    expect(ok({ id: 'q' })).toBe(true);
    expect(ok({ id: 'q', name: 'Where does the light go?', answerType: 1 })).toBe(true);
    expect(ok({ id: 'q', answerType: '4', recall: ['n1', { nodeId: 'n2' }], answerSimilarity: '2' })).toBe(
      true,
    );
    expect(
      ok({ id: 'q', validAnswers: [{ text: 3, ndp: '5', from: '1', extra: true }], future: { x: 1 } }),
    ).toBe(true);
    expect(ok({ id: 'q', answerType: 2, validAnswers: [] })).toBe(true);
  });

  it.each([
    ['no id', { answerType: 1 }],
    ['an answer type that does not exist', { id: 'q', answerType: 7 }],
    ['an answer type of the wrong type', { id: 'q', answerType: true }],
    ['ndp 9', { id: 'q', validAnswers: [{ text: '1', ndp: 9 }] }],
    ['ndp -1', { id: 'q', validAnswers: [{ text: '1', ndp: '-1' }] }],
    ['an unknown format', { id: 'q', validAnswers: [{ text: '1', format: 'date' }] }],
    ['valid answers not a list', { id: 'q', validAnswers: { text: 'a' } }],
    ['a similarity that does not exist', { id: 'q', answerSimilarity: 4 }],
    ['a required flag that is not one', { id: 'q', required: 'yes' }],
    [
      'too many valid answers',
      { id: 'q', validAnswers: Array.from({ length: QUIZ_LIMITS.validAnswers + 1 }, () => ({})) },
    ],
    ['too large', { id: 'q', prose: 'x'.repeat(QUIZ_LIMITS.questionJsonLength) }],
  ])('refuses %s', (_, value) => {
    expect(ok(value)).toBe(false);
  });

  it("is the map's schema for its questions", () => {
    expect(
      validateMap({
        questions: [
          { id: 'q1', answerType: 2 },
          { id: 'q2', name: 'Old' },
        ],
      }).ok,
    ).toBe(true);
    expect(validateMap({ questions: [{ id: 'q1', validAnswers: [{ ndp: 9 }] }] }).ok).toBe(false);
  });
});

describe('the answer content schema', () => {
  const parse = (type: Parameters<typeof answerContentSchema>[0], value: unknown) =>
    answerContentSchema(type).safeParse(value);
  const error = (type: Parameters<typeof answerContentSchema>[0], value: unknown) =>
    parse(type, value).error?.issues[0]?.message;

  it('takes the shape of each type, and no answer', () => {
    expect(parse(ANSWER_TYPE.SHORT_TEXT, 'Paris').success).toBe(true);
    expect(parse(ANSWER_TYPE.NUMBER, '12').success).toBe(true);
    expect(parse(ANSWER_TYPE.RECALL, ['a', 'b']).success).toBe(true);
    expect(parse(ANSWER_TYPE.MULTIPLE_FIELDS, { aaaaa: 'x' }).success).toBe(true);
    expect(parse(ANSWER_TYPE.LONG_TEXT, null).success).toBe(true);
  });

  it('refuses the wrong shape and oversized answers, with the messages', () => {
    expect(error(ANSWER_TYPE.SHORT_TEXT, ['Paris'])).toBe('The answer does not fit a short text question.');
    expect(error(ANSWER_TYPE.RECALL, 'a')).toBe('The answer does not fit a recall question.');
    expect(error(ANSWER_TYPE.MULTIPLE_FIELDS, ['a'])).toBe(
      'The answer does not fit a multiple fields question.',
    );
    expect(error(ANSWER_TYPE.LONG_TEXT, 'x'.repeat(QUIZ_LIMITS.answerTextLength + 1))).toBe(
      `An answer is at most ${QUIZ_LIMITS.answerTextLength} characters.`,
    );
    expect(
      error(
        ANSWER_TYPE.RECALL,
        Array.from({ length: QUIZ_LIMITS.answerParts + 1 }, () => 'a'),
      ),
    ).toBe(`An answer has at most ${QUIZ_LIMITS.answerParts} parts.`);
    const manyFields = Object.fromEntries(
      Array.from({ length: QUIZ_LIMITS.answerParts + 1 }, (_, i) => [`f${i}`, 'a']),
    );
    expect(error(ANSWER_TYPE.MULTIPLE_FIELDS, manyFields)).toBe(
      `An answer has at most ${QUIZ_LIMITS.answerParts} parts.`,
    );
    expect(parse(ANSWER_TYPE.MULTIPLE_FIELDS, { f: 3 }).success).toBe(false);
  });
});
