/**
 * PROVISIONAL (quiz-server branch): a minimal marker (exact text ignoring whitespace and case, numbers
 * within the tolerance, recall by title), replaced by quiz-model's marking.ts at merge.
 */
import { ANSWER_TYPE, MARK, NUMBER_TOLERANCE, RECALL_NODE_TYPE } from './constants';
import type { AnswerContent, MarkResult, Question, ValidAnswer } from './types';

const normal = (text: string) => text.replace(/\s+/g, '').toLowerCase();

function matches(given: string, answer: ValidAnswer): boolean {
  if (answer.format === 'text') return normal(given) === normal(answer.text);
  const value = Number(given);
  if (answer.format === 'number') return Math.abs(value - Number(answer.text)) <= NUMBER_TOLERANCE;
  return (
    (answer.from === undefined || value >= answer.from) && (answer.to === undefined || value <= answer.to)
  );
}

const markText = (given: string, answers: readonly ValidAnswer[]): MarkResult => {
  if (given.trim() === '') return { mark: MARK.UNMARKED };
  const valid = answers.filter((answer) => !answer.invalid);
  if (valid.length === 0) return { mark: MARK.UNMARKED };
  return { mark: valid.some((answer) => matches(given, answer)) ? MARK.CORRECT : MARK.WRONG };
};

export function markAnswer(
  question: Question,
  content: AnswerContent | null,
  nodeTitle: (nodeId: string) => string | undefined,
): MarkResult {
  if (content === null) return { mark: MARK.UNMARKED };
  if (question.answerType === ANSWER_TYPE.RECALL) {
    if (!Array.isArray(content)) return { mark: MARK.UNMARKED };
    const named = new Set(content.map(normal));
    const missedNodes = question.recall.nodes
      .filter((node) => node.type === RECALL_NODE_TYPE.REQUIRED)
      .map((node) => ({ id: node.nodeId, title: nodeTitle(node.nodeId) ?? '' }))
      .filter((node) => !named.has(normal(node.title)));
    return { mark: missedNodes.length === 0 ? MARK.CORRECT : MARK.WRONG, missedNodes };
  }
  if (question.answerType === ANSWER_TYPE.MULTIPLE_FIELDS) {
    if (typeof content !== 'object' || Array.isArray(content)) return { mark: MARK.UNMARKED };
    const fields = content as Record<string, string>;
    if (Object.values(fields).every((text) => text.trim() === '')) return { mark: MARK.UNMARKED };
    const expected = question.validAnswers.filter((answer) => answer.fieldId && !answer.invalid);
    const right = expected.every((answer) => matches(fields[answer.fieldId ?? ''] ?? '', answer));
    return { mark: right ? MARK.CORRECT : MARK.WRONG };
  }
  if (typeof content !== 'string') return { mark: MARK.UNMARKED };
  return markText(content, question.validAnswers);
}
