/** Finding the entity an action names, or the refusal when it is missing. */

import type { Connection } from '../map/connection';
import type { MapNode } from '../map/node';
import type { MapDocument } from '../map/types';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail } from './result';
import type { ActionFailure } from './types';

export type Found<T> = { ok: true; value: T } | ActionFailure;

export function findNode(map: MapDocument, nodeId: string): Found<MapNode> {
  const value = map.nodes.get(nodeId);
  return value === undefined ? fail(MESSAGES.noNode(nodeId)) : { ok: true, value };
}

export function findConnection(map: MapDocument, connectionId: string): Found<Connection> {
  const value = map.connections.get(connectionId);
  return value === undefined ? fail(MESSAGES.noConnection(connectionId)) : { ok: true, value };
}

export function hasLevel(map: Pick<MapDocument, 'levels'>, levelId: number): boolean {
  return map.levels.some((level) => level.id === levelId);
}

export function isOnLevel(node: MapNode, levelId: number): boolean {
  return node.levels.some((level) => level.levelId === levelId);
}
