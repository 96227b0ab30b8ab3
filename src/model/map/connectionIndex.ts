/**
 * Connections by id and by the nodes they join, for maps of tens of thousands: an edit finds what it
 * needs without scanning the list. The index follows each new version of the list through the entries
 * that differ (`listMirror.ts`); what it answers is only valid until the next call with another list.
 */
import type { Connection } from './connection';
import { ListMirror } from './listMirror';

class ConnectionIndex {
  readonly byId = new Map<string, Connection>();
  readonly byNode = new Map<string, Set<Connection>>();
  readonly mirror = new ListMirror<Connection>({
    clear: () => {
      this.byId.clear();
      this.byNode.clear();
    },
    add: (connection) => {
      this.byId.set(connection.id, connection);
      this.atNode(connection.from).add(connection);
      this.atNode(connection.to).add(connection);
    },
    remove: (connection) => {
      if (this.byId.get(connection.id) === connection) this.byId.delete(connection.id);
      this.byNode.get(connection.from)?.delete(connection);
      this.byNode.get(connection.to)?.delete(connection);
    },
  });

  private atNode(nodeId: string): Set<Connection> {
    let set = this.byNode.get(nodeId);
    if (set === undefined) {
      set = new Set();
      this.byNode.set(nodeId, set);
    }
    return set;
  }
}

/** One index, following whichever list was asked about last. */
const index = new ConnectionIndex();

function following(connections: readonly Connection[]): ConnectionIndex {
  index.mirror.follow(connections);
  return index;
}
const NONE: ReadonlySet<Connection> = new Set();

export function connectionById(connections: readonly Connection[], id: string): Connection | undefined {
  return following(connections).byId.get(id);
}

/** The connections from or to a node (read it before asking about another list). */
export function connectionsAt(connections: readonly Connection[], nodeId: string): ReadonlySet<Connection> {
  return following(connections).byNode.get(nodeId) ?? NONE;
}
