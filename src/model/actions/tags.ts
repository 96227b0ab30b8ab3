/** Creating, deleting, ordering and toggling tags (spec 2 section 4, Linking, grouping, tags). */
import type { MapDocument } from '../map/types';
import { NO_CHANGE } from './levels';
import { insertIndexed, isIndexOf, moveEntry, removeWhere } from './lists';
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
  ToggleNodeTagAction,
} from './types';

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
  const tags = removeWhere(map.tags, (tag) => tag.id === tagId);
  const [removed] = tags.removed;
  if (removed === undefined) return fail(MESSAGES.noTag(tagId));
  const nodeTags: NodeTagEntry[] = [];
  const nodes = map.nodes.map((node) => {
    if (!node.tags.includes(tagId)) return node;
    node.tags.forEach((id, index) => {
      if (id === tagId) nodeTags.push({ nodeId: node.id, index });
    });
    return { ...node, tags: node.tags.filter((id) => id !== tagId) };
  });
  return succeed(
    { ...map, tags: tags.kept, nodes },
    { type: 'restoreTag', tag: removed, nodeTags },
    { nodes: [...new Set(nodeTags.map((entry) => entry.nodeId))] },
  );
}

/** The inverse of deleteTag. */
export function restoreTag(map: MapDocument, action: RestoreTagAction): ActionResult {
  const { tag, nodeTags } = action;
  if (hasTag(map, tag.value.id)) return fail(MESSAGES.tagExists(tag.value.id));
  const missing = nodeTags.find((entry) => !map.nodes.some((node) => node.id === entry.nodeId));
  if (missing !== undefined) return fail(MESSAGES.noNode(missing.nodeId));
  const byNode = new Map<string, NodeTagEntry[]>();
  for (const entry of nodeTags) byNode.set(entry.nodeId, [...(byNode.get(entry.nodeId) ?? []), entry]);
  const nodes = map.nodes.map((node) => {
    const entries = byNode.get(node.id);
    if (entries === undefined) return node;
    const tags = insertIndexed(
      node.tags,
      entries.map(({ index }) => ({ index, value: tag.value.id })),
    );
    return { ...node, tags };
  });
  return succeed(
    { ...map, tags: insertIndexed(map.tags, [tag]), nodes },
    { type: 'deleteTag', tagId: tag.value.id },
    { nodes: [...byNode.keys()] },
  );
}

/** Adds the tag (at `index` when given) or, when the node has it, removes it. */
export function toggleNodeTag(map: MapDocument, action: ToggleNodeTagAction): ActionResult {
  const { nodeId, tagId, index } = action;
  if (!hasTag(map, tagId)) return fail(MESSAGES.noTag(tagId));
  return updateNode(map, nodeId, (node) => {
    const at = node.tags.indexOf(tagId);
    if (at >= 0)
      return {
        node: { ...node, tags: node.tags.filter((_, i) => i !== at) },
        inverse: { type: 'toggleNodeTag', nodeId, tagId, index: at },
      };
    const tags = insertIndexed(node.tags, [{ index: index ?? node.tags.length, value: tagId }]);
    return { node: { ...node, tags }, inverse: { type: 'toggleNodeTag', nodeId, tagId } };
  });
}

/** An invalid index is ignored: the map is returned unchanged with an inverse that changes nothing. */
export function moveTag(map: MapDocument, action: MoveTagAction): ActionResult {
  const { fromIndex, toIndex } = action;
  const { length } = map.tags;
  if (!isIndexOf(fromIndex, length) || !isIndexOf(toIndex, length)) return succeed(map, NO_CHANGE);
  return succeed(
    { ...map, tags: moveEntry(map.tags, fromIndex, toIndex) },
    { type: 'moveTag', fromIndex: toIndex, toIndex: fromIndex },
  );
}
