/**
 * Node linking (spec 2 section 4, Linking): the user starts linking from a node, then each node they select
 * gets a connection from it; cancelling ends it. A link ends linking, except a group link, which restarts
 * it from the same node so a group is gathered one selection after another.
 */
import { CONNECTION_TYPE, type ConnectionType } from '../map/constants';

export type NodeLinking = { status: 'idle' } | { status: 'linking'; fromId: string; type: ConnectionType };

export const NOT_LINKING: NodeLinking = { status: 'idle' };

export interface Link {
  from: string;
  to: string;
  type: ConnectionType;
}

export function startLinking(fromId: string, type: ConnectionType): NodeLinking {
  return { status: 'linking', fromId, type };
}

/**
 * Selecting `nodeId` while linking: the link to make (none while idle or for the start node itself) and
 * the linking state after it.
 */
export function selectWhileLinking(
  linking: NodeLinking,
  nodeId: string,
): { link: Link | null; next: NodeLinking } {
  if (linking.status === 'idle' || nodeId === linking.fromId) return { link: null, next: linking };
  const link = { from: linking.fromId, to: nodeId, type: linking.type };
  return { link, next: linking.type === CONNECTION_TYPE.GROUP ? linking : NOT_LINKING };
}
