/** Finding the entity an action names, or the refusal when it is missing. */

import type { Connection } from '../map/connection';
import type { MapNode } from '../map/node';
import type { MapDocument } from '../map/types';
import { indexOfId } from './idIndex';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail } from './result';
import type { ActionFailure } from './types';

export type Found<T> = { ok: true; index: number; value: T } | ActionFailure;

export function findNode(map: MapDocument, nodeId: string): Found<MapNode> {
  const index = indexOfId(map.nodes, nodeId);
  const value = map.nodes[index];
  return value === undefined ? fail(MESSAGES.noNode(nodeId)) : { ok: true, index, value };
}

export function findConnection(map: MapDocument, connectionId: string): Found<Connection> {
  const index = indexOfId(map.connections, connectionId);
  const value = map.connections[index];
  return value === undefined ? fail(MESSAGES.noConnection(connectionId)) : { ok: true, index, value };
}

export function hasLevel(map: Pick<MapDocument, 'levels'>, levelId: number): boolean {
  return map.levels.some((level) => level.id === levelId);
}

export function isOnLevel(node: MapNode, levelId: number): boolean {
  return node.levels.some((level) => level.levelId === levelId);
}
