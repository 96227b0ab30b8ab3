/**
 * Who opens a realtime connection (socket.io at /smartremote, y-websocket at /collab). Both are attached
 * to the raw HTTP server, so fastify's session and CSRF hooks never see their upgrade requests: this is
 * where the upgrade is checked instead, the same way for both channels.
 */
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { authMessages } from '../auth/messages.ts';
import { REALTIME_MESSAGES } from './messages.ts';

export interface Refusal {
  status: 401 | 403;
  /** UNAUTHENTICATED makes the client refresh its token and reconnect (spec 2 section 7). */
  code: 'UNAUTHENTICATED' | 'FORBIDDEN';
  message: string;
}

export type HandshakeOutcome = { ok: true; viewerId: string } | { ok: false; refusal: Refusal };

/** Turns an upgrade request into the signed-in viewer, or the reason it is refused. */
export type Handshake = (request: IncomingMessage) => Promise<HandshakeOutcome>;

export interface HandshakeOptions {
  /** The request's signed-in user, resolved from the session cookie as GraphQL resolves it. */
  resolveViewer: (request: IncomingMessage) => Promise<string | null>;
  /** PUBLIC_URL, where users reach the server; unset, the origin must name the host the request was sent to. */
  publicUrl: string | undefined;
}

const UNAUTHENTICATED: Refusal = { status: 401, code: 'UNAUTHENTICATED', message: authMessages.notSignedIn };
const FOREIGN_ORIGIN: Refusal = { status: 403, code: 'FORBIDDEN', message: REALTIME_MESSAGES.foreignOrigin };

export function createHandshake({ resolveViewer, publicUrl }: HandshakeOptions): Handshake {
  return async (request) => {
    if (!isOwnOrigin(request.headers.origin, request.headers.host, publicUrl)) {
      return { ok: false, refusal: FOREIGN_ORIGIN };
    }
    const viewerId = await resolveViewer(request);
    return viewerId ? { ok: true, viewerId } : { ok: false, refusal: UNAUTHENTICATED };
  };
}

/**
 * Whether an upgrade's `Origin` is the server's own: PUBLIC_URL's origin when set, else any scheme on the
 * host the request was sent to (the `Host` header; behind a proxy that keeps it, or the dev server's, that
 * is the address the user typed). Another site's page in a visitor's browser sends its own origin, which
 * is what cross-site websocket hijacking needs refused. Browsers always send `Origin` on an upgrade, so a
 * request without one comes from no browser and carries no visitor's cookies: it still needs a session.
 */
export function isOwnOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string | undefined,
): boolean {
  if (origin === undefined) return true;
  const from = parseUrl(origin);
  if (!from) return false; // 'null' (sandboxed frames, files) or garbage
  if (publicUrl) return from.origin === parseUrl(publicUrl)?.origin;
  return host !== undefined && from.host === parseUrl(`${from.protocol}//${host}`)?.host;
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** Answers an upgrade request with an HTTP error instead of the websocket handshake, and closes it. */
export function refuseUpgrade(socket: Duplex, status: number, body: { code: string; message: string }): void {
  if (socket.destroyed) return;
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}
