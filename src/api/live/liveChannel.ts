/**
 * The client of live edit's events on the realtime socket (`/smartremote`, websocket only, connected by
 * hand; spec 2 section 7). A refused handshake with UNAUTHENTICATED makes it refresh the session, close the
 * socket and connect again after 500 ms (spec 1 section 8). A handshake refused again (the session is gone:
 * the app is locked until the user signs in again), or refused for another reason, is tried again later
 * each time, up to every 8 s. Lost connections are socket.io's to reconnect.
 */
import { io, type Socket } from 'socket.io-client';
import type { LiveAnswer, LiveClientEvents, LiveServerEvents } from '../../model/live/protocol';
import { SMART_REMOTE_PATH } from '../realtime/remoteStatus';

/** Spec 1 section 8: after an UNAUTHENTICATED socket error, reconnect 500 ms after the refresh. */
export const UNAUTHENTICATED_RECONNECT_MS = 500;
/** The longest wait between handshakes the server refused. */
export const REFUSED_RECONNECT_MAX_MS = 8_000;
/** How long a request waits for the server's answer. */
const REQUEST_TIMEOUT_MS = 20_000;

type ClientSocket = Socket<LiveServerEvents, LiveClientEvents>;
type Payload<Event extends keyof LiveClientEvents> = Parameters<LiveClientEvents[Event]>[0];
type AnswerOf<Event extends keyof LiveClientEvents> = Parameters<
  NonNullable<Parameters<LiveClientEvents[Event]>[1]>
>[0];

export interface LiveChannelOptions {
  /** Renews the session's token (the session manager's refresh; its failure locks the app). */
  refreshSession: () => Promise<void>;
  /** Told whenever the connection opens (again) or drops. */
  onConnection: (connected: boolean) => void;
  /** The server, where it is not the page's own (a client outside the browser). */
  url?: string;
  /** Headers a browser would send on the upgrade itself (its cookies and origin), for such a client. */
  extraHeaders?: Record<string, string>;
}

export interface LiveChannel {
  request<Event extends keyof LiveClientEvents>(
    event: Event,
    payload: Payload<Event>,
  ): Promise<AnswerOf<Event>>;
  on<Event extends keyof LiveServerEvents>(event: Event, listener: LiveServerEvents[Event]): () => void;
  /** Follows the map (the realtime channel's `map` event): hears a session start, and counts as a user. */
  follow(mapId: string): void;
  readonly connected: boolean;
  close(): void;
}

const UNREACHABLE: LiveAnswer = {
  ok: false,
  code: 'INTERNAL_SERVER_ERROR',
  message: 'The live session did not answer. Check your connection.',
};

export function openLiveChannel({
  refreshSession,
  onConnection,
  url,
  extraHeaders,
}: LiveChannelOptions): LiveChannel {
  const options = {
    path: SMART_REMOTE_PATH,
    transports: ['websocket'],
    autoConnect: false,
    ...(extraHeaders && { extraHeaders }),
  };
  const socket: ClientSocket = url ? io(url, options) : io(options);
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let refusals = 0;
  socket.on('connect', () => {
    refusals = 0;
    onConnection(true);
  });
  socket.on('disconnect', () => onConnection(false));
  socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
    onConnection(false);
    // A transport that failed is socket.io's to retry; a handshake the server refused is not.
    if (socket.active) return;
    socket.close();
    const wait = Math.min(UNAUTHENTICATED_RECONNECT_MS * 2 ** refusals++, REFUSED_RECONNECT_MAX_MS);
    const renewed = error.data?.code === 'UNAUTHENTICATED' ? refreshSession() : Promise.resolve();
    void renewed
      .catch(() => {})
      .then(() => {
        if (!closed) retry = setTimeout(() => socket.connect(), wait);
      });
  });
  socket.connect();

  return {
    async request(event, payload) {
      // Not buffered while disconnected: what was not sent is sent again once the session is joined again.
      if (!socket.connected) return UNREACHABLE as never;
      try {
        // socket.io's typed emitWithAck cannot follow a generic event name; the types above say it all.
        const timed = socket.timeout(REQUEST_TIMEOUT_MS) as unknown as {
          emitWithAck(name: string, body: unknown): Promise<unknown>;
        };
        return (await timed.emitWithAck(event, payload)) as never;
      } catch {
        return UNREACHABLE as never;
      }
    },
    on(event, listener) {
      socket.on(event, listener as never);
      return () => void socket.off(event, listener as never);
    },
    follow(mapId) {
      (socket as unknown as Socket).emit('map', { mapId });
    },
    get connected() {
      return socket.connected;
    },
    close() {
      closed = true;
      clearTimeout(retry);
      socket.removeAllListeners();
      socket.close();
    },
  };
}
