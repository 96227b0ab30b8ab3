/** Creating, deleting and restoring connections (spec 2 sections 4 and 5). */

import type { Connection } from '../map/connection';
import {
  CONNECTION_TYPE,
  CONNECTION_TYPES,
  RELEVANCE_MAX,
  RELEVANCE_MIN,
  STRENGTH_MAX,
  STRENGTH_MIN,
} from '../map/constants';
import type { MapDocument } from '../map/types';
import { effectiveType, findEquivalent, findTruthConnection, normaliseForType } from './connectionRules';
import { entityId, leaveOut } from './lists';
import { findNode, hasLevel, isOnLevel } from './lookup';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { isStrength } from './nodeFields';
import { fail, succeed } from './result';
import type {
  ActionResult,
  Anchored,
  CreateConnectionAction,
  DeleteConnectionsAction,
  RestoreConnectionsAction,
} from './types';

export function isRelevance(value: number): boolean {
  return Number.isFinite(value) && value >= RELEVANCE_MIN && value <= RELEVANCE_MAX;
}

/**
 * Refused when an equivalent connection exists, or for a truth connection when the pair already has
 * one. Attributes the type does not allow are dropped rather than refused, as on a type change.
 */
export function createConnection(map: MapDocument, action: CreateConnectionAction): ActionResult {
  const given = action.connection;
  const problem = findEndpointProblem(map, given);
  if (problem !== undefined) return fail(problem);
  if (!CONNECTION_TYPES.includes(given.type)) return fail(MESSAGES.unknownConnectionType(given.type));
  if (!isStrength(given.strength)) return fail(MESSAGES.strengthOutOfRange(STRENGTH_MIN, STRENGTH_MAX));
  if (!isRelevance(given.relevance)) return fail(MESSAGES.relevanceOutOfRange(RELEVANCE_MIN, RELEVANCE_MAX));

  const connection = normaliseForType(given, effectiveType(given.type, given.strength));
  const ruleProblem = findRuleProblem(map, connection);
  if (ruleProblem !== undefined) return fail(ruleProblem);
  return succeed(
    { ...map, connections: map.connections.appended(connection) },
    { type: 'deleteConnections', connectionIds: [connection.id] },
    { connections: [connection.id] },
  );
}

function findEndpointProblem(map: MapDocument, connection: Connection): string | undefined {
  if (map.connections.has(connection.id)) return MESSAGES.connectionExists(connection.id);
  if (connection.from === connection.to) return MESSAGES.selfConnection;
  if (!hasLevel(map, connection.levelId)) return MESSAGES.noLevel(connection.levelId);
  for (const nodeId of [connection.from, connection.to]) {
    const found = findNode(map, nodeId);
    if (!found.ok) return found.error;
    if (!isOnLevel(found.value, connection.levelId))
      return MESSAGES.nodeNotOnLevel(nodeId, connection.levelId);
  }
  return undefined;
}

/** The equivalence and truth rules a connection of its (final) type must meet; shared with type change. */
export function findRuleProblem(map: MapDocument, connection: Connection): string | undefined {
  if (findEquivalent(map, connection) !== undefined) return MESSAGES.equivalentConnection;
  if (connection.type === CONNECTION_TYPE.TRUTH && findTruthConnection(map, connection) !== undefined)
    return MESSAGES.truthConnectionExists;
  return undefined;
}

export function deleteConnections(map: MapDocument, action: DeleteConnectionsAction): ActionResult {
  const missing = action.connectionIds.find((id) => !map.connections.has(id));
  if (missing !== undefined) return fail(MESSAGES.noConnection(missing));
  const { kept, removed } = map.connections.removed(action.connectionIds);
  return succeed(
    { ...map, connections: kept },
    { type: 'restoreConnections', connections: removed },
    { connections: removed.map(({ value }) => value.id) },
  );
}

/**
 * The inverse of deleteConnections: back after their anchors, exactly as they were; those whose end or
 * level another writer deleted meanwhile are left out.
 */
export function restoreConnections(map: MapDocument, action: RestoreConnectionsAction): ActionResult {
  const clash = action.connections.find(({ value }) => map.connections.has(value.id));
  if (clash !== undefined) return fail(MESSAGES.connectionExists(clash.value.id));
  const connections = keepLiveConnections(map, action.connections);
  const ids = connections.map(({ value }) => value.id);
  return succeed(
    { ...map, connections: map.connections.inserted(connections) },
    { type: 'deleteConnections', connectionIds: ids },
    { connections: ids },
  );
}

/**
 * The connections a restore can put back on this map: both ends there and on the connection's level
 * (which a node is only on when the level exists). Others were cut off by another writer's deletion.
 */
export function keepLiveConnections(
  map: MapDocument,
  connections: readonly Anchored<Connection>[],
): Anchored<Connection>[] {
  const onLevel = (nodeId: string, levelId: number) => {
    const node = map.nodes.get(nodeId);
    return node !== undefined && isOnLevel(node, levelId);
  };
  return leaveOut(
    connections,
    entityId,
    (connection) =>
      onLevel(connection.from, connection.levelId) && onLevel(connection.to, connection.levelId),
  );
}
