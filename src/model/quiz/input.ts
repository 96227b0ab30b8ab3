/**
 * What a learner may type (spec 3 section 5.1): a number box takes empty text or a number; a multi-field
 * answer is checked field by field, in the prose's order, and the first problem is the one shown. Other
 * answers take any text.
 */
import { isRecord } from '../map/read';
import { ANSWER_TYPE } from './constants';
import { quizFieldsOf } from './fields';
import { QUIZ_MESSAGES } from './messages';
import { parseAnswerNumber } from './numbers';
import type { AnswerContent, Question } from './types';

export interface InputOptions {
  /** Name the text typed in the message. */
  verbose?: boolean;
}

/** Undefined when the text is fine: blank (nothing typed yet) or a number. */
export function checkNumberInput(text: string, options: InputOptions = {}): string | undefined {
  if (text.trim() === '' || parseAnswerNumber(text) !== undefined) return undefined;
  return options.verbose ? QUIZ_MESSAGES.onlyNumbersVerbose(text) : QUIZ_MESSAGES.onlyNumbers;
}

/** The first problem of an answer, or undefined. */
export function checkAnswerInput(
  question: Question,
  content: AnswerContent | null,
  options: InputOptions = {},
): string | undefined {
  if (question.answerType === ANSWER_TYPE.NUMBER)
    return typeof content === 'string' ? checkNumberInput(content, options) : undefined;
  return firstInvalidField(question, content, options)?.problem;
}

/** The first field of a multi-field answer whose text its input type refuses, and why. */
export function firstInvalidField(
  question: Question,
  content: AnswerContent | null,
  options: InputOptions = {},
): { fieldId: string; problem: string } | undefined {
  if (question.answerType !== ANSWER_TYPE.MULTIPLE_FIELDS) return undefined;
  const values = isRecord(content) ? content : {};
  for (const field of quizFieldsOf(question.prose)) {
    if (field.inputType !== 'number') continue;
    const value = values[field.id];
    const problem = checkNumberInput(typeof value === 'string' ? value : '', options);
    if (problem !== undefined) return { fieldId: field.id, problem };
  }
  return undefined;
}
