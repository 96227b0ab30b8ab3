/**
 * Which nodes the map's recall questions name, read as `../quiz/load.ts` reads them (legacy forms
 * included). Deleting such a node is refused, as deleting a node a presentation uses is
 * (./presentationUsage.ts): the question would ask for a node the map no longer has.
 */
import type { MapDocument } from '../map/types';
import { ANSWER_TYPE } from '../quiz/constants';
import { loadQuestion } from '../quiz/load';

export function nodesUsedInQuestions(map: MapDocument, nodeIds: readonly string[]): string[] {
  const wanted = new Set(nodeIds);
  const used = new Set<string>();
  for (const stored of map.questions) {
    const question = loadQuestion(stored);
    if (question.answerType !== ANSWER_TYPE.RECALL) continue;
    for (const { nodeId } of question.recall.nodes) if (wanted.has(nodeId)) used.add(nodeId);
  }
  return nodeIds.filter((id) => used.has(id));
}
