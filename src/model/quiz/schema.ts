/**
 * What a saved question and a submitted answer must be, as zod schemas for the map's schema, live edit and
 * the server. A question's schema is loose on purpose: it keeps fields it does not know and takes the
 * legacy forms ./load.ts reads (codes as numeric strings, recall nodes as a bare list), because putting
 * back an older question list (an inverse) must pass too. It refuses only what no reading can make sense
 * of: a value of the wrong type, an unknown code, or more than the limits. Whether a question can be
 * marked is ./validity.ts's rule, not a shape: the editor saves unfinished questions too.
 */
import { z } from 'zod';
import type { StoredQuestion } from '../map/content';
import { MAP_VALIDATION_MESSAGES } from '../map/messages';
import { id } from '../map/schemaPrimitives';
import {
  ANSWER_SIMILARITIES,
  ANSWER_TYPE,
  ANSWER_TYPE_NAME,
  ANSWER_TYPES,
  type AnswerType,
  NDP_OPTIONS,
  QUIZ_LIMITS,
  VALID_ANSWER_FORMATS,
} from './constants';
import { readNumericCode } from './load';
import { QUIZ_MESSAGES } from './messages';
import type { AnswerContent } from './types';

export const QUESTION_SCHEMA_MESSAGES = {
  tooLarge: `is larger than ${QUIZ_LIMITS.questionJsonLength} characters`,
  tooMany: (limit: number) => `has more than ${limit} entries`,
} as const;

/** One of the numeric codes, as a number or its text ('2'). */
function code(kind: string, allowed: readonly number[]) {
  return z.union([z.number(), z.string()]).refine((value) => readNumericCode(value, allowed) !== undefined, {
    error: (issue) => MAP_VALIDATION_MESSAGES.unknownValue(kind, issue.input, allowed),
  });
}

const numberLike = z.union([z.number(), z.string()]);
const list = <T extends z.ZodType>(item: T, limit: number) =>
  z.array(item).max(limit, { error: QUESTION_SCHEMA_MESSAGES.tooMany(limit) });

const validAnswer = z.looseObject({
  text: z.union([z.string(), z.number()]).nullish(),
  format: z.literal(VALID_ANSWER_FORMATS).nullish(),
  ndp: code('ndp', NDP_OPTIONS).nullish(),
  invalid: z.boolean().nullish(),
  fieldId: z.string().nullish(),
  from: numberLike.nullish(),
  to: numberLike.nullish(),
});

const recallNode = z.union([
  z.string(),
  z.looseObject({ nodeId: z.string().nullish(), id: z.string().nullish(), type: z.string().nullish() }),
]);
const recallNodes = list(recallNode, QUIZ_LIMITS.recallNodes);

export const storedQuestionSchema = z
  .looseObject({
    id,
    answerType: code('answer type', ANSWER_TYPES).nullish(),
    prose: z.unknown().optional(),
    validAnswers: list(validAnswer, QUIZ_LIMITS.validAnswers).nullish(),
    answerSuffix: z.string().nullish(),
    modelAnswerProse: z.unknown().optional(),
    answerSimilarity: code('answer similarity', ANSWER_SIMILARITIES).nullish(),
    recall: z.union([z.looseObject({ nodes: recallNodes.nullish() }), recallNodes]).nullish(),
    required: z.boolean().nullish(),
    showMap: z.boolean().nullish(),
  })
  .refine((value) => JSON.stringify(value).length <= QUIZ_LIMITS.questionJsonLength, {
    error: QUESTION_SCHEMA_MESSAGES.tooLarge,
  }) satisfies z.ZodType<StoredQuestion>;

/**
 * What a learner may submit for a question of this type (null: no answer), within the limits: text for
 * short text, multiple choice, long text and number; a list of names for recall; a text per field id for
 * multiple fields.
 */
export function answerContentSchema(answerType: AnswerType): z.ZodType<AnswerContent | null> {
  const wrongShape = QUIZ_MESSAGES.wrongAnswerShape(ANSWER_TYPE_NAME[answerType]);
  const text = z
    .string({ error: wrongShape })
    .max(QUIZ_LIMITS.answerTextLength, { error: QUIZ_MESSAGES.answerTooLong });
  switch (answerType) {
    case ANSWER_TYPE.RECALL:
      return z
        .array(text, { error: wrongShape })
        .max(QUIZ_LIMITS.answerParts, { error: QUIZ_MESSAGES.tooManyAnswerParts })
        .nullable();
    case ANSWER_TYPE.MULTIPLE_FIELDS:
      return z
        .record(z.string().max(QUIZ_LIMITS.fieldIdLength, { error: wrongShape }), text, { error: wrongShape })
        .refine((fields) => Object.keys(fields).length <= QUIZ_LIMITS.answerParts, {
          error: QUIZ_MESSAGES.tooManyAnswerParts,
        })
        .nullable();
    default:
      return text.nullable();
  }
}
