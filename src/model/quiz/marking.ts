/**
 * Marking an answer (spec 3 sections 4.4 and 5.3). The server marks each answer it is sent; the client's
 * mark is a preview. An empty answer is unmarked, and so is one to a question with nothing to mark it by
 * (no accepted answers, no recall nodes); content of the wrong shape for its type counts as empty.
 */
import { isRecord } from '../map/read';
import {
  ANSWER_SIMILARITY,
  ANSWER_TYPE,
  type AnswerSimilarity,
  MARK,
  type Mark,
  RECALL_NODE_TYPE,
  SIMILARITY_THRESHOLD,
  VALID_ANSWER_FORMAT,
} from './constants';
import { namesOf } from './content';
import { inRange, numbersEqual, parseAnswerNumber } from './numbers';
import { normaliseAnswerText, normalisedTextMatches, textMatches } from './similarity';
import type { AnswerContent, MarkResult, MissedNode, Question, ValidAnswer } from './types';
import { acceptedAnswers } from './validity';

/** A node's title by its id; undefined for a node the map no longer has. */
export type NodeTitle = (nodeId: string) => string | undefined;

export function markAnswer(
  question: Question,
  content: AnswerContent | null,
  nodeTitle: NodeTitle,
): MarkResult {
  switch (question.answerType) {
    case ANSWER_TYPE.MULTIPLE_CHOICE:
      return { mark: markChoice(question, textOf(content)) };
    case ANSWER_TYPE.RECALL:
      return markRecall(question, namesOf(content), nodeTitle);
    case ANSWER_TYPE.MULTIPLE_FIELDS:
      return { mark: markFields(question, isRecord(content) ? content : {}) };
    default:
      // Short text, long text and number: one text, accepted by any accepted answer.
      return {
        mark: markText(acceptedAnswers(question.validAnswers), textOf(content), question.answerSimilarity),
      };
  }
}

/** Whether a valid answer accepts this text, by its format: text at the similarity, a number, a range. */
export function accepts(valid: ValidAnswer, given: string, similarity: AnswerSimilarity): boolean {
  switch (valid.format) {
    case VALID_ANSWER_FORMAT.NUMBER: {
      const value = parseAnswerNumber(given);
      const expected = parseAnswerNumber(valid.text);
      return value !== undefined && expected !== undefined && numbersEqual(value, expected, valid.ndp);
    }
    case VALID_ANSWER_FORMAT.NUMBER_RANGE: {
      const value = parseAnswerNumber(given);
      return value !== undefined && inRange(value, valid.from, valid.to);
    }
    default:
      return textMatches(given, valid.text, similarity);
  }
}

function markText(accepted: readonly ValidAnswer[], given: string, similarity: AnswerSimilarity): Mark {
  if (isBlank(given) || accepted.length === 0) return MARK.UNMARKED;
  return accepted.some((valid) => accepts(valid, given, similarity)) ? MARK.CORRECT : MARK.WRONG;
}

/** The chosen option is its text: right when it is one of the accepted answers' (the others are wrong options). */
function markChoice(question: Question, chosen: string): Mark {
  return markText(acceptedAnswers(question.validAnswers), chosen, ANSWER_SIMILARITY.EXACT);
}

/**
 * Each field that has accepted answers must be filled and accepted by one of its own; the fields the
 * valid answers name no field for are not marked. All fields blank: unmarked.
 */
function markFields(question: Question, fields: Readonly<Record<string, unknown>>): Mark {
  const texts = Object.values(fields).filter((value): value is string => typeof value === 'string');
  if (texts.every(isBlank)) return MARK.UNMARKED;
  const byField = new Map<string, ValidAnswer[]>();
  for (const valid of acceptedAnswers(question.validAnswers)) {
    if (valid.fieldId === undefined) continue;
    byField.set(valid.fieldId, [...(byField.get(valid.fieldId) ?? []), valid]);
  }
  if (byField.size === 0) return MARK.UNMARKED;
  for (const [fieldId, accepted] of byField) {
    const given = fields[fieldId];
    if (typeof given !== 'string' || markText(accepted, given, question.answerSimilarity) !== MARK.CORRECT)
      return MARK.WRONG;
  }
  return MARK.CORRECT;
}

/**
 * Each typed name names every recall node whose title it matches, at the question's similarity but never
 * looser than close (a broad match among many titles would name nodes the learner did not mean). Nodes the
 * map no longer has, or without a title, cannot be named and are left out. Correct when no required node
 * was missed.
 */
function markRecall(question: Question, names: readonly string[], nodeTitle: NodeTitle): MarkResult {
  // Each name and title normalised once, and a name typed exactly found at once: a recall answer compares
  // every name with every title, most of them already right.
  const typed = new Set(names.map(normaliseAnswerText).filter((name) => name !== ''));
  const nodes = question.recall.nodes.flatMap((node) => {
    const title = nodeTitle(node.nodeId);
    const normalised = title === undefined ? '' : normaliseAnswerText(title);
    return normalised === '' ? [] : [{ ...node, title: title as string, normalised }];
  });
  if (typed.size === 0 || nodes.length === 0) return { mark: MARK.UNMARKED };
  const similarity = atLeastClose(question.answerSimilarity);
  const named = (title: string) =>
    typed.has(title) || [...typed].some((name) => normalisedTextMatches(name, title, similarity));
  const missedNodes: MissedNode[] = nodes
    .filter((node) => node.type === RECALL_NODE_TYPE.REQUIRED && !named(node.normalised))
    .map((node) => ({ id: node.nodeId, title: node.title }));
  return { mark: missedNodes.length === 0 ? MARK.CORRECT : MARK.WRONG, missedNodes };
}

function atLeastClose(similarity: AnswerSimilarity): AnswerSimilarity {
  const close = ANSWER_SIMILARITY.CLOSE;
  return SIMILARITY_THRESHOLD[similarity] >= SIMILARITY_THRESHOLD[close] ? similarity : close;
}

const isBlank = (text: string) => text.trim() === '';
const textOf = (content: AnswerContent | null): string => (typeof content === 'string' ? content : '');
