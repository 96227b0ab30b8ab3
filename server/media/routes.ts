import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { IMAGE_MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '../../src/model/map/media.ts';
import { authMessages } from '../auth/messages.ts';
import type { Database } from '../db/database.ts';
import { AppError, payloadTooLarge } from '../errors.ts';
import { readMedia, storeImage } from './store.ts';

/** The body is the file itself, whatever type it claims: its bytes say what it is (`storeImage`). */
const RAW_BODY_TYPES = /^(image\/|application\/octet-stream)/;

/** A medium never changes under its id, so a browser may keep it as long as it likes (its own copy). */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

type ResolveViewer = (request: FastifyRequest) => Promise<string | null>;

/**
 * `POST /a/maps/:mapId/media` (signed in, edit rights): the body is an image (PNG, JPEG, WebP or GIF,
 * at most IMAGE_MEDIA_MAX_BYTES); answers 201 `{ id, contentType, byteSize }`.
 * `GET /a/media/:mediaId` (signed in, view rights on its map): the bytes with their sniffed type, one
 * byte range when asked (206; 416 for a range outside it), so video can be sought later.
 * Refusals answer `{ success: false, error }` with the status of the error (401, 400, 403, 404, 413).
 */
export function registerMedia(app: FastifyInstance, database: Database, resolveViewer: ResolveViewer): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      RAW_BODY_TYPES,
      { parseAs: 'buffer', bodyLimit: IMAGE_MEDIA_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendRefusal(reply, payloadTooLarge(MEDIA_MESSAGES.tooLarge));
      if (error instanceof AppError) return sendRefusal(reply, error);
      throw error;
    });

    scope.post<{ Params: { mapId: string } }>('/a/maps/:mapId/media', async (request, reply) => {
      const userId = await resolveViewer(request);
      if (!userId) return reply.code(401).send({ success: false, error: authMessages.notSignedIn });
      const body = request.body;
      const bytes = body instanceof Uint8Array ? body : new Uint8Array();
      const stored = await storeImage(database.db, userId, request.params.mapId, bytes);
      return reply.code(201).send(stored);
    });

    scope.get<{ Params: { mediaId: string } }>('/a/media/:mediaId', async (request, reply) => {
      const userId = await resolveViewer(request);
      if (!userId) return reply.code(401).send({ success: false, error: authMessages.notSignedIn });
      const media = await readMedia(database.db, userId, request.params.mediaId);
      reply
        .header('content-type', media.contentType)
        .header('cache-control', CACHE_CONTROL)
        .header('etag', `"${media.id}"`)
        .header('accept-ranges', 'bytes');
      const data = Buffer.from(media.data.buffer, media.data.byteOffset, media.data.byteLength);
      const rangeHeader = request.headers.range;
      if (!rangeHeader) return reply.send(data);
      const ranges = parseRange(data.byteLength, rangeHeader, { combine: true });
      if (ranges === -1) return reply.code(416).header('content-range', `bytes */${data.byteLength}`).send();
      // A malformed header, or several ranges: the whole file (a multipart answer is not worth it here).
      const range = ranges === -2 || ranges.length !== 1 ? undefined : ranges[0];
      if (!range) return reply.send(data);
      const { start, end } = range;
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${data.byteLength}`)
        .send(data.subarray(start, end + 1));
    });
  });
}

function sendRefusal(reply: FastifyReply, error: AppError) {
  return reply.code(error.httpStatus).send({ success: false, error: error.message });
}
