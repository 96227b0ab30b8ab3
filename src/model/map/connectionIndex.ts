/**
 * Connections by the nodes they join, for maps of tens of thousands: an edit finds what it needs without
 * scanning the list (by id, the list answers itself: `EntityList.get`). The index follows each new
 * version of the list through the entries that differ (`listMirror.ts`); what it answers is only valid
 * until the next call with another list.
 */
import type { Connection } from './connection';
import type { EntityList } from './entityList';
import { ListMirror } from './listMirror';

class ConnectionsByNode {
  readonly byNode = new Map<string, Set<Connection>>();
  readonly mirror = new ListMirror<Connection>({
    clear: () => this.byNode.clear(),
    add: (connection) => {
      this.atNode(connection.from).add(connection);
      this.atNode(connection.to).add(connection);
    },
    remove: (connection) => {
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
const index = new ConnectionsByNode();
const NONE: ReadonlySet<Connection> = new Set();

/** The connections from or to a node (read it before asking about another list). */
export function connectionsAt(connections: EntityList<Connection>, nodeId: string): ReadonlySet<Connection> {
  index.mirror.follow(connections);
  return index.byNode.get(nodeId) ?? NONE;
}
