/**
 * Live edit's presence (DESIGN.md, Live edit): each member's PresenceState rides on y-websocket awareness
 * in the room `<mapId>-<sessionId>` at /collab, signed in by the session cookie. The server keeps a
 * member to their own user (a state naming anyone else closes the connection for good), so `self.userId`
 * must be the signed-in user's id. Framework-free: the screen (ui/live/usePresence.ts) subscribes with `onChange`.
 */
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { PresenceMember, PresenceState } from '../../model/live/presence';
import { readPresenceState } from '../../model/live/presenceCheck';

/** The collaboration channel's path on this server (server/realtime/collab.ts). */
export const COLLAB_PATH = '/collab';

export interface JoinPresenceOptions {
  mapId: string;
  sessionId: string;
  /** What this member shows the others; change it later with `update`. */
  self: PresenceState;
  /** The channel's URL (ws: or wss:, without the room); by default /collab on the page's own host. */
  url?: string;
  /** A WebSocket class to connect with where the platform has none of its own (Node). */
  WebSocketPolyfill?: typeof WebSocket;
}

export interface Presence {
  /** Changes what this member shows (e.g. the current node and the selection). */
  update(partial: Partial<PresenceState>): void;
  /** The other connections in the room, one entry each (one user in two tabs is two members). */
  members(): PresenceMember[];
  /** Called with the members each time one joins, changes or leaves; returns the unsubscribe. */
  onChange(listener: (members: PresenceMember[]) => void): () => void;
  /** Leaves the room: the others see this member go at once. */
  destroy(): void;
}

/** /collab on the host the page came from, over wss: when the page is https:. */
export function collabUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${COLLAB_PATH}`;
}

/** What y-protocols' awareness tells of a change: the client ids it touched. */
interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}

export function joinPresence(options: JoinPresenceOptions): Presence {
  const { mapId, sessionId, self } = options;
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(options.url ?? collabUrl(), `${mapId}-${sessionId}`, doc, {
    // Another tab of this browser is another member, reached through the server like everyone else.
    disableBc: true,
    ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
  });
  const { awareness } = provider;
  awareness.setLocalState(self);

  // The others as last read, by client: a change re-reads (and checks) only the members it names, so a
  // room of N members costs each change N, not N checks.
  const known = new Map<number, PresenceMember>();
  const read = (clientId: number) => {
    const presence =
      clientId === doc.clientID ? null : readPresenceState(awareness.getStates().get(clientId));
    if (presence) known.set(clientId, { ...presence, clientId });
    else known.delete(clientId);
  };
  const members = (): PresenceMember[] => [...known.values()];
  const onAwareness = ({ added, updated, removed }: AwarenessChange) => {
    for (const clientId of [...added, ...updated, ...removed]) read(clientId);
  };
  awareness.on('change', onAwareness);

  return {
    update(partial) {
      const current = readPresenceState(awareness.getLocalState()) ?? self;
      awareness.setLocalState({ ...current, ...partial });
    },
    members,
    onChange(listener) {
      const changed = () => listener(members());
      awareness.on('change', changed);
      return () => awareness.off('change', changed);
    },
    destroy() {
      awareness.off('change', onAwareness);
      provider.destroy();
      doc.destroy();
    },
  };
}
