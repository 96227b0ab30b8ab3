/** New nodes and connections for commands, with every field the spec defaults. */
import type { Position } from '../map/bounds';
import type { Connection } from '../map/connection';
import type { ConnectionType } from '../map/constants';
import { loadConnection } from '../map/loadConnection';
import { loadNode } from '../map/loadNode';
import type { MapNode } from '../map/node';

export interface NewNode {
  id: string;
  title: string;
  levelId: number;
  position: Position;
}

export function newNodeAt({ id, title, levelId, position }: NewNode): MapNode {
  return loadNode({ id, title, levels: [{ levelId, position }] });
}

export interface NewConnection {
  id: string;
  from: string;
  to: string;
  type: ConnectionType;
  levelId: number;
}

export function newConnection(fields: NewConnection): Connection {
  return loadConnection({ ...fields });
}
