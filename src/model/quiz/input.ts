/** PROVISIONAL STUB (replaced at merge by the model helper's input.ts). */
import { ANSWER_TYPE } from './constants';
import { QUIZ_MESSAGES } from './messages';
import type { AnswerContent, Question } from './types';

export function checkNumberInput(text: string, options?: { verbose?: boolean }): string | undefined {
  if (text.trim() === '' || Number.isFinite(Number(text))) return undefined;
  return options?.verbose ? QUIZ_MESSAGES.onlyNumbersVerbose(text) : QUIZ_MESSAGES.onlyNumbers;
}

export function checkAnswerInput(
  question: Question,
  content: AnswerContent | null,
  options?: { verbose?: boolean },
): string | undefined {
  if (question.answerType === ANSWER_TYPE.NUMBER && typeof content === 'string')
    return checkNumberInput(content, options);
  return undefined;
}
