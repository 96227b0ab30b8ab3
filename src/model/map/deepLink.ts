/**
 * Deep links (spec 2 section 2): the query parameters nodeId and levelId on a map link name the level
 * to show and the node to go to. Ids the map does not hold are reported, not followed.
 */
import type { MapDocument } from './types';

export const DEEP_LINK_MESSAGES = {
  noNode: (id: string) => `The linked node '${id}' is not in this map.`,
  noLevel: (id: string) => `The linked level '${id}' is not in this map.`,
} as const;

export interface DeepLink {
  /** The level to show first; absent when the link names none or one the map lacks. */
  levelId?: number;
  /** The node to go to, shown on `levelId` when it is there and else on a level of its own. */
  nodeId?: string;
  problems: string[];
}

export function resolveDeepLink(
  map: Pick<MapDocument, 'nodes' | 'levels'>,
  params: { nodeId?: string | null; levelId?: string | null },
): DeepLink {
  const link: DeepLink = { problems: [] };
  const { nodeId, levelId } = params;
  if (levelId) {
    const level = map.levels.find((candidate) => String(candidate.id) === levelId.trim());
    if (level) link.levelId = level.id;
    else link.problems.push(DEEP_LINK_MESSAGES.noLevel(levelId));
  }
  if (nodeId) {
    if (map.nodes.some((node) => node.id === nodeId)) link.nodeId = nodeId;
    else link.problems.push(DEEP_LINK_MESSAGES.noNode(nodeId));
  }
  return link;
}
