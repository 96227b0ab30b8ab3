/** Replacing one node through an edit that may refuse: the shared shape of the node field actions. */

import type { MapNode } from '../map/node';
import type { MapDocument } from '../map/types';
import { findNode } from './lookup';
import { succeed } from './result';
import type { ActionFailure, ActionResult, DocumentAction } from './types';

export type NodeEdit = { node: MapNode; inverse: DocumentAction } | ActionFailure;

export function updateNode(
  map: MapDocument,
  nodeId: string,
  edit: (node: MapNode) => NodeEdit,
): ActionResult {
  const found = findNode(map, nodeId);
  if (!found.ok) return found;
  const result = edit(found.value);
  if ('ok' in result) return result;
  return succeed({ ...map, nodes: map.nodes.replaced(result.node) }, result.inverse, {
    nodes: [nodeId],
  });
}
