/**
 * What y-websocket's `setupWSConnection` is handed in place of a /collab socket: the socket's own
 * methods and events, except that each awareness message passes presenceScreen.ts first. Its listener then
 * sees only what the screen let through, and a refused update never reaches the room.
 */
import { EventEmitter } from 'node:events';
import type { WSSharedDoc } from '@y/websocket-server/utils';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { RawData, WebSocket } from 'ws';
import { type Awareness, removeAwarenessStates } from 'y-protocols/awareness';
import { ownedBy, type PresenceOwners, screenAwarenessUpdate } from './presenceScreen.ts';

/** y-websocket's message type for awareness (sync is 0). */
const MESSAGE_AWARENESS = 1;

/**
 * The close code of a connection whose presence was refused: in 4400-4499, which a stock y-websocket
 * client takes as final and does not reconnect after.
 */
export const PRESENCE_REFUSED_CLOSE = 4403;

/** Per room (its awareness): which connection set each client id. */
const ownersOf = new WeakMap<Awareness, PresenceOwners>();

export interface ScreenedConnectionOptions {
  ws: WebSocket;
  doc: WSSharedDoc;
  viewerId: string;
  /** Told why, once, when the connection is refused (it is closed already). */
  onRefused: (reason: string) => void;
}

export function screenedConnection({ ws, doc, viewerId, onRefused }: ScreenedConnectionOptions): WebSocket {
  const { awareness } = doc;
  const owners = ownersOf.get(awareness) ?? new Map<number, object>();
  ownersOf.set(awareness, owners);
  const connection = new ScreenedConnection(ws);
  let refused = false;

  ws.on('message', (data: RawData) => {
    if (refused) return;
    const message = toBytes(data);
    const update = awarenessUpdateOf(message);
    if (update === undefined) return connection.emit('message', message);
    const screening = screenAwarenessUpdate(update, { awareness, owners, connection, viewerId });
    if (!screening.ok) {
      refused = true;
      ws.close(PRESENCE_REFUSED_CLOSE, 'presence refused');
      onRefused(screening.reason);
      return;
    }
    if (screening.update) connection.emit('message', awarenessMessage(screening.update));
  });
  ws.on('pong', () => connection.emit('pong'));
  ws.on('close', () => {
    connection.emit('close');
    // y-websocket forgets a client id that was removed and set again; every id this connection set goes.
    const mine = ownedBy(owners, connection);
    for (const clientId of mine) owners.delete(clientId);
    removeAwarenessStates(awareness, mine, null);
  });
  // y-websocket types its parameter as the socket; it uses only what ScreenedConnection has.
  return connection as unknown as WebSocket;
}

/** The socket's methods y-websocket calls, and its events as re-emitted above. */
class ScreenedConnection extends EventEmitter {
  constructor(private readonly ws: WebSocket) {
    super();
  }

  get readyState(): number {
    return this.ws.readyState;
  }

  set binaryType(type: WebSocket['binaryType']) {
    this.ws.binaryType = type;
  }

  send(data: Uint8Array, options: object, callback: (error?: Error) => void): void {
    this.ws.send(data, options, callback);
  }

  ping(): void {
    this.ws.ping();
  }

  close(): void {
    this.ws.close();
  }
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

/**
 * The awareness update a message carries (empty when it cannot be read, which the screen refuses), or
 * undefined for any other message: those are y-websocket's to read.
 */
function awarenessUpdateOf(message: Uint8Array): Uint8Array | undefined {
  const decoder = decoding.createDecoder(message);
  try {
    if (decoding.readVarUint(decoder) !== MESSAGE_AWARENESS) return undefined;
  } catch {
    return undefined;
  }
  try {
    return decoding.readVarUint8Array(decoder);
  } catch {
    return new Uint8Array();
  }
}

function awarenessMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}
