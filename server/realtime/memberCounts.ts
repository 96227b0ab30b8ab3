/**
 * How many users follow each map (`mapStatus` says users, so one person with the map open in two tabs,
 * or with its About dialog open beside it, counts once). Kept as sockets join and leave rather than asked
 * of every process on each change. In one process the room's sockets are read; with Redis one hash per
 * map holds each user's socket count over every process, moved and read back in one script.
 */
import type { Redis } from 'ioredis';
import type { SmartRemoteServer } from './remoteEvents.ts';

export interface MemberCounts {
  /** The user's sockets joined (+n) or left (-n) the map's room, already done; answers its users now. */
  moved(mapId: string, room: string, userId: string, by: number): Promise<number>;
}

/** This process's rooms: the distinct users of the room's sockets. */
export function localMemberCounts(io: SmartRemoteServer): MemberCounts {
  const namespace = io.of('/');
  return {
    async moved(_mapId, room) {
      const users = new Set<string>();
      for (const socketId of namespace.adapter.rooms.get(room) ?? []) {
        const viewerId = namespace.sockets.get(socketId)?.data.viewerId;
        if (viewerId) users.add(viewerId);
      }
      return users.size;
    },
  };
}

export const MEMBER_COUNTS_KEY = 'smartremote:members';

/** The Redis hash of one map's followers: user id to their sockets, over every process. */
export const memberCountsKey = (mapId: string, prefix = MEMBER_COUNTS_KEY) => `${prefix}:${mapId}`;

/** Every process's rooms; a user at zero sockets leaves the hash, and an empty hash leaves Redis. */
export function redisMemberCounts(redis: Redis, prefix = MEMBER_COUNTS_KEY): MemberCounts {
  return {
    async moved(mapId, _room, userId, by) {
      const users = await redis.eval(MOVE, 1, memberCountsKey(mapId, prefix), userId, by);
      return Number(users);
    },
  };
}

// Atomic, so two processes moving one user at once cannot leave a field at zero or count it twice.
const MOVE = `
local sockets = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
if sockets <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return redis.call('HLEN', KEYS[1])`;
