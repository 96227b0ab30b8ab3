/**
 * The tags panel's filter (spec 2 section 3, user setting allSelectedTagsRequired): the nodes having the
 * chosen tags, any of them, or every one of them when all are required. No tags chosen: no nodes.
 */

import type { ReadonlyList } from '../map/entityList';
import type { MapNode } from '../map/node';

export function nodesWithTags(
  nodes: ReadonlyList<MapNode>,
  tagIds: readonly string[],
  allRequired: boolean,
): MapNode[] {
  if (tagIds.length === 0) return [];
  return nodes.filter((node) =>
    allRequired
      ? tagIds.every((tagId) => node.tags.includes(tagId))
      : tagIds.some((tagId) => node.tags.includes(tagId)),
  );
}
