/**
 * What the answering view needs to know of an answer being typed (spec 3 section 4.4), pure: the empty
 * content of each answer type, whether a draft differs from what is stored, editing names and fields, the
 * options of a multiple-choice question, the recall nodes named and still hidden, and the score.
 */
import { dequal } from 'dequal';
import { ANSWER_TYPE, MARK, type Mark, RECALL_NODE_TYPE } from '../../model/quiz/constants';
import { markAnswer } from '../../model/quiz/marking';
import type { AnswerContent, Question } from '../../model/quiz/types';

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

/**
 * The recall nodes the names match, by the marker's own rule: marked as if every recall node were
 * required, each node not missed was named.
 */
export function namedRecallNodes(
  question: Question,
  names: readonly string[],
  nodeTitle: (nodeId: string) => string | undefined,
): string[] {
  const ids = recallNodeIds(question);
  if (ids.length === 0 || isEmptyContent([...names])) return [];
  const allRequired: Question = {
    ...question,
    recall: { nodes: question.recall.nodes.map((node) => ({ ...node, type: RECALL_NODE_TYPE.REQUIRED })) },
  };
  const { mark, missedNodes } = markAnswer(allRequired, [...names], nodeTitle);
  // A mark without its missed nodes says all (correct) or nothing (wrong, unmarked) of them.
  if (missedNodes === undefined) return mark === MARK.CORRECT ? ids : [];
  const missed = new Set(missedNodes.map((node) => node.id));
  return ids.filter((id) => !missed.has(id));
}

/** The names of a recall answer (none for any other content). */
export function namesOf(content: AnswerContent | null): string[] {
  return Array.isArray(content) ? content : [];
}

/** A multi-field answer with one field's text changed. */
export function withField(content: AnswerContent | null, fieldId: string, text: string): AnswerContent {
  const fields = typeof content === 'object' && content !== null && !Array.isArray(content) ? content : {};
  return { ...fields, [fieldId]: text };
}

/**
 * A recall question's nodes kept from the learner (drawn as ghosts): all of them until named; with
 * `revealNamed` (Exercise mode), each one as soon as a name matches it.
 */
export function hiddenRecallNodes(
  question: Question,
  names: readonly string[],
  nodeTitle: (nodeId: string) => string | undefined,
  revealNamed: boolean,
): string[] {
  const ids = recallNodeIds(question);
  if (!revealNamed) return ids;
  const named = new Set(namedRecallNodes(question, names, nodeTitle));
  return ids.filter((id) => !named.has(id));
}

/** Adds a name to a recall answer: trimmed, and not again when it is already there (whatever its case). */
export function withName(names: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  if (trimmed === '') return [...names];
  const known = names.some((existing) => existing.trim().toLowerCase() === trimmed.toLowerCase());
  return known ? [...names] : [...names, trimmed];
}

export interface QuizScore {
  correct: number;
  wrong: number;
  /** Unmarked answers (a long text with no valid answer) are left out of the score. */
  unmarked: number;
  /** What the score is out of: the marked answers. */
  total: number;
}

/** The score of a quiz's answers: Correct counts 1, Wrong 0. */
export function scoreOf(marks: readonly Mark[]): QuizScore {
  const count = (mark: Mark) => marks.filter((each) => each === mark).length;
  const unmarked = count(MARK.UNMARKED);
  return { correct: count(MARK.CORRECT), wrong: count(MARK.WRONG), unmarked, total: marks.length - unmarked };
}
