import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { authMessages } from '../auth/messages.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { requireEditRights } from '../maps/rights.ts';
import type { ByteRange } from './chunks.ts';
import { receiveUpload } from './receive.ts';
import { findMedia, readMediaBytes, type StoredMedia, storeUpload } from './store.ts';

/** The body is the file itself, whatever type it claims: its bytes say what it is (`receive.ts`). */
const RAW_BODY_TYPES = /^(image\/|video\/|audio\/|application\/octet-stream)/;

/** A medium never changes under its id, so a browser may keep it as long as it likes (its own copy). */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

type ResolveViewer = (request: FastifyRequest) => Promise<string | null>;

export interface MediaLimits {
  /** The largest video or audio file, in bytes (MEDIA_MAX_BYTES); images keep IMAGE_MEDIA_MAX_BYTES. */
  mediaMaxBytes: number;
  /** The size of the chunks new media are stored in (MEDIA_CHUNK_BYTES). */
  chunkBytes: number;
}

/**
 * `POST /a/maps/:mapId/media` (signed in, edit rights): the body is an image (PNG, JPEG, WebP or GIF, at
 * most IMAGE_MEDIA_MAX_BYTES), a video or an audio file (at most `mediaMaxBytes`), judged by its bytes and
 * received as a stream; a request sent as an image type takes only an image. Answers 201
 * `{ id, contentType, byteSize }`.
 * `GET /a/media/:mediaId` (signed in, view rights on its map): the bytes with their sniffed type, streamed
 * chunk by chunk; one byte range when asked (206; 416 for a range outside it), so video can be sought.
 * Refusals answer `{ success: false, error }` with the status of the error (401, 400, 403, 404, 413).
 */
export function registerMedia(
  app: FastifyInstance,
  database: Database,
  resolveViewer: ResolveViewer,
  limits: MediaLimits,
): void {
  app.register(async (scope) => {
    // The body is handed on unread: `receiveUpload` reads it once the sender's rights are checked.
    scope.addContentTypeParser(RAW_BODY_TYPES, (_request, payload, done) => done(null, payload));
    // An answer sent before the whole upload was read (a refusal): the rest of the body is drained and
    // the connection closed after the answer, as fastify does for its own body errors; kept alive, the
    // connection would stay busy with the unread body.
    scope.addHook('onSend', async (request, reply) => {
      if (request.method !== 'POST' || request.raw.complete) return;
      reply.header('connection', 'close');
      request.raw.resume();
    });
    scope.setErrorHandler((error: Error, _request, reply) => {
      if (error instanceof AppError) return sendRefusal(reply, error);
      throw error;
    });

    scope.post<{ Params: { mapId: string } }>('/a/maps/:mapId/media', async (request, reply) => {
      const body = request.body instanceof Readable ? request.body : Readable.from([]);
      const userId = await resolveViewer(request);
      if (!userId) return reply.code(401).send({ success: false, error: authMessages.notSignedIn });
      const { mapId } = request.params;
      await requireEditRights(database.db, userId, mapId);
      const declared = Number(request.headers['content-length']);
      const upload = await receiveUpload(body, {
        claimedType: request.headers['content-type'] ?? '',
        declaredLength: Number.isSafeInteger(declared) ? declared : undefined,
        mediaMaxBytes: limits.mediaMaxBytes,
      });
      let stored: StoredMedia;
      try {
        stored = await storeUpload(database.db, userId, mapId, upload, limits.chunkBytes);
      } finally {
        await upload.discard();
      }
      return reply.code(201).send(stored);
    });

    // Not compressed: media are compressed already, and a compressed range would not be the bytes asked for.
    scope.get<{ Params: { mediaId: string } }>(
      '/a/media/:mediaId',
      { compress: false },
      async (request, reply) => {
        const userId = await resolveViewer(request);
        if (!userId) return reply.code(401).send({ success: false, error: authMessages.notSignedIn });
        const media = await findMedia(database.db, userId, request.params.mediaId);
        reply
          .header('content-type', media.contentType)
          .header('cache-control', CACHE_CONTROL)
          .header('etag', `"${media.id}"`)
          .header('accept-ranges', 'bytes');
        const size = media.byteSize;
        let range: ByteRange = { start: 0, end: size - 1 };
        const rangeHeader = request.headers.range;
        if (rangeHeader) {
          const ranges = parseRange(size, rangeHeader, { combine: true });
          if (ranges === -1) return reply.code(416).header('content-range', `bytes */${size}`).send();
          // A malformed header, or several ranges: the whole file (a multipart answer is not worth it here).
          const asked = ranges === -2 || ranges.length !== 1 ? undefined : ranges[0];
          if (asked) {
            range = { start: asked.start, end: asked.end };
            reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
          }
        }
        reply.header('content-length', range.end - range.start + 1);
        return reply.send(Readable.from(readMediaBytes(database.db, media, range)));
      },
    );
  });
}

function sendRefusal(reply: FastifyReply, error: AppError) {
  return reply.code(error.httpStatus).send({ success: false, error: error.message });
}
