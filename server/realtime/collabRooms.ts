/**
 * The open /collab rooms of one server, within limits: how many rooms, how many clients in each, and how
 * large each room's shared document and presence may grow. A room's document is freed when its last
 * client leaves (y-websocket's server keeps documents forever unless it persists them).
 */
import { docs, getYDoc, type WSSharedDoc } from '@y/websocket-server/utils';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';

export interface CollabLimits {
  maxRooms: number;
  maxClientsPerRoom: number;
  /** A room's document plus its presence states, in bytes as encoded. */
  maxRoomBytes: number;
}

interface Room {
  name: string;
  doc: WSSharedDoc;
  clients: Set<WebSocket>;
  /** Size at the last measurement, and bytes received since (an upper bound of the growth). */
  measuredBytes: number;
  receivedBytes: number;
}

export type Admission = { ok: true } | { ok: false; reason: 'tooManyRooms' | 'roomFull' };

/** Told when a room opens on this server and when it closes (the relay to other processes). */
export interface RoomObserver {
  opened(name: string, doc: WSSharedDoc): void;
  closed(name: string, doc: WSSharedDoc): void;
}

/** The room's size as held: its document's state and every client's presence state. */
function measure(room: Room): number {
  const presence = JSON.stringify([...room.doc.awareness.getStates().values()]);
  return Y.encodeStateAsUpdate(room.doc).byteLength + Buffer.byteLength(presence);
}

export class CollabRooms {
  private readonly rooms = new Map<string, Room>();

  constructor(
    private readonly limits: CollabLimits,
    private readonly onOversize: (name: string) => void,
    private readonly observer?: RoomObserver,
  ) {}

  get count(): number {
    return this.rooms.size;
  }

  /** Whether one more client may enter the room now. */
  admits(name: string): Admission {
    const room = this.rooms.get(name);
    if (!room)
      return this.rooms.size < this.limits.maxRooms ? { ok: true } : { ok: false, reason: 'tooManyRooms' };
    return room.clients.size < this.limits.maxClientsPerRoom
      ? { ok: true }
      : { ok: false, reason: 'roomFull' };
  }

  /**
   * Counts the client in around y-websocket's own `setUp`: its messages are counted by a listener that
   * runs before y-websocket applies them, and its leaving is seen after y-websocket has dropped it.
   */
  enter(name: string, client: WebSocket, setUp: (doc: WSSharedDoc) => void): void {
    const room = this.rooms.get(name) ?? this.open(name);
    room.clients.add(client);
    client.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => this.received(room, byteLengthOf(data)));
    setUp(room.doc);
    client.on('close', () => this.leave(room, client));
  }

  /** Counts what another server process relayed into the room, as a client's message is counted. */
  receivedElsewhere(name: string, bytes: number): void {
    const room = this.rooms.get(name);
    if (room) this.received(room, bytes);
  }

  /**
   * Ends every connection (shutdown); resolves once their close events have freed the rooms, so each
   * member's leaving has been seen (and relayed) first.
   */
  terminateAll(): Promise<void> {
    const clients = [...this.rooms.values()].flatMap((room) => [...room.clients]);
    const closed = clients.map(
      (client) =>
        new Promise<void>((resolve) =>
          client.readyState === client.CLOSED ? resolve() : client.once('close', () => resolve()),
        ),
    );
    for (const client of clients) client.terminate();
    return Promise.all(closed).then(() => undefined);
  }

  private open(name: string): Room {
    const room: Room = { name, doc: getYDoc(name), clients: new Set(), measuredBytes: 0, receivedBytes: 0 };
    this.rooms.set(name, room);
    this.observer?.opened(name, room.doc);
    return room;
  }

  /** Measures only when what arrived could have taken the room past its limit, so typing stays cheap. */
  private received(room: Room, bytes: number): void {
    room.receivedBytes += bytes;
    if (room.measuredBytes + room.receivedBytes <= this.limits.maxRoomBytes) return;
    // Measured after y-websocket applied this message (its listener runs in the same turn).
    queueMicrotask(() => {
      if (this.rooms.get(room.name) !== room) return;
      room.measuredBytes = measure(room);
      room.receivedBytes = 0;
      if (room.measuredBytes <= this.limits.maxRoomBytes) return;
      this.onOversize(room.name);
      for (const client of room.clients) client.terminate();
    });
  }

  private leave(room: Room, client: WebSocket): void {
    room.clients.delete(client);
    if (room.clients.size > 0) return;
    this.rooms.delete(room.name);
    this.observer?.closed(room.name, room.doc);
    // Another server in this process may share the document by name: free it only when nobody holds it.
    if (room.doc.conns.size === 0 && docs.get(room.name) === room.doc) {
      docs.delete(room.name);
      room.doc.destroy();
    }
  }
}

function byteLengthOf(data: Buffer | ArrayBuffer | Buffer[]): number {
  return Array.isArray(data) ? data.reduce((sum, part) => sum + part.byteLength, 0) : data.byteLength;
}
