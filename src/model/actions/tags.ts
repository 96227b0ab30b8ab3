/** Creating, deleting, ordering and toggling tags (spec 2 section 4, Linking, grouping, tags). */
import type { MapDocument } from '../map/types';
import { NO_CHANGE } from './levels';
import { anchorOf, entityId, insertAnchored, moveAnchored, removeAnchored } from './lists';
import { findNode } from './lookup';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { updateNode } from './nodeUpdate';
import { fail, succeed } from './result';
import type {
  ActionResult,
  CreateTagAction,
  DeleteTagAction,
  MoveTagAction,
  NodeTagEntry,
  RestoreTagAction,
  SetNodeTagAction,
} from './types';

const tagIdOf = (tagId: string) => tagId;

function hasTag(map: MapDocument, tagId: string): boolean {
  return map.tags.some((tag) => tag.id === tagId);
}

export function createTag(map: MapDocument, action: CreateTagAction): ActionResult {
  if (hasTag(map, action.tag.id)) return fail(MESSAGES.tagExists(action.tag.id));
  return succeed({ ...map, tags: [...map.tags, action.tag] }, { type: 'deleteTag', tagId: action.tag.id });
}

/** Removes the tag and takes it off every node that has it. */
export function deleteTag(map: MapDocument, action: DeleteTagAction): ActionResult {
  const { tagId } = action;
  const tags = removeAnchored(map.tags, entityId, (tag) => tag.id === tagId);
  const [removed] = tags.removed;
  if (removed === undefined) return fail(MESSAGES.noTag(tagId));
  const nodeTags: NodeTagEntry[] = [];
  const nodes = map.nodes.updated((node) => {
    if (!node.tags.includes(tagId)) return node;
    const { kept, removed: uses } = removeAnchored(node.tags, tagIdOf, (id) => id === tagId);
    for (const { after } of uses) nodeTags.push({ nodeId: node.id, after });
    return { ...node, tags: kept };
  });
  return succeed(
    { ...map, tags: tags.kept, nodes },
    { type: 'restoreTag', tag: removed, nodeTags },
    { nodes: [...new Set(nodeTags.map((entry) => entry.nodeId))] },
  );
}

/** The inverse of deleteTag; nodes another writer deleted meanwhile are left out. */
export function restoreTag(map: MapDocument, action: RestoreTagAction): ActionResult {
  const { tag, nodeTags } = action;
  if (hasTag(map, tag.value.id)) return fail(MESSAGES.tagExists(tag.value.id));
  const byNode = new Map<string, NodeTagEntry[]>();
  for (const entry of nodeTags) byNode.set(entry.nodeId, [...(byNode.get(entry.nodeId) ?? []), entry]);
  const tagged: string[] = [];
  const nodes = map.nodes.updated((node) => {
    const entries = byNode.get(node.id);
    if (entries === undefined) return node;
    tagged.push(node.id);
    const uses = entries.map(({ after }) => ({ value: tag.value.id, after }));
    return { ...node, tags: insertAnchored(node.tags, tagIdOf, uses) };
  });
  return succeed(
    { ...map, tags: insertAnchored(map.tags, entityId, [tag]), nodes },
    { type: 'deleteTag', tagId: tag.value.id },
    { nodes: tagged },
  );
}

/** Puts the tag on the node after `after`, or takes it off; a node already as asked is left alone. */
export function setNodeTag(map: MapDocument, action: SetNodeTagAction): ActionResult {
  const { nodeId, tagId, tagged, after } = action;
  if (tagged && !hasTag(map, tagId)) return fail(MESSAGES.noTag(tagId));
  const found = findNode(map, nodeId);
  if (!found.ok) return found;
  if (found.value.tags.includes(tagId) === tagged) return succeed(map, NO_CHANGE);
  return updateNode(map, nodeId, (node) => {
    if (!tagged) {
      const { kept, removed } = removeAnchored(node.tags, tagIdOf, (id) => id === tagId);
      const anchor = removed[0]?.after ?? null;
      return {
        node: { ...node, tags: kept },
        inverse: { type: 'setNodeTag', nodeId, tagId, tagged: true, after: anchor },
      };
    }
    const tags =
      after === undefined
        ? [...node.tags, tagId]
        : insertAnchored(node.tags, tagIdOf, [{ value: tagId, after }]);
    return { node: { ...node, tags }, inverse: { type: 'setNodeTag', nodeId, tagId, tagged: false } };
  });
}

/**
 * A tag the map lacks (another writer deleted it), or a move that leaves the order as it is, changes
 * nothing: the map is returned unchanged with an inverse that changes nothing.
 */
export function moveTag(map: MapDocument, action: MoveTagAction): ActionResult {
  const { tagId, after } = action;
  const tags = moveAnchored(map.tags, entityId, tagId, after);
  const before = anchorOf(map.tags, entityId, tagId);
  if (tags === null || before === undefined) return succeed(map, NO_CHANGE);
  return succeed({ ...map, tags }, { type: 'moveTag', tagId, after: before });
}
