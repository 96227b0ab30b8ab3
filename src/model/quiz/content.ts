/**
 * An answer's content as the learner edits it (spec 3 section 4.4), pure: the empty content of each answer
 * type, whether a draft says anything or differs from what is stored, its names and fields, and the
 * options and recall nodes a question offers. Content of the wrong shape for its type reads as empty.
 */
import { dequal } from 'dequal';
import { ANSWER_TYPE } from './constants';
import type { AnswerContent, Question } from './types';

/** What the server takes for an answer with nothing in it, by type (its content is never null). */
export function emptyContentOf(question: Pick<Question, 'answerType'>): AnswerContent {
  switch (question.answerType) {
    case ANSWER_TYPE.RECALL:
      return [];
    case ANSWER_TYPE.MULTIPLE_FIELDS:
      return {};
    default:
      return '';
  }
}

/** Nothing typed: no content, blank text, no names, or only blank fields. */
export function isEmptyContent(content: AnswerContent | null | undefined): boolean {
  if (content === null || content === undefined) return true;
  if (typeof content === 'string') return content.trim() === '';
  if (Array.isArray(content)) return content.every((name) => name.trim() === '');
  return Object.values(content).every((text) => text.trim() === '');
}

/** Two contents that say the same: both empty, or equal. */
export function sameContent(
  a: AnswerContent | null | undefined,
  b: AnswerContent | null | undefined,
): boolean {
  if (isEmptyContent(a) && isEmptyContent(b)) return true;
  return dequal(a ?? null, b ?? null);
}

/** A multiple-choice question's options: every valid answer's text, the wrong ones included, once each. */
export function choicesOf(question: Pick<Question, 'validAnswers'>): string[] {
  const texts = question.validAnswers.map((answer) => answer.text).filter((text) => text.trim() !== '');
  return [...new Set(texts)];
}

/** The recall nodes of the question, required and optional, in its order. */
export function recallNodeIds(question: Pick<Question, 'answerType' | 'recall'>): string[] {
  if (question.answerType !== ANSWER_TYPE.RECALL) return [];
  return question.recall.nodes.map((node) => node.nodeId);
}

/** The names of a recall answer (none for any other content). */
export function namesOf(content: AnswerContent | null): string[] {
  return Array.isArray(content) ? content.filter((name): name is string => typeof name === 'string') : [];
}

/** A multi-field answer with one field's text changed. */
export function withField(content: AnswerContent | null, fieldId: string, text: string): AnswerContent {
  const fields = typeof content === 'object' && content !== null && !Array.isArray(content) ? content : {};
  return { ...fields, [fieldId]: text };
}

/** Adds a name to a recall answer: trimmed, and not again when it is already there (whatever its case). */
export function withName(names: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  if (trimmed === '') return [...names];
  const known = names.some((existing) => existing.trim().toLowerCase() === trimmed.toLowerCase());
  return known ? [...names] : [...names, trimmed];
}
