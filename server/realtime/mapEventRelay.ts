/**
 * The map hub's news on the realtime socket (issue 24): a newer stored version reaches every socket that
 * follows the map (`mapUpdated`, through the adapter to every process), and a user whose right to see the
 * map went leaves its rooms, the map's and its live session's (so the session's members hear `leave`),
 * on every process, and a live session they started ends; a deleted map's live session ends on every
 * process.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveSessions } from '../live/liveSessions.ts';
import type { MapEvents } from '../maps/mapEvents.ts';
import { leaveLiveSession } from './liveEvents.ts';
import { type RemoteRooms, roomOf, unfollowMap } from './remoteEvents.ts';

export function relayMapEvents(
  rooms: RemoteRooms,
  live: LiveSessions | undefined,
  mapEvents: MapEvents,
  scaledOut: boolean,
  log: FastifyBaseLogger,
): () => void {
  const { io } = rooms;
  const warn = (error: unknown) => log.warn({ err: error }, 'smartremote: dropping a revoked member failed');

  /** This process's sockets of the user leave the map's rooms. */
  const dropHere = (mapId: string, userId: string) => {
    for (const socket of io.of('/').sockets.values()) {
      if (socket.data.viewerId !== userId) continue;
      if (socket.data.mapId === mapId) unfollowMap(rooms, socket).catch(warn);
      if (live && socket.data.liveMapId === mapId) leaveLiveSession(socket, live).catch(warn);
    }
  };
  io.on('accessRevoked', dropHere);

  const unsubscribe = [
    mapEvents.on('updated', ({ mapId, version, updated }) => {
      io.to(roomOf(mapId)).emit('mapUpdated', { mapId, version, updated });
    }),
    mapEvents.on('accessRevoked', ({ mapId, userId }) => {
      dropHere(mapId, userId);
      // A session whose owner lost the map ends (saved in the map owner's name): nobody else may stop it.
      live?.accessRevoked(mapId, userId).catch(warn);
      if (scaledOut) io.serverSideEmit('accessRevoked', mapId, userId);
    }),
    // Its live session went with the map: every process that holds it ends it for its members.
    mapEvents.on('deleted', ({ mapId }) => {
      live?.refresh(mapId).catch(warn);
      if (scaledOut) io.serverSideEmit('liveChanged', mapId);
    }),
  ];
  return () => {
    for (const stop of unsubscribe) stop();
  };
}
