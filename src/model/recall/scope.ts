/**
 * Which nodes a recall session asks for (issue 27), and the result of naming some of them: one rule for
 * the screen and the server, which recomputes a result from the stored map rather than trusting titles
 * sent to it. Nodes without a title cannot be named and are never asked for.
 */
import { nodesWithAnyTag } from '../courses/items';
import { recallItemsOf } from '../courses/outline';
import type { MapDocument } from '../map/types';
import { recallKey } from './keys';
import { RECALL_MESSAGES } from './messages';
import type { RecallDetails, RecallNode, RecallScope, RecallSummary } from './types';

type RecallSource = Pick<MapDocument, 'nodes' | 'levels' | 'courseItems'>;

export type RecallNodesResult = { ok: true; nodes: RecallNode[] } | { ok: false; error: string };

/** The scope's nodes with a title, in the map's order; a level or item the map lacks is refused. */
export function recallNodesOf(map: RecallSource, scope: RecallScope): RecallNodesResult {
  switch (scope.kind) {
    case 'level': {
      if (!map.levels.some((level) => level.id === scope.levelId))
        return { ok: false, error: RECALL_MESSAGES.levelNotFound };
      const onLevel = map.nodes.filter((node) => node.levels.some((at) => at.levelId === scope.levelId));
      return { ok: true, nodes: titled(onLevel) };
    }
    case 'item': {
      const item = recallItemsOf(map).find((each) => each.id === scope.itemId);
      if (!item) return { ok: false, error: RECALL_MESSAGES.itemNotFound };
      return { ok: true, nodes: titled(nodesWithAnyTag(map.nodes, item.tags)) };
    }
    default:
      return { ok: true, nodes: titled(map.nodes) };
  }
}

function titled(nodes: Iterable<{ readonly id: string; readonly title: string }>): RecallNode[] {
  const named: RecallNode[] = [];
  for (const { id, title } of nodes) if (recallKey(title) !== '') named.push({ id, title });
  return named;
}

export type RecallOutcome =
  | { ok: true; summary: RecallSummary; details: RecallDetails }
  | { ok: false; error: string };

/** The nodes recalled and missed, in the scope's order; a recalled id outside the scope is refused. */
export function recallResultDetails(
  available: readonly RecallNode[],
  recalledIds: readonly string[],
  scope: RecallScope,
): RecallOutcome {
  const availableIds = new Set(available.map((node) => node.id));
  const outside = recalledIds.find((id) => !availableIds.has(id));
  if (outside !== undefined) return { ok: false, error: RECALL_MESSAGES.notInScope(outside) };
  const recalled = new Set(recalledIds);
  const recalledNodes = available.filter((node) => recalled.has(node.id));
  const missedNodes = available.filter((node) => !recalled.has(node.id));
  return {
    ok: true,
    summary: { matches: recalledNodes.length, available: available.length },
    details: {
      recalledNodes,
      missedNodes,
      restrictToLevelId: scope.kind === 'level' ? scope.levelId : null,
    },
  };
}
