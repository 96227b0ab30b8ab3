/**
 * PROVISIONAL (quiz-server branch): the answer content schema only, replaced by quiz-model's schema.ts
 * at merge.
 */
import { z } from 'zod';
import { ANSWER_TYPE, type AnswerType, QUIZ_LIMITS } from './constants';
import { QUIZ_MESSAGES } from './messages';
import type { AnswerContent } from './types';

const TYPE_NAMES: Record<AnswerType, string> = {
  [ANSWER_TYPE.SHORT_TEXT]: 'short text',
  [ANSWER_TYPE.MULTIPLE_CHOICE]: 'multiple choice',
  [ANSWER_TYPE.LONG_TEXT]: 'long text',
  [ANSWER_TYPE.RECALL]: 'recall',
  [ANSWER_TYPE.NUMBER]: 'number',
  [ANSWER_TYPE.MULTIPLE_FIELDS]: 'multiple fields',
};

export function answerContentSchema(answerType: AnswerType): z.ZodType<AnswerContent> {
  const error = QUIZ_MESSAGES.wrongAnswerShape(TYPE_NAMES[answerType]);
  const text = z.string({ error }).max(QUIZ_LIMITS.answerTextLength, { error: QUIZ_MESSAGES.answerTooLong });
  if (answerType === ANSWER_TYPE.RECALL)
    return z.array(text, { error }).max(QUIZ_LIMITS.answerParts, { error: QUIZ_MESSAGES.tooManyAnswerParts });
  if (answerType === ANSWER_TYPE.MULTIPLE_FIELDS)
    return z
      .record(z.string({ error }), text, { error })
      .refine((fields) => Object.keys(fields).length <= QUIZ_LIMITS.answerParts, {
        error: QUIZ_MESSAGES.tooManyAnswerParts,
      });
  return text;
}
