import { describe, expect, it } from 'vitest';
import { ANSWER_TYPE } from './constants';
import { checkAnswerInput, checkNumberInput, firstInvalidField } from './input';
import { QUIZ_MESSAGES } from './messages';
import { proseWithFields, question } from './testQuestions';

describe('number and multi-field input (spec 3 section 5.1)', () => {
  it('takes empty text and numbers in a number box', () => {
    for (const text of ['', '  ', '42', '-3.5', '1e3']) expect(checkNumberInput(text)).toBeUndefined();
  });

  it('refuses other text, naming it when verbose', () => {
    expect(checkNumberInput('12kg')).toBe('Only numbers can be used');
    expect(checkNumberInput('12kg', { verbose: true })).toBe('Only numbers can be used ("12kg" is invalid)');
    expect(QUIZ_MESSAGES.onlyNumbersVerbose('x')).toBe('Only numbers can be used ("x" is invalid)');
  });

  it('checks a number question, and takes any text elsewhere', () => {
    expect(checkAnswerInput(question(ANSWER_TYPE.NUMBER), 'ten')).toBe(QUIZ_MESSAGES.onlyNumbers);
    expect(checkAnswerInput(question(ANSWER_TYPE.NUMBER), null)).toBeUndefined();
    expect(checkAnswerInput(question(ANSWER_TYPE.SHORT_TEXT), 'ten')).toBeUndefined();
    expect(checkAnswerInput(question(ANSWER_TYPE.RECALL), ['ten'])).toBeUndefined();
  });

  it("checks a multi-field answer's number fields in the prose's order and reports the first problem", () => {
    const fields = question(ANSWER_TYPE.MULTIPLE_FIELDS, {
      prose: proseWithFields([
        ['first', 'text'],
        ['secnd', 'number'],
        ['third', 'number'],
      ]),
    });
    const content = { third: 'x3', first: 'anything', secnd: 'x2' };
    expect(checkAnswerInput(fields, content, { verbose: true })).toBe(QUIZ_MESSAGES.onlyNumbersVerbose('x2'));
    expect(firstInvalidField(fields, { ...content, secnd: '' })).toEqual({
      fieldId: 'third',
      problem: QUIZ_MESSAGES.onlyNumbers,
    });
    expect(checkAnswerInput(fields, { first: 'x', secnd: '2', third: '3' })).toBeUndefined();
    expect(checkAnswerInput(fields, null)).toBeUndefined();
  });
});
