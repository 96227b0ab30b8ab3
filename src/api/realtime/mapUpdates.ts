/**
 * Newer saved versions of an open map (issue 24): the editor's socket follows the map on the realtime
 * channel and hears `mapUpdated` whenever its stored version moves on, whoever saved it.
 */
import type { MapUpdate } from '../../model/live/protocol';
import { followingSocket } from './remoteStatus';

/** The update a payload carries for this map, or null: payloads are read field by field. */
export function mapUpdateOf(mapId: string, payload: unknown): MapUpdate | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { mapId: id, version, updated } = payload as Record<string, unknown>;
  if (id !== mapId || typeof version !== 'number' || typeof updated !== 'string') return null;
  return { mapId, version, updated };
}

/**
 * Follows the map until the returned function closes the socket; reconnects after a lost connection.
 * `onFollowing` hears whether the map is followed now (updates reach it).
 */
export function watchMapUpdates(
  mapId: string,
  onUpdate: (update: MapUpdate) => void,
  onFollowing: (following: boolean) => void = () => {},
): () => void {
  const socket = followingSocket(mapId, { reconnection: true }, onFollowing);
  socket.on('mapUpdated', (payload: unknown) => {
    const update = mapUpdateOf(mapId, payload);
    if (update) onUpdate(update);
  });
  return () => {
    socket.removeAllListeners();
    socket.close();
  };
}
