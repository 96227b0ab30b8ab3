/**
 * The live connection as the About dialog shows it (spec 3 section 2.5): a socket.io client of the
 * realtime channel (/smartremote, websocket only, the session cookie signs it in), following one map
 * to hear its `mapStatus` (how many users are on it).
 */
import { io, type Socket } from 'socket.io-client';

/** The channel's path on this server (server/realtime/smartRemote.ts). */
export const SMART_REMOTE_PATH = '/smartremote';

/** The server's answer to following a map: done, or why not (server/realtime/remoteEvents.ts). */
export type FollowAnswer = { ok: true } | { ok: false; code: string; message: string };

export interface FollowingSocketOptions {
  reconnection: boolean;
  /** The server, where it is not the page's own (a client outside the browser). */
  url?: string;
  /** Headers a browser would send on the upgrade itself (its cookies and origin), for such a client. */
  extraHeaders?: Record<string, string>;
}

/**
 * A socket of the channel that follows `mapId` (when given) on each connection, a reconnection included:
 * the server forgets what a lost socket followed. `onFollowing` hears whether the server let it follow,
 * with its answer.
 */
export function followingSocket(
  mapId: string | null,
  { url, extraHeaders, ...options }: FollowingSocketOptions,
  onFollowing?: (following: boolean, answer?: FollowAnswer) => void,
): Socket {
  const settings = {
    path: SMART_REMOTE_PATH,
    transports: ['websocket'],
    ...options,
    ...(extraHeaders && { extraHeaders }),
  };
  const socket = url ? io(url, settings) : io(settings);
  socket.on('connect', () => {
    if (mapId)
      socket.emit('map', { mapId }, (answer?: FollowAnswer) => onFollowing?.(answer?.ok === true, answer));
  });
  socket.on('disconnect', () => onFollowing?.(false));
  return socket;
}

export interface RemoteStatus {
  connected: boolean;
  /** The followed map and its user count, once the server told them; null before or without a map. */
  map: { mapId: string; userCount: number } | null;
}

export const DISCONNECTED: RemoteStatus = { connected: false, map: null };

/**
 * Connects and reports each change of status until the returned function closes the socket. A refused
 * connection (signed out, another site) and a map the user may not see both read honestly: Disconnected,
 * or no map status.
 */
export function watchRemoteStatus(
  mapId: string | null,
  onStatus: (status: RemoteStatus) => void,
): () => void {
  const socket = followingSocket(mapId, { reconnection: false });
  let status = DISCONNECTED;
  const report = (next: RemoteStatus) => {
    status = next;
    onStatus(next);
  };
  socket.on('connect', () => report({ connected: true, map: status.map }));
  socket.on('mapStatus', (payload: { mapId?: unknown; userCount?: unknown }) => {
    if (!mapId || payload.mapId !== mapId || typeof payload.userCount !== 'number') return;
    report({ connected: status.connected, map: { mapId, userCount: payload.userCount } });
  });
  socket.on('disconnect', () => report(DISCONNECTED));
  socket.on('connect_error', () => report(DISCONNECTED));
  return () => {
    socket.removeAllListeners();
    socket.close();
  };
}
