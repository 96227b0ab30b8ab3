/** Test helpers (not exported from the library): questions of each type, built on the defaults. */
import { paragraph } from '../richText/document';
import { quizFieldElement } from '../richText/elements';
import type { ParagraphElement, QuizInputType } from '../richText/types';
import { ANSWER_SIMILARITY, ANSWER_TYPE, type AnswerType, RECALL_NODE_TYPE } from './constants';
import { newQuestion } from './load';
import type { Question, RecallNode, ValidAnswer } from './types';

export function question(answerType: AnswerType, fields: Partial<Question> = {}): Question {
  return { ...newQuestion('q1'), answerType, ...fields };
}

export const text = (value: string, extra: Partial<ValidAnswer> = {}): ValidAnswer => ({
  text: value,
  format: 'text',
  ...extra,
});
export const number = (value: string, extra: Partial<ValidAnswer> = {}): ValidAnswer => ({
  text: value,
  format: 'number',
  ...extra,
});
export const range = (from?: number, to?: number): ValidAnswer => ({
  text: '',
  format: 'numberRange',
  ...(from !== undefined && { from }),
  ...(to !== undefined && { to }),
});

export const shortText = (
  similarity = ANSWER_SIMILARITY.EXACT as Question['answerSimilarity'],
  ...answers: ValidAnswer[]
) => question(ANSWER_TYPE.SHORT_TEXT, { answerSimilarity: similarity, validAnswers: answers });

/** Prose holding a quiz field per entry, with the given ids (the editor makes random ones). */
export function proseWithFields(fields: [id: string, inputType: QuizInputType][]): ParagraphElement[] {
  return fields.map(([id, inputType]) => ({
    type: 'paragraph',
    children: [{ text: 'Field: ' }, { ...quizFieldElement(inputType), id }, { text: '' }],
  }));
}

export const proseText = (value: string) => [paragraph(value)];

export const required = (nodeId: string): RecallNode => ({ nodeId, type: RECALL_NODE_TYPE.REQUIRED });
export const optionalNode = (nodeId: string): RecallNode => ({ nodeId, type: RECALL_NODE_TYPE.OPTIONAL });
