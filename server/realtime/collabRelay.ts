/**
 * /collab across server processes (DESIGN.md, Scale-out): with REDIS_URL each open room's document
 * updates and awareness (presence) updates are published on the room's Redis channel and applied by every
 * other process holding the room. A process that opens a room asks the others for what they hold, so its
 * first member sees the members connected elsewhere at once. What the relay applies carries its own
 * origin and is never published again.
 */
import { randomUUID } from 'node:crypto';
import type { WSSharedDoc } from '@y/websocket-server/utils';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { RoomObserver } from './collabRooms.ts';

const ROOM_CHANNEL_PREFIX = 'collab:room:';
/** Requests to drop a user's connections, heard by every process. */
const CONTROL_CHANNEL = 'collab:control';

/** What one room message carries, after its sender's id. */
const KIND = {
  /** A Yjs document update. */
  update: 0,
  /** An awareness update (y-protocols encoding). */
  awareness: 1,
  /** "Send me what you hold": the asker's state vector. */
  query: 2,
  /** The answer to a query, for the asker only: the document it lacks and every presence state held. */
  state: 3,
} as const;

/** The origin of every change the relay applies; its listeners publish only changes of other origins. */
const RELAYED = Symbol('collab relay');

export interface CollabRelay extends RoomObserver {
  /** Asks every other process to close a user's connections: to one map's rooms, or (null) to all. */
  disconnectElsewhere(viewerId: string, mapId: string | null): void;
  close(): Promise<void>;
}

export interface CollabRelayOptions {
  redisUrl: string;
  log: FastifyBaseLogger;
  /** Bytes another process relayed into a room: they count against the room's size limit here too. */
  onRelayed(room: string, bytes: number): void;
  /** Another process asked to close a user's connections here. */
  onDisconnect(viewerId: string, mapId: string | null): void;
}

interface RelayedRoom {
  doc: WSSharedDoc;
  stop(): void;
}

export function createCollabRelay(options: CollabRelayOptions): CollabRelay {
  const { redisUrl, log, onRelayed, onDisconnect } = options;
  const self = randomUUID();
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 3, connectionName: 'collab-relay' });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'redis (collab)'));
  const rooms = new Map<string, RelayedRoom>();
  let closed = false;

  const warn = (error: unknown) => log.warn({ err: error }, 'collab relay: redis command failed');
  const publish = (room: string, kind: number, write: (encoder: encoding.Encoder) => void) => {
    if (closed) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, self);
    encoding.writeVarUint(encoder, kind);
    write(encoder);
    pub.publish(ROOM_CHANNEL_PREFIX + room, Buffer.from(encoding.toUint8Array(encoder))).catch(warn);
  };

  const received = (room: string, doc: WSSharedDoc, message: Uint8Array) => {
    const decoder = decoding.createDecoder(message);
    const sender = decoding.readVarString(decoder);
    if (sender === self) return; // our own publication
    const kind = decoding.readVarUint(decoder);
    switch (kind) {
      case KIND.update: {
        const update = decoding.readVarUint8Array(decoder);
        Y.applyUpdate(doc, update, RELAYED);
        onRelayed(room, update.byteLength);
        break;
      }
      case KIND.awareness: {
        const update = decoding.readVarUint8Array(decoder);
        applyAwarenessUpdate(doc.awareness, update, RELAYED);
        onRelayed(room, update.byteLength);
        break;
      }
      case KIND.query: {
        const stateVector = decoding.readVarUint8Array(decoder);
        const { awareness } = doc;
        publish(room, KIND.state, (encoder) => {
          encoding.writeVarString(encoder, sender);
          encoding.writeVarUint8Array(encoder, Y.encodeStateAsUpdate(doc, stateVector));
          encoding.writeVarUint8Array(
            encoder,
            encodeAwarenessUpdate(awareness, [...awareness.getStates().keys()]),
          );
        });
        break;
      }
      case KIND.state: {
        if (decoding.readVarString(decoder) !== self) return; // another process's answer
        const update = decoding.readVarUint8Array(decoder);
        const presence = decoding.readVarUint8Array(decoder);
        Y.applyUpdate(doc, update, RELAYED);
        applyAwarenessUpdate(doc.awareness, presence, RELAYED);
        onRelayed(room, update.byteLength + presence.byteLength);
        break;
      }
    }
  };

  sub.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    const name = channel.toString();
    try {
      if (name === CONTROL_CHANNEL) return controlled(message.toString());
      const room = rooms.get(name.slice(ROOM_CHANNEL_PREFIX.length));
      if (room) received(name.slice(ROOM_CHANNEL_PREFIX.length), room.doc, new Uint8Array(message));
    } catch (error) {
      log.warn({ err: error, channel: name }, 'collab relay: message not applied');
    }
  });
  const controlled = (text: string) => {
    const request = JSON.parse(text) as { sender: string; viewerId: string; mapId: string | null };
    if (request.sender !== self) onDisconnect(request.viewerId, request.mapId);
  };
  sub.subscribe(CONTROL_CHANNEL).catch(warn);

  return {
    opened(name, doc) {
      if (closed) return;
      const onUpdate = (update: Uint8Array, origin: unknown) => {
        if (origin !== RELAYED)
          publish(name, KIND.update, (encoder) => encoding.writeVarUint8Array(encoder, update));
      };
      const onAwareness = (
        { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
        origin: unknown,
      ) => {
        if (origin === RELAYED) return;
        const update = encodeAwarenessUpdate(doc.awareness, [...added, ...updated, ...removed]);
        publish(name, KIND.awareness, (encoder) => encoding.writeVarUint8Array(encoder, update));
      };
      doc.on('update', onUpdate);
      doc.awareness.on('update', onAwareness);
      const stop = () => {
        doc.off('update', onUpdate);
        doc.awareness.off('update', onAwareness);
      };
      rooms.set(name, { doc, stop });
      // Asked once subscribed, so no answer can come before this process listens for it.
      sub.subscribe(ROOM_CHANNEL_PREFIX + name).then(() => {
        if (rooms.get(name)?.doc !== doc) return;
        publish(name, KIND.query, (encoder) =>
          encoding.writeVarUint8Array(encoder, Y.encodeStateVector(doc)),
        );
      }, warn);
    },
    closed(name, doc) {
      const room = rooms.get(name);
      if (room?.doc !== doc) return;
      room.stop();
      rooms.delete(name);
      if (!closed) sub.unsubscribe(ROOM_CHANNEL_PREFIX + name).catch(warn);
    },
    disconnectElsewhere(viewerId, mapId) {
      if (closed) return;
      pub.publish(CONTROL_CHANNEL, JSON.stringify({ sender: self, viewerId, mapId })).catch(warn);
    },
    async close() {
      closed = true;
      for (const room of rooms.values()) room.stop();
      rooms.clear();
      await Promise.all([pub, sub].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
