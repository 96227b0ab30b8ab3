/**
 * The adjoining nodes panel's list: the other ends of a node's connections on a level, incoming and
 * outgoing, with the connection's type. Group connections only tie a neighbourhood together and are
 * never drawn, so they are left out.
 */
import { CONNECTION_TYPE, type ConnectionType } from '../map/constants';
import type { MapDocument } from '../map/types';

export interface AdjoiningNode {
  connectionId: string;
  nodeId: string;
  title: string;
  type: ConnectionType;
}

export interface AdjoiningNodes {
  /** Connections to the node: their `from` ends. */
  incoming: AdjoiningNode[];
  /** Connections from the node: their `to` ends. */
  outgoing: AdjoiningNode[];
}

export function adjoiningNodes(
  map: Pick<MapDocument, 'nodes' | 'connections'>,
  nodeId: string,
  levelId: number,
): AdjoiningNodes {
  const titles = new Map(map.nodes.map((node) => [node.id, node.title]));
  const incoming: AdjoiningNode[] = [];
  const outgoing: AdjoiningNode[] = [];
  for (const connection of map.connections) {
    if (connection.levelId !== levelId || connection.type === CONNECTION_TYPE.GROUP) continue;
    const { id, type } = connection;
    if (connection.to === nodeId) {
      const title = titles.get(connection.from);
      if (title !== undefined) incoming.push({ connectionId: id, nodeId: connection.from, title, type });
    }
    if (connection.from === nodeId) {
      const title = titles.get(connection.to);
      if (title !== undefined) outgoing.push({ connectionId: id, nodeId: connection.to, title, type });
    }
  }
  return { incoming, outgoing };
}
