/** PROVISIONAL (quiz-edit): reading a stored question, replaced by quiz-model's at merge. */
import { newId } from '../ids';
import type { StoredQuestion } from '../map/content';
import { ANSWER_SIMILARITY, ANSWER_TYPES, type AnswerType, DEFAULT_ANSWER_TYPE } from './constants';
import type { Question } from './types';

export function newQuestion(id: string = newId()): Question {
  return {
    id,
    answerType: DEFAULT_ANSWER_TYPE,
    prose: null,
    validAnswers: [],
    answerSuffix: '',
    modelAnswerProse: null,
    answerSimilarity: ANSWER_SIMILARITY.EXACT,
    recall: { nodes: [] },
    required: false,
    showMap: false,
  };
}

export function loadQuestion(raw: unknown): Question {
  const stored = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const base = newQuestion(typeof stored.id === 'string' ? stored.id : undefined);
  const type = Number(stored.answerType);
  const recall = stored.recall as Question['recall'] | undefined;
  return {
    ...base,
    answerType: ANSWER_TYPES.includes(type as AnswerType) ? (type as AnswerType) : base.answerType,
    prose: stored.prose ?? null,
    validAnswers: Array.isArray(stored.validAnswers) ? (stored.validAnswers as Question['validAnswers']) : [],
    answerSuffix: typeof stored.answerSuffix === 'string' ? stored.answerSuffix : '',
    modelAnswerProse: stored.modelAnswerProse ?? null,
    answerSimilarity: (stored.answerSimilarity as Question['answerSimilarity']) ?? base.answerSimilarity,
    recall: { nodes: Array.isArray(recall?.nodes) ? recall.nodes : [] },
    required: stored.required === true,
    showMap: stored.showMap === true,
  };
}

/** The question as the map stores it: the stored form it was loaded from, every typed field replaced. */
export function storeQuestion(question: Question, stored?: StoredQuestion): StoredQuestion {
  return { ...stored, ...question };
}
