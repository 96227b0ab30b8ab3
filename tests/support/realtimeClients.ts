/** Node clients of the realtime channels, sending what a browser would: the session cookie and an origin. */
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';
import type { RemoteAnswer } from '../../server/realtime/remoteEvents';

/** What a browser would add to the upgrade: its cookies for the path and the page's origin. */
export interface UpgradeHeaders {
  cookie?: string;
  origin?: string;
}

const headersOf = ({ cookie, origin }: UpgradeHeaders): Record<string, string> => ({
  ...(cookie ? { cookie } : {}),
  ...(origin ? { origin } : {}),
});

/** A socket.io client of /smartremote (websocket only, no reconnection); `close` it when done. */
export function remoteSocket(
  baseUrl: string,
  headers: UpgradeHeaders = {},
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Socket {
  return io(baseUrl, {
    path: '/smartremote',
    transports,
    reconnection: false,
    timeout: 10_000,
    extraHeaders: headersOf(headers),
  });
}

/** Resolves once connected; rejects with the server's refusal (`connect_error`). */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The refusal of a socket that must not connect, with the code the server gave it. */
export function refusal(socket: Socket): Promise<{ message: string; code?: string }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket connected')));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) =>
      resolve({ message: error.message, code: error.data?.code }),
    );
  });
}

/** Sends an event and waits for the server's acknowledgement. */
export function request(socket: Socket, event: string, payload: unknown): Promise<RemoteAnswer> {
  return socket.timeout(10_000).emitWithAck(event, payload) as Promise<RemoteAnswer>;
}

/** A WebSocket class (the `ws` package's) whose upgrades carry these headers, as a browser's would. */
export function browserLikeWebSocket(headers: UpgradeHeaders): typeof globalThis.WebSocket {
  class BrowserLikeWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: headersOf(headers) });
    }
  }
  return BrowserLikeWebSocket as never;
}

/** The server's /collab URL, as y-websocket takes it (the room is added to it). */
export const collabUrlOf = (baseUrl: string) => `${baseUrl.replace('http', 'ws')}/collab`;

/**
 * A y-websocket provider for /collab/<room> whose upgrades carry these headers. Without a BroadcastChannel
 * (as our client, src/api/live/presence.ts): providers of one room in one process would otherwise share
 * the document and presence among themselves, and a test would pass with the server refusing them all.
 */
export function collabProvider(baseUrl: string, room: string, doc: Y.Doc, headers: UpgradeHeaders = {}) {
  return new WebsocketProvider(collabUrlOf(baseUrl), room, doc, {
    WebSocketPolyfill: browserLikeWebSocket(headers),
    disableBc: true,
  });
}

/** The HTTP status a /collab upgrade is answered with: 101 when it opens (then closed again). */
export function collabUpgradeStatus(baseUrl: string, room: string, headers: UpgradeHeaders = {}) {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/collab/${room}`, {
    headers: headersOf(headers),
  });
  return new Promise<{ status: number; body: string }>((resolve) => {
    ws.on('open', () => {
      ws.terminate();
      resolve({ status: 101, body: '' });
    });
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    ws.on('error', () => resolve({ status: -1, body: '' }));
  });
}

/** Waits until `check` holds (polling: what a test waits on is state, never a fixed time). */
export async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
