import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Connections that were opened but never carried a request. Node's `closeIdleConnections` leaves them
 * open (it counts a fresh connection as busy until its first request ends), so one of them holds a
 * shutdown until the headers timeout, a minute later. HTTP clients open them: a connection pool dials a
 * second connection for a queued request, the first one frees up and takes it, the second stays unused.
 */
export function trackUnusedConnections(server: Server): { closeAll(): void } {
  const unused = new Set<Socket>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    // Between the close and the listener's end: refused either way (a closing server answers 503).
    if (closing) return void socket.destroy();
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  const used = (socket: Socket) => unused.delete(socket);
  server.on('request', (request) => used(request.socket));
  server.on('upgrade', (request) => used(request.socket));
  return {
    /** Destroys the unused connections, and from now on every new one. */
    closeAll() {
      closing = true;
      for (const socket of unused) socket.destroy();
      unused.clear();
    },
  };
}
