import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { setupWSConnection } from '@y/websocket-server/utils';
import { WebSocketServer } from 'ws';

export const COLLAB_PATH = '/collab';

/** A room name: map id plus session id (spec 2 section 7), e.g. `/collab/Ab12Cd34Ef-Gh56Ij78Kl`. */
const ROOM_PATTERN = /^\/collab\/([A-Za-z0-9_-]{1,128})(?:\?.*)?$/;

export interface Collab {
  close(): Promise<void>;
}

/** y-websocket at `/collab/<room>`: shared Yjs documents with awareness (presence). */
export function attachCollab(httpServer: HttpServer): Collab {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '';
    if (!url.startsWith(COLLAB_PATH)) return; // another handler's path (socket.io)
    const room = ROOM_PATTERN.exec(url)?.[1];
    if (!room) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => setupWSConnection(ws, request, { docName: room }));
  };
  httpServer.on('upgrade', onUpgrade);

  return {
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.off('upgrade', onUpgrade);
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
