/**
 * What the answering view shows of the answers beside their content (../../model/quiz/content.ts), pure:
 * the recall nodes named and still hidden, and the score.
 */
import { MARK, type Mark, RECALL_NODE_TYPE } from '../../model/quiz/constants';
import { isEmptyContent, recallNodeIds } from '../../model/quiz/content';
import { markAnswer } from '../../model/quiz/marking';
import type { Question } from '../../model/quiz/types';

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
