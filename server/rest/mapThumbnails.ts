import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { MAP_THUMBNAIL_LIMITS, mapThumbnailPath } from '../../src/model/map/thumbnail.ts';
import { authMessages } from '../auth/messages.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { sniffImage } from '../maps/imageSniff.ts';
import { requireEditRights, requireViewRights } from '../maps/rights.ts';
import { sendErrors } from './errors.ts';

export const THUMBNAIL_MESSAGES = {
  notAnImage: 'The thumbnail must be a PNG or WebP image.',
  tooLarge: `The thumbnail must be at most ${MAP_THUMBNAIL_LIMITS.maxWidth}×${MAP_THUMBNAIL_LIMITS.maxHeight} pixels.`,
} as const;

const IMAGE_TYPES = ['image/png', 'image/webp', 'application/octet-stream'];

type MapRequest = FastifyRequest<{ Params: { mapId: string } }>;

/** Runs a handler that may throw the rights' AppError (403 or 404), answered as a REST error. */
async function answering(reply: FastifyReply, handle: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await handle();
  } catch (error) {
    if (error instanceof AppError) return sendErrors(reply, error.httpStatus, [error.message]);
    throw error;
  }
}

/**
 * A map's thumbnail (issue 22), under the media path (DESIGN.md: plain HTTP uploads under `/a/media`):
 *
 * - `PUT /a/media/maps/:mapId/thumbnail` (edit rights): the picture the client drew as it saved the map, a
 *   PNG or WebP body of at most `MAP_THUMBNAIL_LIMITS.maxBytes` (413 beyond) and its stated size; its type
 *   is read from its bytes, not the header. It replaces the map's last one and bumps its version.
 * - `GET` (view rights): the image with its sniffed type and the version as ETag; a browser revalidates
 *   (`no-cache`) and gets 304 while the version stands. 204 where the map has none yet; 404 to a stranger, as for a missing map.
 */
export function registerMapThumbnails(
  app: FastifyInstance,
  database: Database,
  resolveViewer: (request: FastifyRequest) => Promise<string | null>,
): void {
  const path = mapThumbnailPath(':mapId');
  void app.register(async (scoped) => {
    // Only these routes take raw image bodies.
    scoped.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scoped.put(path, { bodyLimit: MAP_THUMBNAIL_LIMITS.maxBytes }, async (request: MapRequest, reply) => {
      const viewerId = await resolveViewer(request);
      if (!viewerId) return sendErrors(reply, 401, [authMessages.notSignedIn]);
      return answering(reply, async () => {
        await requireEditRights(database.db, viewerId, request.params.mapId);
        const body = request.body;
        const image = body instanceof Buffer ? sniffImage(body) : null;
        if (!image || !(body instanceof Buffer))
          return sendErrors(reply, 400, [THUMBNAIL_MESSAGES.notAnImage]);
        const { maxWidth, maxHeight } = MAP_THUMBNAIL_LIMITS;
        if (image.width < 1 || image.height < 1 || image.width > maxWidth || image.height > maxHeight) {
          return sendErrors(reply, 400, [THUMBNAIL_MESSAGES.tooLarge]);
        }
        const stored = await database.db
          .insertInto('mapThumbnails')
          .values({ mapId: request.params.mapId, contentType: image.type, image: body })
          .onConflict((conflict) =>
            conflict.column('mapId').doUpdateSet({
              contentType: image.type,
              image: body,
              version: sql<number>`map_thumbnails.version + 1`,
              updatedAt: new Date(),
            }),
          )
          .returning('version')
          .executeTakeFirstOrThrow();
        return reply.send({ success: true, version: stored.version });
      });
    });

    scoped.get(path, async (request: MapRequest, reply) => {
      const viewerId = await resolveViewer(request);
      if (!viewerId) return sendErrors(reply, 401, [authMessages.notSignedIn]);
      return answering(reply, async () => {
        await requireViewRights(database.db, viewerId, request.params.mapId);
        const found = await database.db
          .selectFrom('mapThumbnails')
          .select(['contentType', 'image', 'version'])
          .where('mapId', '=', request.params.mapId)
          .executeTakeFirst();
        // None yet is no error: the lists show their placeholder (an image that does not load), and the
        // console logs no failed request for each map not saved since thumbnails began.
        if (!found) return reply.code(204).send();
        const etag = `"${found.version}"`;
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(found.contentType).send(Buffer.from(found.image));
      });
    });
  });
}
