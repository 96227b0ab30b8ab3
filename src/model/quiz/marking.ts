/** PROVISIONAL STUB (replaced at merge by the model helper's marking.ts): recall by exact titles only. */
import { ANSWER_TYPE, MARK, RECALL_NODE_TYPE } from './constants';
import type { AnswerContent, MarkResult, Question } from './types';

const plain = (text: string) => text.toLowerCase().replace(/\s+/g, '');

export function markAnswer(
  question: Question,
  content: AnswerContent | null,
  nodeTitle: (nodeId: string) => string | undefined,
): MarkResult {
  if (question.answerType !== ANSWER_TYPE.RECALL || !Array.isArray(content) || content.length === 0)
    return { mark: MARK.UNMARKED };
  const names = new Set(content.map(plain));
  const missedNodes = question.recall.nodes
    .filter((node) => node.type === RECALL_NODE_TYPE.REQUIRED)
    .map((node) => ({ id: node.nodeId, title: nodeTitle(node.nodeId) ?? '' }))
    .filter((node) => !names.has(plain(node.title)));
  return { mark: missedNodes.length === 0 ? MARK.CORRECT : MARK.WRONG, missedNodes };
}
